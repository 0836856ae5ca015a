import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/auth/model/auth-modal-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { useClosedGameStore } from '../model/game-closed-store';
import {
  card,
  game,
  games,
  lane,
  pageOf,
  queryOf,
  signIn,
  vassTypes,
  vendorsAnswer,
  wideScreen,
} from './games-kit';

// Lobbies are lazy routes with several calls each; on a busy machine the first paint takes a while.
configure({ asyncUtilTimeout: 8000 });

const LIST = '/wps/relay/GCSGAME_gameList';
const FAV_IDS = '/wps/relay/MCSFE_getFavoriteGames';
const FAV_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const RECENT = '/wps/relay/GCS_recentGame';

/** The lobby's calls; `list` answers GCSGAME_gameList from its query. */
function stubLobby(
  list: (q: URLSearchParams) => unknown = () => pageOf(games(1, 6)),
  extra: Record<string, unknown> = {},
) {
  return stubApi({
    '/wps/relay/GCSGAME_newGameVendor': vendorsAnswer(),
    '/wps/relay/GCSGAME_getVassGameType': vassTypes({
      RNG: ['SLOT', 'FISH', 'TABLE'],
      LIVE: ['BACCARAT', 'ROULETTE'],
      BINGO: ['EBINGO'],
    }),
    [LIST]: (url: URL) => list(url.searchParams),
    [FAV_IDS]: { ids: [] },
    ...extra,
  });
}

const stripCodes = () =>
  within(screen.getByTestId('classify-strip'))
    .getAllByRole('tab')
    .map((tab) => tab.dataset.testid?.replace('classify-', ''));

const tiles = () => screen.getAllByTestId('game-tile');

afterEach(() => useClosedGameStore.setState({ closed: null }));

