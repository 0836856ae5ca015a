import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { confirmAlert } from './screen.ts';
import { loginWithPassword } from './session.ts';

/** Puts the security (KYC) modal off when it shows; on a phone its button is drawn twice, one hidden. */
export async function putKycOff(page: Page) {
  const later = page.getByTestId('kyc-later').filter({ visible: true });
  await later
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await later.count()) {
    await later.first().click();
    await page.getByTestId('kyc-modal').waitFor({ state: 'detached' });
  }
}

/** Signs an account in from the home page, as a visitor does with the login popup. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto(inject('baseUrl'));
  const popup = await loginWithPassword(page, username, password);
  await popup.waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByTestId('header-member-bar').waitFor();
}

/**
 * The first sign-in of an account an agent opened: the site asks for a new password before
 * anything else, then confirms the change.
 */
export async function signInFirstTime(page: Page, username: string, given: string, chosen: string) {
  await signIn(page, username, given);
  const forced = page.getByRole('dialog', { name: 'Set a new password' });
  await forced.waitFor({ timeout: 30_000 });
  await forced.getByLabel(/^\*?Current password$/).fill(given);
  await forced.getByLabel(/^\*?New password$/).fill(chosen);
  await forced.getByLabel(/^\*?Confirm new password$/).fill(chosen);
  await forced.getByRole('button', { name: 'Change password' }).click();
  await confirmAlert(page);
  await forced.waitFor({ state: 'detached' });
}

/** Opens an entry of the header's account menu. */
export async function openAccountItem(page: Page, item: string) {
  await page.getByTestId('account-button').click();
  await page.getByTestId(`account-item-${item}`).click();
}

/** The agent centre, opened from the header's account menu (shown to agent types only). */
export async function openAgentCentre(page: Page): Promise<Locator> {
  await openAccountItem(page, 'agentCentre');
  const centre = page.getByTestId('agent-centre');
  await centre.waitFor();
  return centre;
}

/**
 * Opens a page of the agent centre by its menu entry and waits until its data is in: no skeleton
 * left. A menu entry may carry a "waiting for your answer" mark after its name, hence the prefix.
 */
export async function openAgentPage(centre: Locator, name: string): Promise<Locator> {
  const entry = centre
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
  await entry.click();
  await expect.poll(() => entry.getAttribute('aria-current')).toBe('page');
  const section = centre.getByRole('region', { name });
  await section.waitFor();
  await expect
    .poll(() => section.getByRole('status', { name: 'Loading…' }).count(), { timeout: 30_000 })
    .toBe(0);
  return section;
}

/** The label → value pairs of a description list, as a reader sees them side by side. */
export async function describedFigures(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) => {
    const out: Record<string, string> = {};
    for (const term of Array.from(dl.querySelectorAll('dt'))) {
      const value = term.nextElementSibling;
      if (value?.tagName === 'DD') out[term.textContent?.trim() ?? ''] = value.textContent?.trim() ?? '';
    }
    return out;
  });
}
