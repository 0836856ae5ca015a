import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { buildGameCategories } from '../model/game-categories';
import { card, game, games, lane, pageOf, queryOf, signIn } from './games-kit';

// Lobbies are lazy routes with several calls each; on a busy machine the first paint takes a while.
configure({ asyncUtilTimeout: 8000 });

/** Vendor data as the server sends it: esports and cockfight vendors listed under sports. */
const LANES = [
  lane('RNG', [card('PG', 'RNG')]),
  lane('SPORTS', [
    card('SBO', 'SPORTS', { isGame: 'GAME', gameId: 700 }),
    card('TF', 'SPORTS', { isGame: 'GAME', gameId: 701 }),
    card('DS88', 'SPORTS', { isGame: 'GAME', gameId: 702 }),
  ]),
  lane('LOTT', [card('TCG_LOTTO_VN', 'LOTT')]),
  lane('LIVE', [card('EVO', 'LIVE')]),
  lane('ELOTT', [card('GW', 'ELOTT', { nodeId: 880 }), card('SECOND', 'ELOTT')]),
  lane('BINGO', [card('YB', 'BINGO')]),
  lane('PVP', [card('KY', 'PVP')]),
];
const SPLIT = { esportsVendors: ['TF'], cockfightVendors: ['ds88'] };
const permission = () => makePermission({ whitelabel: SPLIT });

const LIST = '/wps/relay/GCSGAME_gameList';

function stubHome(list: (q: URLSearchParams) => unknown = () => pageOf(games(1, 3))) {
  return stubApi({
    '/wps/relay/GCSGAME_newGameVendor': { data: { lanes: LANES } },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
    '/wps/relay/GCSGAME_getRankList': { list: [] },
    '/wps/relay/MCSFE_getFavoriteGames': { ids: [] },
    '/wps/game/launchGame': { game_url: 'https://lottery.example/play' },
    [LIST]: (url: URL) => list(url.searchParams),
  });
}

const menuKeys = () =>
  within(screen.getByTestId('game-menu'))
    .getAllByRole('listitem')
    .map((li) => li.dataset.testid?.replace('game-menu-', ''));

