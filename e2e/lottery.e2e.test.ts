import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser } from './support/browser.ts';
import { headerBalance, minorOf, scrollToBlock } from './support/screen.ts';
import { demoMemberSession, openIn, staffToken } from './support/session.ts';

const baseUrl = inject('baseUrl');
/** One sign-in through the login popup for the file; its other pages reuse that session. */
const signInDemo = demoMemberSession();

/** The header balance in minor units once it has settled. */
const balanceMinor = async (page: Page) => minorOf(await headerBalance(page));

/** Payouts are shown signed ('+9.50'). */
const payoutMinor = (shown: string) => minorOf(shown.replace('+', ''));

/**
 * Confirms the slip on the current draw. A draw can close between adding and confirming (the fast
 * game closes every 20 s on the journeys' server): the page then says so and keeps the slip for the
 * next draw.
 */
async function confirmSlip(page: Page) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const confirm = page.getByTestId('lottery-confirm');
    await expect.poll(() => confirm.isEnabled(), { timeout: 50_000 }).toBe(true);
    // 'Confirm bets for #<draw>': the draw the slip is sent for.
    const sentFor = await page.getByTestId('lottery-confirm-label').textContent();
    await confirm.click();
    const placed = page.getByTestId('lottery-placed');
    const alert = page.getByTestId('alert-dialog');
    await Promise.race([placed.waitFor(), alert.waitFor()]);
    if (await placed.isVisible()) return;
    expect(await page.getByTestId('alert-message').textContent()).toBe('Betting is closed for this draw');
    await page.getByTestId('alert-confirm').click();
    // The page may still show the closed draw for a moment: the slip goes again once it offers
    // the next one.
    await expect
      .poll(() => page.getByTestId('lottery-confirm-label').textContent(), { timeout: 50_000 })
      .not.toBe(sentFor);
  }
  throw new Error('the slip was never placed');
}

/** Waits until every bet in "my bets" is settled, then returns them as shown. */
async function settledBets(page: Page, timeout: number) {
  const mine = await scrollToBlock(page, 'lottery-my-bets');
  await mine.locator('[data-testid="lottery-my-bet"]').first().waitFor();
  await expect.poll(() => mine.getAttribute('data-pending'), { timeout, interval: 1000 }).toBe('0');
  return mine.locator('[data-testid="lottery-my-bet"]').evaluateAll((els) =>
    els.map((el) => ({
      status: el.getAttribute('data-status'),
      payout: el.querySelector('[data-testid="lottery-my-bet-payout"]')?.textContent ?? null,
    })),
  );
}

