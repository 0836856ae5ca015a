import { configure, screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { useClosedGameStore } from '../model/game-closed-store';
import { games, pageOf, vassTypes, vendorsAnswer } from './games-kit';

export const LIST = '/wps/relay/GCSGAME_gameList';
export const FAV_IDS = '/wps/relay/MCSFE_getFavoriteGames';
export const FAV_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
export const RECENT = '/wps/relay/GCS_recentGame';

/** Settings every lobby test file shares; call it once at the top of the file. */
export function lobbyTestSetup() {
  // Lobbies are lazy routes with several calls each; on a busy machine the first paint takes a while.
  configure({ asyncUtilTimeout: 8000 });
  afterEach(() => useClosedGameStore.setState({ closed: null }));
}

/** The lobby's calls; `list` answers GCSGAME_gameList from its query. */
export function stubLobby(
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

export const stripCodes = () =>
  within(screen.getByTestId('classify-strip'))
    .getAllByRole('tab')
    .map((tab) => tab.dataset.testid?.replace('classify-', ''));

export const tiles = () => screen.getAllByTestId('game-tile');
