import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { rollDiceElsewhere, staffToken, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const port = inject('port');

const SIZES = [
  { name: '1440', theme: 'dark', viewport: { width: 1440, height: 900 }, ip: '203.0.113.91' },
  { name: '768', theme: 'light', viewport: { width: 768, height: 1024 }, ip: '203.0.113.92' },
] as const;

/** Goes to a screen through the side navigation, opening the menu first where it is folded (tablet). */
async function openScreen(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the console sets a brand up and reports on the bets', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`the admin reads the dashboard after a settled round, then creates a brand the player site answers on (${size.name} px, ${size.theme})`, async () => {
      // A round of the in-house dice, settled at once: the dashboard counts it.
      await rollDiceElsewhere(baseUrl, {
        stake: '1000',
        ip: size.ip,
        requestId: `report-${size.name}-${Date.now()}`,
      });

      const page = await openPage(browser(), { viewport: size.viewport });
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': size.ip });
      await page.addInitScript((theme: Theme) => localStorage.setItem('pf.console.theme', theme), size.theme);
      const tag = `console-brands-${size.name}-${size.theme}`;

      // The demo admin's session (both sign-in steps were taken through the API; the console
      // journey covers the sign-in screens), kept where the console keeps it for the tab.
      const token = await staffToken();
      await page.addInitScript((t: string) => sessionStorage.setItem('pf.console.token', t), token);
      await page.goto(`${baseUrl}/bo`);

      // The admin starts on the dashboard: the last seven days, the round among the bets.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/bo/dashboard');
      const bets = page
        .getByLabel('Key figures')
        .locator('dt', { hasText: /^Bets$/ })
        .locator('xpath=following-sibling::dd');
      await expect.poll(async () => Number((await bets.textContent())?.trim())).toBeGreaterThan(0);
      const report = page.getByRole('table', { name: 'Bet report' });
      await report.waitFor();
      await page.locator('canvas').first().waitFor();
      await shot(page, `${tag}-dashboard`);

      // Drill down: the vendor's games, then a game's days.
      await report.locator('tbody tr').first().click();
      const trail = page.getByRole('navigation', { name: 'Drill-down' });
      await trail.getByText(/^Vendor/).waitFor();
      await expect.poll(() => report.locator('tbody tr').count()).toBeGreaterThan(0);
      await report.locator('tbody tr').first().click();
      await trail.getByText(/^Game/).waitFor();
      await shot(page, `${tag}-drill-down`);

      // A new brand on its own host.
      const code = `e2e-${size.name}-${Date.now().toString(36).slice(-5)}`;
      const domain = `${code}.localhost`;
      const name = `Brand ${size.name} ${code.slice(-5)}`;
      await openScreen(page, 'Brands');
      await page.getByRole('table', { name: 'Brands' }).waitFor();
      await page.getByRole('button', { name: 'New brand' }).click();
      const form = page.getByRole('form', { name: 'New brand' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Code', { exact: true }).fill(code);
      await form.getByLabel('Primary domain').fill(domain);
      await shot(page, `${tag}-brand-form`);
      await form.getByRole('button', { name: 'Create brand' }).click();
      await page.getByRole('status').getByText(`Brand ${name} created`).waitFor();
      await page.getByRole('table', { name: 'Brands' }).getByText(domain).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${tag}-brands`);

      // The player site on that host is the new brand's.
      const site = await openPage(browser(), { viewport: size.viewport });
      await site.goto(`http://${domain}:${port}/`);
      await site.getByText(name).first().waitFor();
      await shot(site, `${tag}-player-site`);
    });
  }
});
