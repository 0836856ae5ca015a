import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { card, game, lane, signIn, vassTypes } from './games-kit';
import { FAV_IDS, lobbyTestSetup } from './lobby-kit';

lobbyTestSetup();

/** The sports lobby, whose cards are single games launched straight away. */
describe('games lobby sports', { timeout: 20_000 }, () => {
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
});
