import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
