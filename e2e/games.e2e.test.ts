import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser, viewShot } from './support/browser.ts';
import { headerBalance, minorOf } from './support/screen.ts';
import { logIn, openIn } from './support/session.ts';

const baseUrl = inject('baseUrl');

/** An entry of the game menu, which sits at the top of the content, under the fixed header. */
async function gameMenu(page: Page, key: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId(`game-menu-${key}`).first().click();
}

async function openCentrePage(page: Page, key: string) {
  await page.locator('[data-testid="account-button"]:visible').first().click();
  await page.getByTestId(`account-item-${key}`).click();
  await page.locator(`[data-testid="member-centre-dialog"][data-page="${key}"]`).waitFor();
}

/** The recall row's cells in order: time, outcome, stake, win, balance before, balance after. */
async function recallCells(page: Page, nth = 0): Promise<string[]> {
  const row = page.getByTestId('recall-row').nth(nth);
  await row.waitFor();
  return row.locator('dd').allTextContents();
}

describe('games', () => {
  const browser = useBrowser();

  it('home → lobby → provider filter → favourite → in-house slot round → balance → betting record → verify', {
    timeout: 180_000,
  }, async () => {
    const page = await openIn(browser(), 'dark', false, '198.51.100.71');
    await logIn(page);

    // Lobby from the home page's game menu, then one provider.
    await gameMenu(page, 'RNG');
    const lobby = page.locator('[data-testid="lobby-page"][data-game-type="RNG"]');
    await lobby.waitFor();
    await lobby.getByTestId('game-tile').first().waitFor();
    const provider = lobby
      .locator(
        '[data-testid^="provider-"]:not([data-testid="provider-all"]):not([data-testid="provider-row"])',
      )
      .nth(1);
    const providerName = (await provider.getAttribute('title')) ?? '';
    expect(providerName).not.toBe('');
    await provider.click();
    await expect.poll(() => provider.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => {
        const vendors = await lobby.locator('[data-testid="game-tile"] p').allTextContents();
        return vendors.length > 0 && vendors.every((v) => v === providerName);
      })
      .toBe(true);
    await shot(page, 'games-lobby-provider-desktop-dark');

    // Favourite the first game of that provider; it shows on the favourites page.
    const tile = lobby.getByTestId('game-tile').first();
    const gameId = await tile.getAttribute('data-game-id');
    const heart = tile.getByTestId('favourite-toggle');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // The header is fixed over the page's top: bring the tile to the middle before clicking.
    await tile.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await lobby.getByTestId('list-fav').click();
    await lobby.locator(`[data-testid="game-tile"][data-game-id="${gameId}"]`).waitFor();
    await shot(page, 'games-lobby-favourites-desktop-dark');

    // The in-house lobby from the side bar; Fortune Reels opens its own page.
    await page.getByTestId('side-bar').locator('a[href="/inhouse"]').click();
    const inhouse = page.locator('[data-testid="lobby-page"][data-game-type="INHOUSE"]');
    const reels = inhouse.locator('[data-testid="game-tile"]', { hasText: 'Fortune Reels' }).first();
    await reels.waitFor();
    await reels.getByTestId('play-now').click();
    await page.waitForURL('**/inhouse/fortune-reels');
    const slot = page.getByTestId('inhouse-slot-page');
    await slot.waitFor();
    const committed = await slot.getByTestId('seed-hash').textContent();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);

    // One spin at the smallest line bet: 20 lines × 5.00.
    const before = minorOf(await headerBalance(page));
    await slot.getByTestId('slot-line-bet').fill('5.00');
    await slot.getByTestId('slot-spin').click();
    await slot.getByTestId('slot-result').locator('p').first().waitFor();
    const [, , stake, win, shownBefore, shownAfter] = await recallCells(page);
    expect(stake).toBe('100.00');
    expect(minorOf(shownBefore!)).toBe(before);
    const after = before - 10_000n + minorOf(win!);
    expect(minorOf(shownAfter!)).toBe(after);
    await expect.poll(async () => minorOf(await headerBalance(page))).toBe(after);
    await shot(page, 'games-slot-round-desktop-dark');

    // The betting record lists the round under BGS, and keeps it when filtered to that provider.
    await openCentrePage(page, 'personalHistoryCopy');
    const record = page.getByTestId('betting-record-page');
    const first = record.getByTestId('record-row').first();
    await first.waitFor();
    expect(await first.getAttribute('data-vendor')).toBe('BGS');
    expect(await first.getByTestId('record-game').textContent()).toBe('Fortune Reels');
    expect(await first.getByTestId('record-stake').textContent()).toBe('100.00');
    expect(await first.getByTestId('record-win').textContent()).toBe(win);
    expect(await first.getByTestId('record-status').textContent()).toBe('Settled');
    await record.getByTestId('record-vendor').selectOption('BGS');
    await expect
      .poll(async () => {
        const vendors = await record
          .locator('[data-testid="record-row"]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-vendor')));
        return vendors.length > 0 && vendors.every((v) => v === 'BGS');
      })
      .toBe(true);
    await viewShot(page, 'games-betting-record-desktop-dark');
    await page.getByTestId('member-centre-close').click();

    // Reveal the seed, then verify the round in the browser against the hash committed before play.
    await slot.getByTestId('rotate-seed').click();
    const revealed = slot.getByTestId('seed-revealed');
    await revealed.waitFor();
    await page.getByTestId('recall-verify').first().click();
    const dialog = page.getByTestId('verify-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('verify-server-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await dialog.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('true');
    expect(await dialog.getByTestId('verify-outcome').getAttribute('data-ok')).toBe('true');
    expect(await dialog.textContent()).toContain(committed);
    await viewShot(page, 'games-verify-desktop-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The same check from the betting record's row of the round.
    await openCentrePage(page, 'personalHistoryCopy');
    const row = page.getByTestId('betting-record-page').getByTestId('record-row').first();
    await row.getByTestId('round-verify').click();
    const fromRecord = page.getByTestId('verify-dialog');
    await fromRecord.waitFor();
    expect(await fromRecord.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('true');
    expect(await fromRecord.getByTestId('verify-outcome').getAttribute('data-ok')).toBe('true');
    expect(await fromRecord.textContent()).toContain(committed);
    await viewShot(page, 'games-record-verify-desktop-dark');
    await page.context().close();
  });

  it('shows the slot page and the betting record in both themes on desktop and phone', {
    timeout: 240_000,
  }, async () => {
    const views = [
      { theme: 'light', phone: false, ip: '198.51.100.72' },
      { theme: 'dark', phone: true, ip: '198.51.100.73' },
      { theme: 'light', phone: true, ip: '198.51.100.74' },
    ] as const;
    for (const v of views) {
      const page = await openIn(browser(), v.theme, v.phone, v.ip);
      await logIn(page);
      const name = `${v.phone ? 'phone' : 'desktop'}-${v.theme}`;
      await page.goto(`${baseUrl}/inhouse`);
      await page
        .locator('[data-testid="lobby-page"][data-game-type="INHOUSE"] [data-testid="game-tile"]')
        .first()
        .waitFor();
      await shot(page, `games-inhouse-lobby-${name}`);
      await page.goto(`${baseUrl}/inhouse/fortune-reels`);
      const slot = page.getByTestId('inhouse-slot-page');
      await slot.getByTestId('seed-hash').waitFor();
      await slot.getByTestId('slot-line-bet').fill('5.00');
      await slot.getByTestId('slot-spin').click();
      await slot.getByTestId('slot-result').locator('p').first().waitFor();
      await page.getByTestId('recall-row').first().waitFor();
      await shot(page, `games-slot-${name}`);
      await openCentrePage(page, 'personalHistoryCopy');
      await page.getByTestId('record-row').first().waitFor();
      await viewShot(page, `games-betting-record-${name}`);
      await page.context().close();
    }
  });
});