describe('games lobby', { timeout: 20_000 }, () => {
  describe('classification strip', () => {
    it('puts ALL first and adds NEW on the RNG lobby', async () => {
      const api = stubLobby();
      renderRoute('/rng', makePermission());
      await screen.findByTestId('classify-strip');
      expect(stripCodes()).toEqual(['ALL', 'NEW', 'SLOT', 'FISH', 'TABLE']);
      expect(screen.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(screen.getByTestId('classify-FISH'));
      await waitFor(() => expect(queryOf(api, LIST).get('gameClassify')).toBe('FISH'));
      expect(queryOf(api, LIST).get('pageNo')).toBe('1');
      expect(screen.getByTestId('classify-FISH')).toHaveAttribute('aria-selected', 'true');
    });

    it('has no NEW outside RNG, and no strip where the mapping has one entry or the type is pvp', async () => {
      stubLobby();
      const live = renderRoute('/live', makePermission());
      await screen.findByTestId('classify-strip');
      expect(stripCodes()).toEqual(['ALL', 'BACCARAT', 'ROULETTE']);
      live.unmount();

      const bingo = renderRoute('/bingo', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();
      bingo.unmount();

      renderRoute('/pvp', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();
    });

    it('lists bingo by its EBINGO classification', async () => {
      const api = stubLobby();
      renderRoute('/bingo', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(queryOf(api, LIST).get('gameClassify')).toBe('EBINGO');
      expect(queryOf(api, LIST).get('gameType')).toBe('BINGO');
    });
  });

  describe('paginator', () => {
    it('asks 42 a page and shows margin pages 2 and a range of 5 around the page', async () => {
      wideScreen();
      const api = stubLobby((q) =>
        pageOf(games(Number(q.get('pageNo')) * 100, 3), Number(q.get('pageNo')), 12),
      );
      renderRoute('/rng', makePermission());
      const nav = await screen.findByTestId('paginator');
      expect(queryOf(api, LIST).get('pageSize')).toBe('42');
      // Every cell between the previous and next arrows, gaps included.
      const labels = () => [...nav.querySelectorAll('li')].map((li) => li.textContent).slice(1, -1);
      expect(labels()).toEqual(['1', '2', '3', '4', '5', '…', '11', '12']);
      expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();

      await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
      await waitFor(() =>
        expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'),
      );
      expect(queryOf(api, LIST).get('pageNo')).toBe('5');
      expect(labels()).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '11', '12']);
      await screen.findByText('Game 500');

      await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
      await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('12'));
      await waitFor(() => expect(labels()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12']));
      expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('is not shown with a single page', async () => {
      wideScreen();
      stubLobby(() => pageOf(games(1, 4), 1, 1));
      renderRoute('/rng', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('paginator')).not.toBeInTheDocument();
    });

    it('starts again from page 1 when the classification changes', async () => {
      wideScreen();
      const api = stubLobby((q) => pageOf(games(1, 3), Number(q.get('pageNo')), 3));
      renderRoute('/rng', makePermission());
      await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('3'));
      await userEvent.click(screen.getByTestId('classify-SLOT'));
      await waitFor(() => expect(queryOf(api, LIST).get('gameClassify')).toBe('SLOT'));
      expect(queryOf(api, LIST).get('pageNo')).toBe('1');
      expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('list switches', () => {
    it('switches to hot and back to the game list when hot is clicked again', async () => {
      const api = stubLobby((q) =>
        pageOf(
          q.get('gameClassify') === 'HOT' ? [game(77, { gameName: 'Hot One', isHot: true })] : games(1, 5),
        ),
      );
      renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(screen.getByTestId('list-hot'));
      expect(await screen.findByText('Hot One')).toBeInTheDocument();
      expect(queryOf(api, LIST).get('gameClassify')).toBe('HOT');
      expect(screen.getByTestId('list-hot')).toHaveAttribute('aria-pressed', 'true');
      // §2: no strip for the HOT list.
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();

      await userEvent.click(screen.getByTestId('list-hot'));
      expect(await screen.findByText('Game 1')).toBeInTheDocument();
      expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('Hot One')).not.toBeInTheDocument();
      expect(screen.getByTestId('classify-strip')).toBeInTheDocument();
    });

    it('shows the member favourites and recent games, each toggling back to the game list', async () => {
      signIn();
      const api = stubLobby(undefined, {
        [FAV_IDS]: { ids: [31] },
        [FAV_LIST]: { content: [game(31, { gameName: 'Loved Slot' })], totalPages: 1 },
        [RECENT]: { list: [game(41, { gameName: 'Played Yesterday' })], totalPages: 1 },
      });
      renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');

      await userEvent.click(screen.getByTestId('list-fav'));
      expect(await screen.findByText('Loved Slot')).toBeInTheDocument();
      expect(queryOf(api, FAV_LIST).get('pageSize')).toBe('999');
      expect(queryOf(api, FAV_LIST).get('gameType')).toBe('RNG');
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();

      await userEvent.click(screen.getByTestId('list-recent'));
      expect(await screen.findByText('Played Yesterday')).toBeInTheDocument();
      expect(queryOf(api, RECENT).get('gameType')).toBe('RNG');

      await userEvent.click(screen.getByTestId('list-recent'));
      expect(await screen.findByText('Game 1')).toBeInTheDocument();
      expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true');
    });

    it('asks a visitor to log in and tells a demo account to register, for favourites and recent', async () => {
      const api = stubLobby();
      const visitor = renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      await userEvent.click(screen.getByTestId('list-fav'));
      expect(useAuthModal.getState().view).toEqual({ kind: 'login', source: 'gate' });
      expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true');
      visitor.unmount();
      useAuthModal.setState({ view: null });

      signIn(true);
      renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      await userEvent.click(screen.getByTestId('list-recent'));
      expect(await alertText()).toBe('Please Register An Account First');
      expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true');
      expect(callsTo(api, FAV_LIST) + callsTo(api, RECENT)).toBe(0);
    });

    it('shows the designed empty state for an empty list', async () => {
      signIn();
      stubLobby(() => pageOf([], 1, 0), { [RECENT]: { list: [], totalPages: 0 } });
      renderRoute('/rng', makePermission());
      expect(await screen.findByTestId('games-empty')).toHaveTextContent('No games here yet');
      await userEvent.click(screen.getByTestId('list-recent'));
      await waitFor(() =>
        expect(screen.getByTestId('games-empty')).toHaveTextContent('You have not played any games here yet'),
      );
      expect(screen.queryByTestId('paginator')).not.toBeInTheDocument();
    });
  });

  describe('favourite heart', () => {
    it('shows on the rng page, not on bingo, and never for lottery games', async () => {
      stubLobby((q) =>
        pageOf(
          q.get('gameType') === 'RNG'
            ? [game(1), game(2, { gameType: 'ELOTT', gameName: 'Quick Lotto' })]
            : [game(3, { gameType: 'BINGO' })],
        ),
      );
      const rng = renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      const [slot, lotto] = tiles() as [HTMLElement, HTMLElement];
      expect(within(slot).getByTestId('favourite-toggle')).toBeInTheDocument();
      expect(within(lotto).queryByTestId('favourite-toggle')).not.toBeInTheDocument();
      rng.unmount();

      renderRoute('/bingo', makePermission());
      await screen.findByText('Game 3');
      expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument();
    });

    it('adds and removes a favourite for a member, and gates visitors and demo accounts', async () => {
      let ids: number[] = [];
      const api = stubLobby(undefined, {
        [FAV_IDS]: () => ({ ids }),
        '/wps/relay/MCSFE_addFavoriteGame': (_u: URL, init?: RequestInit) => {
          ids = [JSON.parse(String(init?.body)).nodeId, ...ids];
          return { favourite: true };
        },
        '/wps/relay/MCSFE_removeFavoriteGame': (_u: URL, init?: RequestInit) => {
          const nodeId = JSON.parse(String(init?.body)).nodeId;
          ids = ids.filter((i) => i !== nodeId);
          return { favourite: false };
        },
      });
      const visitor = renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      await userEvent.click(within(tiles()[0] as HTMLElement).getByTestId('favourite-toggle'));
      expect(useAuthModal.getState().view).toMatchObject({ kind: 'login' });
      visitor.unmount();

      signIn(true);
      const demo = renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      await userEvent.click(within(tiles()[0] as HTMLElement).getByTestId('favourite-toggle'));
      expect(await alertText()).toBe('Please Register An Account First');
      expect(callsTo(api, '/wps/relay/MCSFE_addFavoriteGame')).toBe(0);
      demo.unmount();

      signIn();
      renderRoute('/rng', makePermission());
      await screen.findByText('Game 1');
      const heart = () => within(tiles()[1] as HTMLElement).getByTestId('favourite-toggle');
      expect(heart()).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(heart());
      await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
      expect(bodyOf(api, '/wps/relay/MCSFE_addFavoriteGame')).toEqual({
        nodeId: 2,
        vendor: 'PG',
        gameType: 'RNG',
      });
      await userEvent.click(heart());
      await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
      expect(bodyOf(api, '/wps/relay/MCSFE_removeFavoriteGame')).toEqual({
        nodeId: 2,
        vendor: 'PG',
        gameType: 'RNG',
      });
    });
  });

  it('filters by provider and clears the filter when the provider is clicked again', async () => {
    const api = stubLobby((q) =>
      pageOf(
        q.get('vassalage') === 'JILI'
          ? [game(60, { gameName: 'Jili Fortune', vassalage: 'JILI' })]
          : games(1, 3),
      ),
    );
    const { router } = renderRoute('/rng', makePermission());
    await screen.findByText('Game 1');
    await userEvent.click(screen.getByTestId('provider-JILI'));
    expect(await screen.findByText('Jili Fortune')).toBeInTheDocument();
    expect(queryOf(api, LIST).get('vassalage')).toBe('JILI');
    expect(router.state.location.search).toBe('?vassalage=JILI');
    expect(screen.getByTestId('provider-JILI')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('provider-JILI'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(screen.queryByText('Jili Fortune')).not.toBeInTheDocument();
    expect(screen.getByTestId('provider-all')).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches the lobby by the trimmed name', async () => {
    const api = stubLobby((q) =>
      pageOf(q.get('gameName') ? [game(9, { gameName: 'Dragon Gold' })] : games(1, 3)),
    );
    renderRoute('/rng', makePermission());
    await screen.findByText('Game 1');
    await userEvent.type(screen.getByTestId('game-search'), '  dragon  {Enter}');
    expect(await screen.findByText('Dragon Gold')).toBeInTheDocument();
    expect(queryOf(api, LIST).get('gameName')).toBe('dragon');
    expect(tiles()).toHaveLength(1);
  });

  it('gates the /fav page: login for a visitor, register for a demo account, the list for a member', async () => {
    const api = stubLobby(undefined, {
      [FAV_LIST]: { content: [game(31, { gameName: 'Loved Slot' })], totalPages: 1 },
    });
    const visitor = renderRoute('/fav', makePermission());
    expect(await screen.findByTestId('fav-login')).toHaveTextContent('Log in to see your favourites');
    await waitFor(() => expect(useAuthModal.getState().view).toEqual({ kind: 'login', source: 'gate' }));
    visitor.unmount();
    useAuthModal.setState({ view: null });

    signIn(true);
    const demo = renderRoute('/fav', makePermission());
    expect(await screen.findByTestId('fav-login')).toHaveTextContent('Please Register An Account First');
    expect(callsTo(api, FAV_LIST)).toBe(0);
    demo.unmount();

    signIn();
    renderRoute('/fav', makePermission());
    expect(await screen.findByText('Loved Slot')).toBeInTheDocument();
    expect(screen.getByTestId('favourite-toggle')).toBeInTheDocument();
  });

  it('launches a single-game sports card from the sports lobby', async () => {
    signIn();
    const api = stubApi({
      '/wps/relay/GCSGAME_newGameVendor': {
        data: {
          lanes: [lane('SPORTS', [card('SBO', 'SPORTS', { isGame: 'GAME', gameId: 700, nodeId: 90 })])],
        },
      },
      '/wps/relay/GCSGAME_getVassGameType': vassTypes({}),
      [FAV_IDS]: { ids: [] },
      '/wps/game/launchGame': { game_url: 'https://sports.example/book' },
    });
    const { router } = renderRoute('/sports', makePermission());
    await userEvent.click(await screen.findByTestId('vendor-card-SBO'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(bodyOf(api, '/wps/game/launchGame')).toMatchObject({ gameId: 700, nodeId: 90, vassalage: 'SBO' });
    expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();
  });

  it('asks the server for other games when a sports book is under maintenance', async () => {
    signIn();
    stubApi({
      '/wps/relay/GCSGAME_newGameVendor': {
        data: {
          lanes: [
            lane('SPORTS', [card('SBO', 'SPORTS', { isGame: 'GAME', gameId: 700, maintenance: true })]),
          ],
        },
      },
      '/wps/relay/GCSGAME_getVassGameType': vassTypes({}),
      [FAV_IDS]: { ids: [] },
      '/wps/game/launchGame': failure('GAME_MAINTENANCE', 'under maintenance', 409, {
        gameId: 700,
        gameType: 'SPORTS',
        suggestions: [game(701, { gameName: 'Other Book', gameType: 'SPORTS', vassalage: 'IBC' })],
      }),
    });
    renderRoute('/sports', makePermission());
    const sbo = await screen.findByTestId('vendor-card-SBO');
    expect(sbo).toHaveTextContent('Under maintenance');
    await userEvent.click(sbo);
    const dialog = await screen.findByTestId('game-closed-dialog');
    expect(within(dialog).getByText('Other Book')).toBeInTheDocument();
  });

  it('resets the lobby when its menu entry is picked again', async () => {
    wideScreen();
    const api = stubLobby((q) =>
      pageOf(
        q.get('gameClassify') === 'HOT' ? [game(77, { gameName: 'Hot One' })] : games(1, 3),
        Number(q.get('pageNo')),
        3,
      ),
    );
    renderRoute('/rng', makePermission());
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('2'));
    await userEvent.click(screen.getByTestId('classify-SLOT'));
    await userEvent.click(screen.getByTestId('list-hot'));
    expect(await screen.findByText('Hot One')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('scrolls on in pages of 20 on a phone, appending each page', async () => {
    const api = stubLobby((q) => {
      const pageNo = Number(q.get('pageNo'));
      return pageOf(games(pageNo * 100, 2), pageNo, 2);
    });
    renderRoute('/rng', makePermission());
    await screen.findByText('Game 100');
    expect(queryOf(api, LIST).get('pageSize')).toBe('20');
    expect(screen.queryByTestId('paginator')).not.toBeInTheDocument();
    // jsdom lays nothing out, so the sentinel after the last tile counts as in reach.
    fireEvent.scroll(window);
    expect(await screen.findByText('Game 201', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(queryOf(api, LIST).get('pageNo')).toBe('2');
    expect(tiles()).toHaveLength(4);
    // The last page asks for nothing more.
    fireEvent.scroll(window);
    await new Promise((r) => setTimeout(r, 900));
    expect(callsTo(api, LIST)).toBe(2);
  });
});
