import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The narrow phone and the wide desktop the layout journeys are read at. */
export const SMALL_PHONE = { width: 375, height: 812 };
export const WIDE = { width: 1440, height: 900 };

/** The header balance once it has settled, as shown (two decimals, comma thousands). */
export async function headerBalance(page: Page): Promise<string> {
  const balance = page.locator('[data-testid="header-balance"][data-state="shown"]').first();
  await balance.waitFor();
  await expect.poll(() => balance.getByTestId('header-balance-value').textContent()).not.toBe('Updating…');
  return (await balance.getByTestId('header-balance-value').textContent()) ?? '';
}

/** '1,234.50' -> 123450 (minor units), so a journey checks sums without floats. */
export const minorOf = (shown: string) => BigInt(shown.trim().replaceAll(',', '').replace('.', ''));

/** Waits for the site's alert, checks its text when one is expected, and closes it. */
export async function confirmAlert(page: Page, expected?: string) {
  const dialog = page.getByTestId('alert-dialog');
  await dialog.waitFor();
  if (expected) expect(await page.getByTestId('alert-message').textContent()).toBe(expected);
  await page.getByTestId('alert-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The element fits the window: a phone must never scroll a page, or a part of one, sideways. */
export async function expectFits(target: Locator, what: string) {
  const fits = await target.evaluate((el) => ({
    inside: el.scrollWidth <= el.clientWidth + 1,
    onScreen: el.getBoundingClientRect().right <= window.innerWidth + 1,
  }));
  expect(fits, what).toEqual({ inside: true, onScreen: true });
}

/**
 * Scrolls down a screen at a time, as a visitor does, until the block is on the page: blocks below
 * the fold are built only as they come near the screen. Leaves the block in view.
 */
export async function scrollToBlock(page: Page, testId: string, timeoutMs = 20_000): Promise<Locator> {
  const block = page.getByTestId(testId).first();
  const until = Date.now() + timeoutMs;
  while ((await block.count()) === 0) {
    if (Date.now() > until) throw new Error(`"${testId}" was not built while scrolling down the page`);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(150);
  }
  await block.scrollIntoViewIfNeeded();
  return block;
}
