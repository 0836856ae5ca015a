import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, shot, useBrowser } from './support/browser.ts';
import { openAt, staffToken, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const STAFF_IP = '203.0.113.94';
const MESSAGE = 'Upgrading the reels, back at 10:00';

interface LobbyGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
}

/** A JSON call that fails the journey on any refusal. */
async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const answer = await apiFrom<T>(STAFF_IP)(path, init);
  if (!answer.success) throw new Error(`${init.method ?? 'GET'} ${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/** The console signed in with `token`, at this size and theme. */
async function openConsole(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: Theme,
  token: string,
) {
  const page = await openPage(browser, { viewport });
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': STAFF_IP });
  await page.addInitScript(
    ([th, t]) => {
      localStorage.setItem('pf.console.theme', th);
      sessionStorage.setItem('pf.console.token', t);
    },
    [theme, token] as const,
  );
  await page.goto(`${baseUrl}/bo/games`);
  await page.getByRole('heading', { level: 1, name: 'Game catalog' }).waitFor();
  return page;
}

/** The catalog's row of one game, found by its vendor and code. */
async function findRow(page: Page, game: LobbyGame) {
  const filters = page.getByRole('form', { name: 'Game filters' });
  await filters.getByLabel('Vendor').selectOption(game.vassalage);
  await filters.getByLabel('Name or code').fill(game.gameCode);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Game catalog' })
    .getByRole('row')
    .filter({ hasText: game.gameCode });
  await row.first().waitFor();
  return row.first();
}

describe('curating the catalog in the console', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  it('staff hide one game and put another under maintenance; the lobby follows', async () => {
    const lobbyPage = await call<{ games: LobbyGame[] }>(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42',
    );
    // Two games of the lobby's first page: the last is hidden, the one before it keeps its place.
    const [maintained, hidden] = lobbyPage.games.slice(-2) as [LobbyGame, LobbyGame];
    const admin = await staffToken();
    const put = (id: number, body: object) =>
      call(`/bo/api/catalog/games/${id}`, { method: 'PUT', token: admin, body });
    try {
      const dark = await openConsole(browser(), { width: 1440, height: 900 }, 'dark', admin);
      await dark.getByRole('table', { name: 'Game catalog' }).waitFor();
      await shot(dark, 'console-games-1440-dark');
      const row = await findRow(dark, hidden);
      await row.getByRole('button', { name: /^Hide / }).click();
      await dark.getByRole('status').getByText('is hidden from the lobby').waitFor();
      await dark.context().close();

      const light = await openConsole(browser(), { width: 1440, height: 900 }, 'light', admin);
      const other = await findRow(light, maintained);
      await other.getByRole('button', { name: /^Maintenance of / }).click();
      const dialog = light.getByRole('dialog');
      await dialog.getByLabel('Under maintenance').check();
      await dialog.getByLabel('Message to players').fill(MESSAGE);
      await shot(light, 'console-games-1440-light-maintenance');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await light.getByRole('status').getByText('saved').waitFor();
      await other.getByText(MESSAGE).waitFor();
      await light.context().close();

      const tablet = await openConsole(browser(), { width: 768, height: 1024 }, 'light', admin);
      await tablet.getByRole('table', { name: 'Game catalog' }).waitFor();
      await shot(tablet, 'console-games-768-light');
      // The vendor connections: the secret is never shown; a test answers from the simulator.
      await tablet.goto(`${baseUrl}/bo/vendors`);
      const pragmatic = tablet.getByRole('region', { name: 'PRAGMATIC' });
      await pragmatic.getByRole('button', { name: 'Test connection' }).click();
      await pragmatic.getByText(/^The vendor answered|^The test failed/).waitFor();
      await shot(tablet, 'console-vendors-768-light');
      await tablet.context().close();

      // The player's lobby: the hidden game is gone, the other shows the brand's message.
      const player = await openAt(browser(), 'dark', { width: 1440, height: 900 });
      await player.goto(`${baseUrl}/rng`);
      const lobby = player.locator('[data-testid="lobby-page"][data-game-type="RNG"]');
      const tile = lobby.locator(`[data-testid="game-tile"][data-game-id="${maintained.gameId}"]`);
      await tile.getByTestId('game-maintenance').getByText(MESSAGE).waitFor();
      await tile.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await lobby.locator(`[data-testid="game-tile"][data-game-id="${hidden.gameId}"]`).count()).toBe(
        0,
      );
      await shot(player, 'console-games-lobby-after');
    } finally {
      // Other journeys play these games: the catalog is left as it was found.
      await put(hidden.gameId, { hidden: false });
      await put(maintained.gameId, { maintenance: { on: false, message: null, from: null, until: null } });
    }
  });
});