/** On the lottery lobby, opens Sundial Lotto's game list, pictures it and closes it again. */
async function openVendorList(page: Page, name: string) {
  await page.goto(`${baseUrl}/elott`);
  await page.getByTestId('lottery-tiles').waitFor();
  await page.getByTestId('lottery-open-SDL').click();
  const dialog = page.getByTestId('lottery-vendor-games');
  await dialog.getByTestId('lottery-vendor-game-list').waitFor();
  await shot(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The traditional provinces selling now, Miền Bắc aside (the cancellation journey voids its draw). */
async function provincesOnSale(): Promise<string[]> {
  const res = await fetch(`${baseUrl}/lgw/games/game_menus`);
  const { value } = (await res.json()) as {
    value: { list: { gameCode: string; kind: string; isSale: boolean }[] };
  };
  return value.list
    .filter((i) => i.kind === 'vn' && i.isSale && i.gameCode !== 'vn-mb')
    .map((i) => i.gameCode);
}

/**
 * Staff bring a province's current draw to now (a sandbox action): betting closes, and the sandbox
 * feed publishes the station's result on the scheduler's next pass instead of at 16:15 or 17:15.
 */
async function drawNow(gameCode: string, token: string) {
  const game = await (await fetch(`${baseUrl}/lgw/lottery/games/${gameCode}`)).json();
  const drawId = (game as { value: { draw: { drawId: number } } }).value.draw.drawId;
  const res = await fetch(`${baseUrl}/bo/api/lottery/sandbox/draws/${drawId}/draw-now`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
}

const FEED_SIZES = [
  {
    name: 'desktop',
    viewport: { width: 1440, height: 900 },
    phone: false,
    theme: 'dark',
    ip: '198.51.100.65',
  },
  { name: 'phone', viewport: { width: 375, height: 812 }, phone: true, theme: 'light', ip: '198.51.100.66' },
] as const;

describe('lottery', () => {
  const browser = useBrowser();

  it('bets on keno and a fast VN draw, waits for the draws and sees the wins in balance and records', async () => {
    const page = await openIn(browser(), 'dark', false, '198.51.100.61');
    await signInDemo(page);
    const start = await balanceMinor(page);

    // The lobby: tabs, tiles with countdowns, the history panel.
    await page.goto(`${baseUrl}/elott`);
    await page.getByTestId('lottery-tiles').waitFor();
    await page
      .getByTestId('lottery-history-rows')
      .or(page.getByTestId('lottery-history-empty'))
      .first()
      .waitFor();
    await shot(page, 'lottery-lobby-desktop-dark');

    // Keno from its tile: big and small side bets of 10.00 each — one of them wins 19.50 whatever
    // the draw (a sum of exactly 810 pushes both: 20.00 back).
    await page.getByTestId('lottery-open-keno').click();
    await page.waitForURL(/\/lottery\?gameCode=keno&playType=spots/);
    await page.getByTestId('keno-builder').waitFor();
    await page.getByTestId('keno-grid-7').click();
    await page.getByTestId('keno-grid-42').click();
    await shot(page, 'lottery-keno-desktop-dark');
    await page.getByTestId('keno-mode-bigSmall').click();
    await page.getByTestId('keno-side-big').click();
    await page.getByTestId('lottery-stake').fill('10');
    await page.getByTestId('lottery-add').click();
    await page.getByTestId('keno-side-small').click();
    await page.getByTestId('lottery-add').click();
    expect(await page.getByTestId('lottery-slip-total').textContent()).toBe('20.00');
    await confirmSlip(page);
    await expect.poll(() => balanceMinor(page)).toBe(start - 2000n);

    // Fast VN (every 20 s here, 45 s in production): đầu on all ten digits — the special prize's
    // tens digit is always one of them, so exactly one hits: 10 × 1.00 staked, 9.50 back.
    await page.goto(`${baseUrl}/vnLottery?gameCode=vnfast-45s`);
    await page.getByTestId('vn-builder').waitFor();
    await page.getByTestId('lottery-bettype-dau').click();
    for (let d = 0; d <= 9; d++) await page.getByTestId(`lottery-grid-${d}`).click();
    await page.getByTestId('lottery-stake').fill('1');
    expect(await page.getByTestId('lottery-preview-cost').textContent()).toBe('10.00');
    await page.getByTestId('lottery-add').click();
    await confirmSlip(page);
    // Keno draws every 20 s here, so its two side bets may already be settled (one wins 19.50, or
    // a tie gives both stakes back): the VN slip's 10.00 has left either way.
    await expect
      .poll(() => balanceMinor(page))
      .toSatisfy((b: bigint) => [0n, 1950n, 2000n].some((keno) => b === start - 3000n + keno));
    await shot(page, 'lottery-vn-placed-desktop-dark');

    // The draw comes (at most 20 s here), is drawn by the provably fair RNG and settled.
    // The list is newest first; other journeys on this server (and a retried try) may have bet
    // with the same member before, so this journey reads its own rows at the top.
    const vnBets = await settledBets(page, 70_000);
    expect(vnBets[0]).toEqual({ status: 'won', payout: '+9.50' });
    const results = await scrollToBlock(page, 'lottery-results');
    await results.locator('[data-testid="lottery-result"]').first().waitFor();
    await results.getByTestId('lottery-verify').first().click();
    await expect
      .poll(() => page.getByTestId('lottery-verify-verdict').getAttribute('data-fair'))
      .toBe('true');
    await shot(page, 'lottery-vn-verify-desktop-dark');
    await page.keyboard.press('Escape');

    // Keno (every 20 s) is settled by now too: its records show the win.
    await page.goto(`${baseUrl}/lottery?gameCode=keno&playType=bigSmall`);
    await page.getByTestId('keno-builder').waitFor();
    const kenoBets = (await settledBets(page, 40_000)).slice(0, 2);
    expect(kenoBets).toHaveLength(2);
    const kenoWon = kenoBets.reduce((sum, b) => sum + (b.payout ? payoutMinor(b.payout) : 0n), 0n);
    expect([1950n, 2000n]).toContain(kenoWon);
    expect(kenoBets.some((b) => b.status === 'won')).toBe(true);

    // Balance: start − 30.00 staked + 9.50 + the keno return.
    await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBe(start - 3000n + 950n + kenoWon);
    await shot(page, 'lottery-keno-settled-desktop-dark');
    // Waiting for real draws (up to 20 s plus settling) takes longer than the default test time.
  }, 180_000);

  it('settles a bet on a province by the sandbox results feed, at 1440 and 375 px', async () => {
    const token = await staffToken();
    const provinces = await provincesOnSale();
    expect(provinces.length).toBeGreaterThanOrEqual(FEED_SIZES.length);
    for (const [i, size] of FEED_SIZES.entries()) {
      const gameCode = provinces[i] as string;
      const page = await openIn(browser(), size.theme, size.phone, size.ip);
      await page.setViewportSize(size.viewport);
      await signInDemo(page);
      const start = await balanceMinor(page);

      // Đầu on all ten digits: the special prize's tens digit is one of them, so exactly one hits.
      await page.goto(`${baseUrl}/vnLottery?gameCode=${gameCode}`);
      await page.getByTestId('vn-builder').waitFor();
      await page.getByTestId('lottery-bettype-dau').click();
      for (let d = 0; d <= 9; d++) await page.getByTestId(`lottery-grid-${d}`).click();
      await page.getByTestId('lottery-stake').fill('1');
      await page.getByTestId('lottery-add').click();
      await confirmSlip(page);
      await expect.poll(() => balanceMinor(page)).toBe(start - 1000n);

      await drawNow(gameCode, token);
      // Newest first: a retried try's bet on the same province may be listed below this one.
      const bets = await settledBets(page, 30_000);
      expect(bets[0]?.status).toBe('won');
      const won = payoutMinor(bets[0]?.payout ?? '');
      expect(won).toBeGreaterThan(0n);
      await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBe(start - 1000n + won);
      // The board shows the result the feed published, newest first.
      const board = await scrollToBlock(page, 'lottery-results');
      await board.locator('[data-testid="lottery-result"]').first().waitFor();
      await shot(page, `lottery-feed-settled-${size.name}-${size.theme}`);
      await page.context().close();
    }
  }, 120_000);

  it('opens a third-party lottery from the lobby: the vendor list, then its game on the sandbox studio', async () => {
    const page = await openIn(browser(), 'dark', false, '198.51.100.64');
    await signInDemo(page);
    const start = await balanceMinor(page);
    await page.goto(`${baseUrl}/elott`);
    await page.getByTestId('lottery-tiles').waitFor();
    expect(await page.getByTestId('lottery-hint-SDL').textContent()).toBe('Choose a game');

    // Sundial Lotto is a VASSALAGE vendor: its tile lists its lottery games first.
    await page.getByTestId('lottery-open-SDL').click();
    const dialog = page.getByTestId('lottery-vendor-games');
    await dialog.getByTestId('lottery-vendor-game-list').waitFor();
    expect(await dialog.getByTestId(/^lottery-vendor-game-sdl-/).count()).toBe(3);
    await shot(page, 'lottery-vendor-list-desktop-dark');
    await dialog.getByTestId('lottery-vendor-game-sdl-pick-digit').click();

    // The game plays on the seamless wallet: framed on /seamless, served by the sandbox studio.
    await page.waitForURL(/\/seamless$/);
    const studio = page.frameLocator('[data-testid="game-frame"]');
    await studio.getByText('Sandbox Studio').waitFor();
    expect(await studio.getByRole('heading', { level: 1 }).textContent()).toBe('Pick a Digit');

    // One real round: 10.00 on 7 moves the member's cash through the wallet (9.60 back on a hit).
    await studio.locator('#stake').fill('10.00');
    await studio.locator('label.pick-7').click();
    await studio.getByTestId('play').click();
    await studio.getByTestId('result').waitFor();
    const win = payoutMinor(((await studio.getByTestId('win').textContent()) ?? '').split(' ')[0] ?? '');
    expect([0n, 9600n]).toContain(win);
    await expect.poll(() => balanceMinor(page), { timeout: 15_000 }).toBe(start - 1000n + win);
    await shot(page, 'lottery-vendor-game-desktop-dark');
    await page.context().close();
  }, 60_000);

  it('shows the lottery screens in light theme and on a phone', async () => {
    const light = await openIn(browser(), 'light', false, '198.51.100.62');
    await light.goto(`${baseUrl}/`);
    await scrollToBlock(light, 'lottery-block');
    await light.getByTestId('lottery-tiles').waitFor();
    await shot(light, 'lottery-home-block-desktop-light');
    await openVendorList(light, 'lottery-vendor-list-desktop-light');
    await light.goto(`${baseUrl}/vnLottery?gameCode=vn-mb`);
    await light.getByTestId('vn-builder').waitFor();
    await shot(light, 'lottery-vn-mb-desktop-light');
    await light.context().close();

    for (const theme of ['dark', 'light'] as const) {
      const phone = await openIn(browser(), theme, true, '198.51.100.63');
      await phone.goto(`${baseUrl}/elott`);
      await phone.getByTestId('lottery-tiles').waitFor();
      await shot(phone, `lottery-lobby-phone-${theme}`);
      await openVendorList(phone, `lottery-vendor-list-phone-${theme}`);
      await phone.goto(`${baseUrl}/lottery?gameCode=keno&playType=spots`);
      await phone.getByTestId('keno-builder').waitFor();
      await shot(phone, `lottery-keno-phone-${theme}`);
      await phone.goto(`${baseUrl}/vnLottery?gameCode=vnfast-45s`);
      await phone.getByTestId('vn-builder').waitFor();
      await shot(phone, `lottery-vn-phone-${theme}`);
      await phone.context().close();
    }
  }, 120_000);
});
