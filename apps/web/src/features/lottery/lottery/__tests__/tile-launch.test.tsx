import type { GameItem } from '@pf/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { gameDetail, menuItem, VN_BET_TYPES } from './fixtures';
import { signIn } from './test-kit';

// The hot list and the betting page are lazy routes; on a busy machine the first paint takes a while.
configure({ asyncUtilTimeout: 8000 });

const LAUNCH = '/wps/game/launchGame';
/** §3 client storage: the URL the game pages frame, kept only for a framed game. */
const IFRAME_URL_KEY = 'iframeUrl';

/** The Central region's tile, as the hot list and search list it. */
const CENTRAL: GameItem = {
  gameId: 31,
  nodeId: 31,
  gameCode: 'vn-mt',
  gameName: 'Central Lottery',
  vassalage: 'TCG_LOTTO_VN',
  vendorName: 'Vietnam Lotto',
  accountTypeName: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  gameClassify: 'LOTTO',
  isHot: true,
  isNew: false,
  minBet: '1.00',
  minLineNum: 0,
  maintenance: false,
  iconUrl: '/static/games/31.svg',
};
const HUE = menuItem({ gameId: 2, gameCode: 'mt-hue', remark: 'Thừa Thiên Huế', tag: ['MT'], kind: 'vn' });

function stubTiles() {
  return stubApi({
    '/wps/relay/GCSGAME_newGameVendor': { data: { lanes: [] } },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [CENTRAL] },
    '/wps/relay/GCSGAME_gameList': { pageNo: 1, totalPages: 1, total: 1, games: [CENTRAL] },
    '/wps/relay/GCSGAME_getRankList': { list: [] },
    '/wps/relay/MCSFE_getFavoriteGames': { ids: [] },
    // The server answers a lottery tile with the betting page of the station drawing next.
    [LAUNCH]: { game_url: '/vnLottery?gameCode=mt-hue' },
    '/lgw/games/game_menus': { tags: ['MT'], list: [HUE] },
    '/lgw/lottery/games/mt-hue': gameDetail(HUE, VN_BET_TYPES),
    '/lgw/lottery/draws': { list: [], pageNo: 1, totalPages: 1 },
    '/lgw/lottery/bets': { list: [], pageNo: 1, totalPages: 1 },
    '/wps/v2/wallets/balance': { sumBalance: '100.00', currency: 'USD' },
  });
}

const tileNamed = async (name: string, scope: HTMLElement = document.body) => {
  const tiles = await within(scope).findAllByTestId('game-tile');
  return tiles.find((t) => within(t).queryByText(name)) as HTMLElement;
};

describe('a lottery tile of the hot list or search', { timeout: 20_000 }, () => {
  it('opens its betting page in the same tab, as the in-house pages open', async () => {
    signIn();
    const api = stubTiles();
    const hot = renderRoute('/hot', makePermission());
    await screen.findAllByText('Central Lottery');
    await userEvent.click(within(await tileNamed('Central Lottery')).getByTestId('play-now'));

    await waitFor(() => expect(hot.router.state.location.pathname).toBe('/vnLottery'));
    expect(hot.router.state.location.search).toBe('?gameCode=mt-hue');
    expect(bodyOf(api, LAUNCH)).toMatchObject({ gameId: 31, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' });
    expect(await screen.findByTestId('lottery-game-name')).toHaveTextContent('Thừa Thiên Huế');
    // Routed to, neither framed nor remembered as a frame.
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(IFRAME_URL_KEY)).toBeNull();
    hot.unmount();

    const search = renderRoute('/?gameName=Central', makePermission());
    const results = await screen.findByTestId('search-results');
    await within(results).findByText('Central Lottery');
    await userEvent.click(within(await tileNamed('Central Lottery', results)).getByTestId('play-now'));
    await waitFor(() => expect(search.router.state.location.pathname).toBe('/vnLottery'));
    expect(await screen.findByTestId('lottery-betting-page')).toHaveAttribute('data-game', 'mt-hue');
    expect(callsTo(api, LAUNCH)).toBe(2);
  });
});
