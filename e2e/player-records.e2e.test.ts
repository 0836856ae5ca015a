import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewShot } from './support/browser.ts';
import { confirmAlert } from './support/screen.ts';
import { logIn, loginWithPassword, openIn, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');

const SIZES = [
  { name: 'phone', width: 375, height: 812, phone: true },
  { name: 'desktop', width: 1440, height: 900, phone: false },
] as const;
const THEMES: Theme[] = ['dark', 'light'];

/** Every size and theme a visible change is looked at in. */
const VIEWS = SIZES.flatMap((size) => THEMES.map((theme) => ({ ...size, theme })));

async function openView(browser: Browser, view: (typeof VIEWS)[number], ip: string): Promise<Page> {
  const page = await openIn(browser, view.theme, view.phone, ip);
  await page.setViewportSize({ width: view.width, height: view.height });
  return page;
}

async function openCentrePage(page: Page, key: string) {
  await page.locator('[data-testid="account-button"]:visible').first().click();
  await page.getByTestId(`account-item-${key}`).click();
  await page.locator(`[data-testid="member-centre-dialog"][data-page="${key}"]`).waitFor();
}

const tokenOf = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('token') ?? '');

async function api(page: Page, ip: string, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(page)}`,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; value: Record<string, unknown> };
}

describe('what a player sees of their records, trial and session', () => {
  const browser = useBrowser();

  it('a reload inside a third-party game keeps the player in the game', async () => {
    const ip = '198.51.100.81';
    const page = await openIn(browser(), 'dark', false, ip);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);
    await page.goto(`${baseUrl}/elott`);
    await page.getByTestId('lottery-open-SDL').click();
    const dialog = page.getByTestId('lottery-vendor-games');
    await dialog.getByTestId('lottery-vendor-game-sdl-pick-digit').click();
    await page.waitForURL(/\/seamless$/);
    const studio = page.frameLocator('[data-testid="game-frame"]');
    await studio.getByText('Sandbox Studio').waitFor();

    // Opened directly or refreshed, /seamless is the player's page, never the API's JSON 404.
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    expect(reload?.headers()['content-type']).toMatch(/text\/html/);
    expect(page.url()).toMatch(/\/seamless$/);
    await studio.getByText('Sandbox Studio').waitFor();
    expect(await studio.getByRole('heading', { level: 1 }).textContent()).toBe('Pick a Digit');
    await viewShot(page, 'records-seamless-reloaded-desktop-dark');
    await page.context().close();
  }, 60_000);

  it('after a failed login here, the next login shows the captcha field before anything asks for it', async () => {
    const page = await openIn(browser(), 'light', true, '198.51.100.82');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(baseUrl);
    const popup = await loginWithPassword(page, 'nobody42', 'Wrong@1234');
    await confirmAlert(page);
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'detached' });

    // The next person at this browser opens the login: the field is there before any attempt.
    await page.getByTestId('login-button').first().click();
    const next = page.getByTestId('login-popup');
    await next.getByTestId('login-captcha').waitFor();
    await next.locator('[data-testid="captcha-image"] img').waitFor();
    await viewShot(page, 'records-captcha-next-user-phone-light');
    await page.context().close();
  }, 60_000);

  it('a trial account is shown as one, with the way to register, and signs out with clear words', async () => {
    for (const [i, view] of VIEWS.entries()) {
      const page = await openView(browser(), view, `198.51.100.${90 + i}`);
      await page.goto(baseUrl);
      const start = view.phone
        ? page.getByTestId('login-button').first()
        : page.getByTestId('freeplay-button').first();
      await start.click();
      if (view.phone) await page.getByTestId('freeplay-link').click();
      const bar = page.getByTestId('header-member-bar');
      await bar.getByTestId('trial-register').waitFor();
      expect(await bar.getByTestId('deposit-button').count()).toBe(0);
      expect(await bar.getByTestId('header-balance').count()).toBe(0);
      expect(await bar.getByTestId('trial-badge').isVisible()).toBe(true);
      await viewShot(page, `records-trial-header-${view.name}-${view.theme}`);

      await bar.getByTestId('account-button').click();
      await page.getByTestId('trial-notice').waitFor();
      await viewShot(page, `records-trial-menu-${view.name}-${view.theme}`);
      await page.getByTestId('sign-out-button').click();
      const signOut = page.getByRole('dialog', { name: 'Sign out' });
      await signOut.waitFor();
      expect(await signOut.textContent()).toContain('Are you sure you want to log out?');
      await viewShot(page, `records-sign-out-${view.name}-${view.theme}`);
      await signOut.getByRole('button', { name: 'Sign out' }).click();
      await page.getByTestId('login-button').first().waitFor();
      await page.context().close();
    }
  }, 120_000);

  it('the betting record lists lottery lines and the account record says what each movement was', async () => {
    const ip = '198.51.100.99';
    const setup = await openIn(browser(), 'dark', false, ip);
    await logIn(setup);
    // Keno draws every few seconds here and closes shortly before each draw: a bet sent inside
    // that window is refused, so it is sent again once the next draw opens.
    const placeKeno = () =>
      api(setup, ip, 'POST', '/lgw/lottery/bets', {
        gameCode: 'keno',
        requestId: `records-e2e-${Date.now()}`,
        bets: [
          { betType: 'spots', numbers: ['3', '17', '25', '44', '61'], stake: '10.00' },
          { betType: 'big', numbers: [], stake: '10.00' },
        ],
      });
    let bet = await placeKeno();
    for (let tries = 0; !bet.success && tries < 15; tries++) {
      await new Promise((r) => setTimeout(r, 1000));
      bet = await placeKeno();
    }
    expect(bet.success, JSON.stringify(bet)).toBe(true);
    const roll = await api(setup, ip, 'POST', '/wps/inhouse/dice/roll', {
      requestId: `records-dice-${Date.now()}`,
      stake: '100',
      direction: 'over',
      target: 5000,
    });
    expect(roll.success).toBe(true);
    const token = await tokenOf(setup);
    await setup.context().close();

    for (const view of VIEWS) {
      const page = await openView(browser(), view, ip);
      await page.addInitScript((t) => window.sessionStorage.setItem('token', t), token);
      await page.goto(baseUrl);
      await page.getByTestId('header-member-bar').waitFor();
      const kyc = page.getByTestId('kyc-modal');
      await kyc.waitFor({ timeout: 3000 }).catch(() => undefined);
      if (await kyc.count()) await kyc.getByTestId('kyc-later').click();

      await openCentrePage(page, 'personalHistoryCopy');
      const line = page.getByTestId('record-lottery').first();
      await line.waitFor();
      expect(await line.textContent()).toMatch(/Draw \d{8}-\d{4}/);
      await viewShot(page, `records-betting-lottery-${view.name}-${view.theme}`);
      await page.keyboard.press('Escape');

      await openCentrePage(page, 'transactionHistory');
      await page.getByTestId('period-W').click();
      const labels = page.getByTestId('transaction-label');
      await labels.first().waitFor();
      const texts = await labels.allTextContents();
      expect(texts.some((t) => /Keno · Lotus E-Lottery · Draw \d{8}-\d{4}/.test(t))).toBe(true);
      expect(texts.some((t) => /Classic Dice · BGS Originals · Round \d+/.test(t))).toBe(true);
      expect(await page.getByTestId('transaction-list').textContent()).not.toMatch(/lottery-draw:|inhouse:/);
      await viewShot(page, `records-account-labels-${view.name}-${view.theme}`);
      await page.context().close();
    }
  }, 180_000);
});