describe('game menu and top nav from vendor data', { timeout: 20_000 }, () => {
  it('splits esports and cockfight out of sports, merges lottery kinds and puts bingo after sports', async () => {
    stubHome();
    renderRoute('/', permission());
    await waitFor(() => expect(menuKeys()).toContain('PVP'));
    expect(menuKeys()).toEqual([
      'home',
      'hot',
      'fav',
      'RNG',
      'SPORTS',
      'BINGO',
      'ESPORTS',
      'COCKFIGHT',
      'LOTTERY',
      'LIVE',
      'PVP',
      'promotions',
    ]);
    // Categories without vendors (fish, in-house) are left out; the side bar lists the same ones.
    const side = within(screen.getByTestId('side-bar'));
    expect(side.getByRole('link', { name: 'Esports' })).toHaveAttribute('href', '/esports');
    expect(side.queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
  });

  it('moves the split vendors with their cards and keeps sports only for the rest', () => {
    const categories = buildGameCategories(LANES, SPLIT);
    const cardsOf = (code: string) => categories.find((c) => c.code === code)?.cards.map((c) => c.vassalage);
    expect(cardsOf('SPORTS')).toEqual(['SBO']);
    expect(cardsOf('ESPORTS')).toEqual(['TF']);
    expect(cardsOf('COCKFIGHT')).toEqual(['DS88']);
    expect(cardsOf('LOTTERY')).toEqual(['TCG_LOTTO_VN', 'GW', 'SECOND']);
    expect(categories.find((c) => c.code === 'ESPORTS')?.cards[0]?.gameType).toBe('ESPORTS');
    // Without a split, sports keeps them all and no esports entry appears.
    const plain = buildGameCategories(LANES, { esportsVendors: [], cockfightVendors: [] });
    expect(plain.map((c) => c.code)).toEqual(['RNG', 'SPORTS', 'BINGO', 'LOTTERY', 'LIVE', 'PVP']);
  });

  it('lists the top nav categories the vendor data has, in the header order', async () => {
    stubHome();
    renderRoute('/hot', permission());
    const header = await screen.findByTestId('header');
    const nav = within(header).getByRole('navigation', { name: 'Games' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(3));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/elott', '/lotteryCenter', '/live', '/sports', '/rng', '/pvp', '/esports']);
  });

  it('launches the first electronic-lottery vendor from the lottery entry', async () => {
    signIn();
    const api = stubHome();
    const { router } = renderRoute('/', permission());
    const entry = await screen.findByTestId('game-menu-LOTTERY');
    await userEvent.click(within(entry).getByRole('button', { name: 'Lottery' }));
    await waitFor(() => expect(callsTo(api, '/wps/game/launchGame')).toBe(1));
    expect(bodyOf(api, '/wps/game/launchGame')).toMatchObject({ vassalage: 'GW', nodeId: 880 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
  });
});

describe('home search', { timeout: 20_000 }, () => {
  it('lists the results of every category 28 a page and loads more on demand', async () => {
    const api = stubHome((q) => {
      const pageNo = Number(q.get('pageNo'));
      if (!q.get('gameName')) return pageOf(games(1, 3));
      return pageOf(
        games(pageNo * 100, 2, { gameName: `Dragon ${pageNo}` }).map((g, i) => ({
          ...g,
          gameName: `Dragon ${pageNo}-${i}`,
        })),
        pageNo,
        2,
      );
    });
    renderRoute('/', permission());
    await userEvent.type(await screen.findByTestId('game-search'), '  Dragon {Enter}');
    const results = await screen.findByTestId('search-results');
    expect(await within(results).findByText('Dragon 1-0')).toBeInTheDocument();
    const first = queryOf(api, LIST);
    expect(first.get('gameName')).toBe('Dragon');
    expect(first.get('pageSize')).toBe('28');
    expect(first.get('gameType')).toBeNull();

    await userEvent.click(within(results).getByTestId('load-more'));
    expect(await within(results).findByText('Dragon 2-1')).toBeInTheDocument();
    expect(queryOf(api, LIST).get('pageNo')).toBe('2');
    // Both pages stay on screen; the last page has no 'load more'.
    expect(within(results).getAllByTestId('game-tile')).toHaveLength(4);
    expect(within(results).queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('brings the results heading into view when the visitor searches, not when the page is opened there', async () => {
    // jsdom has no scrolling: record which element was brought into view.
    const scrolled = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled(this);
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    stubHome((q) => pageOf(games(1, 2, { gameName: q.get('gameName') ?? 'Row' })));
    const { router } = renderRoute('/', permission());
    await userEvent.type(await screen.findByTestId('game-search'), 'Dragon{Enter}');
    const heading = await screen.findByRole('heading', { name: /Results for “Dragon”/ });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(heading));

    // Back to the page without results and forward again: the position is the one remembered.
    scrolled.mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('search-results')).not.toBeInTheDocument());
    await act(() => router.navigate(1));
    const again = await screen.findByRole('heading', { name: /Results for “Dragon”/ });
    expect(scrolled).not.toHaveBeenCalledWith(again);
  });

  it('says so when nothing matches, and clearing brings the game rows back', async () => {
    stubHome((q) => (q.get('gameName') ? pageOf([], 1, 0) : pageOf([game(1, { gameName: 'Row Game' })])));
    renderRoute('/?gameName=zzz', permission());
    expect(await screen.findByTestId('games-empty')).toHaveTextContent('No game matches “zzz”');
    await userEvent.click(
      within(screen.getByTestId('search-results')).getByRole('button', { name: 'Clear' }),
    );
    await waitFor(() => expect(screen.queryByTestId('search-results')).not.toBeInTheDocument());
  });
});
