import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { registerMember } from './support/register.ts';
import { confirmAlert } from './support/screen.ts';
import { staffToken as adminToken, openIn, type Theme } from './support/session.ts';
import { enrolStaff, staffSession } from './support/staff-sign-in.ts';

const baseUrl = inject('baseUrl');
const STAFF_IP = '203.0.113.93';
const MEMBER_IP = '203.0.113.94';
const PASSWORD = 'Journey@2024';
/**
 * A finance operator of the demo brand (rewards are theirs to set up), added by the admin and signed
 * in through both steps: the demo `finance` account may already be enrolled by another journey.
 */
async function newFinanceOperator() {
  const who = { username: `fin${Date.now().toString(36).slice(-6)}`, password: 'Finance@2026x' };
  const added = await apiFrom(STAFF_IP)('/bo/api/staff', {
    method: 'POST',
    token: await adminToken(),
    // The demo brand, the first one seeded: the promotions screen works on the operator's brand.
    body: { ...who, roles: ['finance'], brands: [1] },
  });
  if (!added.success) throw new Error(`adding a finance operator: ${JSON.stringify(added)}`);
  return staffSession(baseUrl, await enrolStaff(baseUrl, who), who);
}

/** The console signed in as finance, at 1440 px in the theme given, on the promotions screen. */
async function openPromotions(browser: Browser, theme: Theme, token: string): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': STAFF_IP });
  await page.addInitScript(
    ([th, t]) => {
      localStorage.setItem('pf.console.theme', th);
      sessionStorage.setItem('pf.console.token', t);
    },
    [theme, token] as const,
  );
  await page.goto(`${baseUrl}/bo`);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Promotions and bonuses' }).waitFor();
  return page;
}

/** Finance makes a deposit match without wagering, beside the preview of its page on the site. */
async function createMatch(page: Page, title: string) {
  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('10% of your next deposit, up to 100,000.00.');
  await dialog.getByLabel(/^Terms/).fill('Join before you deposit.\n\n- Released at once, no wagering.');
  await dialog.getByLabel('Match or cashback (%)').fill('10');
  await dialog.getByLabel('Cap').fill('100000');
  await dialog.getByLabel('Minimum deposit').fill('100000');
  await dialog.getByRole('region', { name: "The player's promotion page" }).getByText(title).waitFor();
  await shot(page, 'console-promotions-1440-dark-new');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('status')
    .getByText(/Promotion #\d+ saved/)
    .waitFor();
}

/** The member joins the promotion on the site and deposits through the sandbox provider. */
async function joinAndDeposit(browser: Browser, username: string, title: string) {
  const site = await openIn(browser, 'dark', false, MEMBER_IP);
  await site.setViewportSize({ width: 1440, height: 900 });
  await registerMember(site, username, PASSWORD);
  await site.goto(`${baseUrl}/promotions`);
  await site.getByRole('link', { name: new RegExp(title) }).click();
  await site.getByTestId('promo-detail-page').waitFor();
  await site.getByTestId('promo-bonus').getByTestId('promo-bonus-take').click();
  await confirmAlert(site, 'You have joined. Your bonus shows in Bonus details.');
  await site.getByTestId('deposit-button').click();
  const panel = site.getByTestId('member-centre-dialog');
  await panel.getByTestId('centre-item-depositv2').click();
  await panel.locator('[data-testid^="deposit-method-"]', { hasText: 'Online banking' }).click();
  await panel.getByTestId('deposit-amount').fill('1000000');
  await panel.getByTestId('deposit-submit').click();
  await site.waitForURL(/\/sandbox\/pay\//);
  await site.locator('button[name="action"][value="pay"]').click();
  await site.locator('[data-testid="deposit-result"][data-status="paid"]').waitFor({ timeout: 30_000 });
  await site.context().close();
}

describe('engagement in the console', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  it('finance makes a deposit match, a member takes it on the site, and the console shows the taker', async () => {
    const tag = Date.now().toString(36).slice(-6);
    const title = `Console match ${tag}`;
    const username = `ce${tag}`;
    const token = await newFinanceOperator();

    const dark = await openPromotions(browser(), 'dark', token);
    await createMatch(dark, title);
    const row = dark
      .getByRole('table', { name: 'Promotions and bonuses' })
      .getByRole('row', { name: new RegExp(title) });
    await row.getByText('0 joined').waitFor();
    await shot(dark, 'console-promotions-1440-dark');

    await joinAndDeposit(browser(), username, title);

    // The bonus is released at once (no wagering); the list and the takers show it.
    await dark.reload();
    await row.getByText('1 released · 100,000.00').waitFor();
    await row.getByRole('button', { name: 'Takers' }).click();
    const takers = dark.getByRole('table', { name: /^Takers of promotion/ });
    const taker = takers.getByRole('row', { name: new RegExp(username) });
    await taker.getByText('Released').waitFor();
    await shot(dark, 'console-promotions-1440-dark-takers');
    expect(await taker.getByText('100,000.00 VND').count()).toBe(1);
    await dark.context().close();

    const light = await openPromotions(browser(), 'light', token);
    await light
      .getByRole('table', { name: 'Promotions and bonuses' })
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('button', { name: 'Takers' })
      .click();
    await light
      .getByRole('table', { name: /^Takers of promotion/ })
      .getByText(username)
      .waitFor();
    await shot(light, 'console-promotions-1440-light');
  });
});
