import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser, viewShot } from './support/browser.ts';
import { demoMemberSession, openIn, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
/** One sign-in through the login popup for the file; its other pages reuse that session. */
const signInDemo = demoMemberSession();

/** Lobby routes of the categories whose games the studio plays, and how each lists them. */
const CATEGORIES = [
  { path: '/rng', type: 'RNG', cards: false },
  { path: '/live', type: 'LIVE', cards: false },
  { path: '/fish', type: 'FISH', cards: false },
  { path: '/pvp', type: 'PVP', cards: false },
  { path: '/bingo', type: 'BINGO', cards: false },
  { path: '/sports', type: 'SPORTS', cards: true },
  { path: '/esports', type: 'ESPORTS', cards: true },
  { path: '/cockfight', type: 'COCKFIGHT', cards: true },
] as const;

/** Opens the first playable game of a category from its lobby, as a player taps it. */
async function openFirstGame(page: Page, c: (typeof CATEGORIES)[number]) {
  await page.goto(`${baseUrl}${c.path}`);
  if (c.cards) {
    const card = page.locator('[data-testid^="vendor-card-"]').first();
    await card.waitFor();
    await card.click();
    return;
  }
  const tile = page
    .locator('[data-testid="game-tile"]')
    .filter({ hasNot: page.getByText('Under maintenance') });
  await tile.first().waitFor();
  await tile.first().getByTestId('play-now').click();
}

/**
 * Plays one round on the framed studio game's screen (its reels, table, field or bet slip): the
 * balance it shows moves by exactly stake − win.
 */
async function playRound(page: Page) {
  await page.waitForURL(/\/seamless/);
  const game = page.frameLocator('iframe').first();
  const balance = game.getByTestId('balance');
  await balance.waitFor();
  await game.getByTestId('stage').waitFor();
  const minor = (s: string | null) => BigInt((s ?? '').split(' ')[0]?.replace(/[,.]/g, '') ?? '0');
  const before = minor(await balance.textContent());
  const stake = minor(await game.locator('#stake').inputValue());
  await game.getByTestId('play').click();
  const result = game.getByTestId('result');
  await result.waitFor();
  const win = minor(await result.getByTestId('win').textContent());
  expect(minor(await game.getByTestId('balance').textContent())).toBe(before - stake + win);
}

describe('every category plays', () => {
  const browser = useBrowser();

  for (const [theme, phone] of [
    ['dark', false],
    ['light', true],
  ] as [Theme, boolean][]) {
    const width = phone ? 375 : 1440;
    it(`opens a game of every category and plays a round through the wallet at ${width} px`, {
      timeout: 240_000,
    }, async () => {
      const page = await openIn(browser(), theme, phone, phone ? '198.51.100.91' : '198.51.100.92');
      await page.setViewportSize(phone ? { width: 375, height: 812 } : { width: 1440, height: 900 });
      await signInDemo(page);
      for (const c of CATEGORIES) {
        await openFirstGame(page, c);
        await playRound(page);
        await viewShot(page, `every-game-${c.type.toLowerCase()}-${width}-${theme}`, {
          animations: 'disabled',
        });
      }
    });
  }

  for (const [theme, phone] of [
    ['light', true],
    ['dark', false],
  ] as [Theme, boolean][]) {
    const width = phone ? 375 : 1440;
    it(`baccarat: opens from the in-house lobby and deals a coup with both hands drawn at ${width} px`, {
      timeout: 120_000,
    }, async () => {
      const page = await openIn(browser(), theme, phone, phone ? '198.51.100.94' : '198.51.100.95');
      if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
      await signInDemo(page);
      await page.goto(`${baseUrl}/inhouse`);
      const tile = page.locator('[data-testid="game-tile"]', { hasText: 'Baccarat' }).first();
      await tile.waitFor();
      await tile.getByTestId('play-now').click();
      await page.waitForURL('**/inhouse/baccarat');
      const table = page.getByTestId('inhouse-baccarat-page');
      await table.waitFor();
      // The brand's default chip (10,000 dong) on player, then a 5,000 chip on tie.
      await table.getByTestId('baccarat-spot-player').click();
      await table.getByRole('radio', { name: '5,000', exact: true }).check({ force: true });
      await table.getByTestId('baccarat-spot-tie').click();
      expect(await table.getByTestId('baccarat-total').textContent()).toContain('15,000.00');
      await table.getByTestId('baccarat-deal').click();
      const result = table.locator('[data-testid="baccarat-result"][data-winner]');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-winner')).toMatch(/^(player|banker|tie)$/);
      for (const side of ['player', 'banker']) {
        const hand = table.getByTestId(`baccarat-${side}-hand`);
        expect(await hand.locator('svg[data-card]').count()).toBeGreaterThanOrEqual(2);
        expect(await hand.getAttribute('data-total')).toMatch(/^\d$/);
      }
      await table.getByTestId('recall-row').first().waitFor();
      await shot(page, `baccarat-coup-${width}-${theme}`);
    });
  }

  it('crash: joins a round, cashes out while it runs and verifies the crashed round', {
    timeout: 180_000,
  }, async () => {
    const page = await openIn(browser(), 'dark', true, '198.51.100.93');
    await signInDemo(page);
    await page.goto(`${baseUrl}/inhouse/crash`);
    const crash = page.getByTestId('inhouse-crash-page');
    await crash.waitFor();
    const result = crash.getByTestId('crash-my-result');
    // A round can crash before the cash-out lands (about 2 % crash at once): then try the next one.
    for (let attempt = 0; attempt < 4; attempt++) {
      const bet = crash.getByRole('button', { name: 'Bet', exact: true });
      await expect.poll(() => bet.isEnabled(), { timeout: 30_000 }).toBe(true);
      await bet.click();
      const cashOut = crash.getByRole('button', { name: /^Cash out/ });
      await cashOut
        .or(result.getByText('Crashed before you cashed out'))
        .first()
        .waitFor({ timeout: 30_000 });
      // The cash-out is asked for again while its button stays up: on a loaded machine a click can
      // land as the button re-renders, or the request can fail, and the round then runs on to its
      // crash point (a 37× round lasts a minute), which is no test of the cash-out.
      await expect
        .poll(
          async () => {
            if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
            return result.textContent();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .not.toBe('');
      if ((await result.textContent())?.startsWith('Cashed out')) break;
    }
    expect(await result.textContent()).toMatch(/^Cashed out at \d+\.\d\d× · You won/);
    await shot(page, 'crash-cashed-out-375-dark');

    const point = crash.getByTestId('crash-history-point').first();
    await point.waitFor({ timeout: 60_000 });
    await point.click();
    for (const id of ['crash-verify-link', 'crash-verify-terminal', 'crash-verify-point']) {
      const check = page.getByTestId(id);
      await check.waitFor();
      expect(await check.getAttribute('data-ok')).toBe('true');
    }
  });
});
