import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { bodyOf, callsTo } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { game, games, pageOf, queryOf, signIn } from './games-kit';
import { FAV_IDS, FAV_LIST, LIST, lobbyTestSetup, RECENT, stubLobby, tiles } from './lobby-kit';

lobbyTestSetup();

/** The hot, favourite and recent lists beside the game list, and who may keep favourites. */
describe('games lobby lists and favourites', { timeout: 20_000 }, () => {
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
});
