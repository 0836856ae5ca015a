import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, viewShot } from './support/browser.ts';
import type { Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const SIZES = { phone: { width: 375, height: 812 }, wide: { width: 1440, height: 900 } } as const;

/** A first visit: no disclaimer accepted and no popup closed yet in this browser session. */
async function firstVisit(
  browser: Browser,
  theme: Theme,
  size: { width: number; height: number },
): Promise<Page> {
  const phone = size.width < 768;
  const page = await openPage(
    browser,
    { viewport: size, ...(phone ? { isMobile: true, hasTouch: true } : {}) },
    { siteNotices: true },
  );
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return page;
}

/** Every banner image of the carousel that the browser decoded. */
const loadedBanners = (page: Page) =>
  page
    .locator('section[aria-roledescription="carousel"] img')
    .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);

/**
 * The ticker moves: rest the mouse on it (which pauses it, as a reader would), then click a title
 * that is fully in view. Answers the clicked title.
 */
async function clickVisibleTitle(page: Page): Promise<string> {
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await ticker.getByRole('button').nth(1).waitFor();
  const box = await ticker.boundingBox();
  if (!box) throw new Error('ticker not laid out');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await page.waitForTimeout(200);
  const target = await ticker.locator('li button').evaluateAll((buttons) => {
    const frame = buttons[0]?.closest('section')?.getBoundingClientRect();
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      if (frame && r.left >= frame.left + 160 && r.right <= frame.right - 8) {
        return { title: b.textContent ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
    }
    return null;
  });
  if (!target) throw new Error('no notice title fully in view');
  await page.mouse.click(target.x, target.y);
  return target.title;
}

describe('site content', () => {
  const browser = useBrowser();

  it('asks for the disclaimer once, then shows the popup, banners and ticker, and opens a notice', async () => {
    const page = await firstVisit(browser(), 'dark', SIZES.wide);
    await page.goto(baseUrl);
    const disclaimer = page.getByRole('dialog', { name: 'Before you enter' });
    await disclaimer.waitFor();
    await expect(disclaimer.textContent()).resolves.toContain('armed forces');
    await viewShot(page, 'content-disclaimer-1440-dark');
    await disclaimer.getByRole('button', { name: 'I confirm and enter' }).click();

    // Then the visitor's publicity popup (public list), closed for the session.
    const popup = page.getByRole('dialog', { name: 'Join today: 100% on your first deposit' });
    await popup.waitFor();
    await viewShot(page, 'content-popup-1440-dark');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await popup.waitFor({ state: 'detached' });

    // Three home banners from the platform, one dot each: the first drawn at once, the others
    // shortly before the row turns to the second by itself.
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await carousel.waitFor();
    await expect(carousel.getAttribute('data-autoplay')).resolves.toBe('5000');
    const dots = carousel.getByRole('button', { name: /^Show banner \d of 3$/ });
    await expect.poll(() => dots.count()).toBe(3);
    await expect.poll(() => loadedBanners(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => dots.nth(1).getAttribute('aria-current'), { timeout: 10_000 }).toBe('true');

    const ticker = page.getByRole('region', { name: 'Announcements' });
    const title = await clickVisibleTitle(page);
    const modal = page.getByRole('dialog', { name: 'Announcements' });
    await modal.waitFor();
    // The list arrives after the dialog opens; the clicked notice is the one shown open.
    await modal.getByRole('button', { name: title, expanded: true }).waitFor();
    await viewShot(page, 'content-notice-1440-dark');
    await page.keyboard.press('Escape');

    // Same session: neither the disclaimer nor the closed popup comes back.
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await ticker.waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('gives a member arriving with a token one start-up dialog at a time', async () => {
    const res = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ username: 'demo01', password: 'Demo@1234' }),
    });
    const { value } = (await res.json()) as { value: { token: string } };
    const page = await firstVisit(browser(), 'dark', SIZES.phone);
    const securityCheck = page.waitForResponse((r) => r.url().includes('/member/securityConfig'));
    await page.goto(`${baseUrl}/?token=${value.token}`);
    const dialogs = page.getByRole('dialog');
    const disclaimer = page.getByRole('dialog', { name: 'Before you enter' });
    await disclaimer.waitFor();
    // The member's reads (the security check among them) have answered: still the one dialog.
    await page.getByTestId('header-member-bar').waitFor();
    await securityCheck;
    await page.waitForTimeout(500);
    await expect(dialogs.count()).resolves.toBe(1);
    await expect(page.getByTestId('kyc-modal').count()).resolves.toBe(0);
    await viewShot(page, 'content-member-disclaimer-375-dark');
    await disclaimer.getByRole('button', { name: 'I confirm and enter' }).click();

    // Then the members' publicity popup, alone, and after it the security prompt.
    const popup = dialogs.filter({ hasNot: page.getByTestId('kyc-step') });
    await popup.getByRole('button', { name: 'Got it' }).waitFor();
    await expect(dialogs.count()).resolves.toBe(1);
    await popup.getByRole('button', { name: 'Got it' }).click();
    await page.getByTestId('kyc-modal').waitFor();
    await expect(dialogs.count()).resolves.toBe(1);
    await viewShot(page, 'content-member-kyc-375-dark');
    await page.context().close();
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const [label, size] of Object.entries(SIZES)) {
      it(`lays out banners, ticker and the notice list at ${size.width} px, ${theme}`, async () => {
        const page = await firstVisit(browser(), theme, size);
        await page.goto(baseUrl);
        await page.getByRole('button', { name: 'I confirm and enter' }).click();
        await page.getByRole('button', { name: 'Got it' }).click();
        await expect.poll(() => loadedBanners(page)).toBeGreaterThanOrEqual(1);
        const ticker = page.getByRole('region', { name: 'Announcements' });
        await ticker.getByRole('button').nth(1).waitFor();
        await viewShot(page, `content-home-${size.width}-${theme}`);
        // The whole list, from the ticker's label button.
        await ticker.getByRole('button', { name: 'Open all announcements' }).click();
        const modal = page.getByRole('dialog', { name: 'Announcements' });
        await modal.getByRole('button', { name: /Scheduled maintenance/ }).click();
        await viewShot(page, `content-notices-${size.width}-${theme}`);
        expect(label).toBeTruthy();
        await page.context().close();
      });
    }
  }
});
