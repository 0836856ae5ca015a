import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { IFRAME_URL_KEY } from '../model/frame-url';
import { useClosedGameStore } from '../model/game-closed-store';
import { game, pageOf, signIn, vassTypes, vendorsAnswer, wideScreen } from './games-kit';

// Lobbies are lazy routes with several calls each; on a busy machine the first paint takes a while.
configure({ asyncUtilTimeout: 8000 });

const LAUNCH = '/wps/game/launchGame';
const BALANCE = '/wps/v2/wallets/balance';
const GAME_URL = 'https://studio.example/play?token=abc&game=coin-flip';

const closedGame = game(5, { gameName: 'Broken Reels', maintenance: true });
const LOBBY = [game(1, { gameName: 'Coin Flip', vassalage: 'SANDBOX' }), closedGame];

function stubGames(launch: (body: { gameId: number }) => unknown) {
  return stubApi({
    '/wps/relay/GCSGAME_newGameVendor': vendorsAnswer(),
    '/wps/relay/GCSGAME_getVassGameType': vassTypes({ RNG: ['SLOT', 'TABLE'] }),
    '/wps/relay/GCSGAME_gameList': pageOf(LOBBY),
    '/wps/relay/MCSFE_getFavoriteGames': { ids: [] },
    [BALANCE]: { sumBalance: '100.00', currency: 'USD' },
    [LAUNCH]: (_url: URL, init?: RequestInit) => launch(JSON.parse(String(init?.body))),
  });
}

const tileOf = (name: string) =>
  screen.getAllByTestId('game-tile').find((t) => within(t).queryByText(name)) as HTMLElement;

afterEach(() => useClosedGameStore.setState({ closed: null }));

describe('game launch', { timeout: 20_000 }, () => {
  it('asks a visitor to log in and a demo account to register before playing', async () => {
    const api = stubGames(() => ({ game_url: GAME_URL }));
    const visitor = renderRoute('/rng', makePermission());
    await screen.findByText('Coin Flip');
    await userEvent.click(within(tileOf('Coin Flip')).getByTestId('play-now'));
    expect(useAuthModal.getState().view).toEqual({ kind: 'login', source: 'gate' });
    visitor.unmount();

    signIn(true);
    renderRoute('/rng', makePermission());
    await screen.findByText('Coin Flip');
    await userEvent.click(within(tileOf('Coin Flip')).getByTestId('play-now'));
    expect(await alertText()).toBe('Please Register An Account First');
    expect(callsTo(api, LAUNCH)).toBe(0);
  });

  it('opens a seamless-wallet game framed on /seamless, side bar mini, balance kept fresh', async () => {
    wideScreen();
    signIn();
    const api = stubGames(() => ({ game_url: GAME_URL, seamless: true }));
    const { router } = renderRoute('/rng', makePermission());
    await screen.findByText('Coin Flip');
    await userEvent.click(within(tileOf('Coin Flip')).getByTestId('play-now'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(bodyOf(api, LAUNCH)).toMatchObject({
      gameId: 1,
      nodeId: 1,
      vassalage: 'SANDBOX',
      gameType: 'RNG',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo01',
      merchantCode: 'demo',
    });
    const page = await screen.findByTestId('seamless-page');
    const frame = within(page).getByTestId('game-frame');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(within(page).getByRole('heading', { name: 'Coin Flip' })).toBeInTheDocument();
    expect(screen.getByTestId('side-bar')).toHaveAttribute('data-mini', 'true');
    expect(screen.queryByTestId('right-bar')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(IFRAME_URL_KEY)).toBe(GAME_URL);

    // The game moves the member's balance: each (re)load of its page and coming back to the tab
    // ask for the balance again.
    await waitFor(() => expect(callsTo(api, BALANCE)).toBeGreaterThan(0));
    const before = callsTo(api, BALANCE);
    // A veil until the game's page has loaded.
    expect(screen.getByTestId('game-frame-loading')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByTestId('game-frame-loading')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, BALANCE)).toBe(before + 1));
    fireEvent.focus(window);
    await waitFor(() => expect(callsTo(api, BALANCE)).toBe(before + 2));
    // A game that plays its rounds in place says so; only the game's own origin is heard.
    const played = { type: 'game-round-played' };
    window.dispatchEvent(new MessageEvent('message', { data: played, origin: 'https://elsewhere.example' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'other' }, origin: 'https://studio.example' }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: played, origin: 'https://studio.example' }));
    await waitFor(() => expect(callsTo(api, BALANCE)).toBe(before + 3));
  });

  it('frames any other game on /game, and shows it again from the tab storage after a reload', async () => {
    wideScreen();
    signIn();
    stubGames(() => ({ game_url: GAME_URL }));
    const { router, unmount } = renderRoute('/rng', makePermission());
    await screen.findByText('Coin Flip');
    await userEvent.click(within(tileOf('Coin Flip')).getByTestId('play-now'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', GAME_URL);
    // §4: a direct game launch folds the side bar to mini; /game keeps the right bar.
    expect(screen.getByTestId('side-bar')).toHaveAttribute('data-mini', 'true');
    expect(screen.getByTestId('right-bar')).toBeInTheDocument();
    unmount();

    renderRoute('/game', makePermission());
    const page = await screen.findByTestId('game-page');
    expect(within(page).getByTestId('game-frame')).toHaveAttribute('src', GAME_URL);
    await userEvent.click(within(page).getByTestId('game-frame-reload'));
    expect(within(page).getByTestId('game-frame-loading')).toBeInTheDocument();
  });

  it('shows designed states for no game and for a link that is not a web page', async () => {
    stubApi({});
    const none = renderRoute('/game', makePermission());
    expect(await screen.findByTestId('game-frame-empty')).toHaveTextContent('No game is open');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    none.unmount();

    window.sessionStorage.setItem(IFRAME_URL_KEY, 'javascript:alert(1)');
    renderRoute('/seamless', makePermission());
    expect(await screen.findByTestId('game-frame-empty')).toHaveTextContent(
      'This game link cannot be opened',
    );
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('answers a game under maintenance with the server suggestions, which launch', async () => {
    signIn();
    const suggestion = game(8, { gameName: 'Lucky Wheel', vassalage: 'SANDBOX' });
    const api = stubGames(({ gameId }) =>
      gameId === closedGame.gameId
        ? failure('GAME_MAINTENANCE', 'This game is under maintenance, please try one of these games', 409, {
            gameId: closedGame.gameId,
            gameType: 'RNG',
            suggestions: [suggestion],
          })
        : { game_url: GAME_URL, seamless: true },
    );
    const { router } = renderRoute('/rng', makePermission());
    await screen.findByText('Broken Reels');
    const closed = tileOf('Broken Reels');
    expect(closed).toHaveTextContent('Under maintenance');
    await userEvent.click(within(closed).getByTestId('play-now'));

    const dialog = await screen.findByTestId('game-closed-dialog');
    expect(dialog).toHaveTextContent('This game is under maintenance');
    const picks = within(dialog).getByTestId('game-suggestions');
    expect(within(picks).getAllByTestId('game-tile')).toHaveLength(1);
    await userEvent.click(within(picks).getByTestId('play-now'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(bodyOf(api, LAUNCH, 1)).toMatchObject({ gameId: 8, vassalage: 'SANDBOX' });
    expect(screen.queryByTestId('game-closed-dialog')).not.toBeInTheDocument();
  });

  it('says so when a closed game has nothing to suggest', async () => {
    signIn();
    stubGames(() =>
      failure('GAME_UNAVAILABLE', 'This game is not available yet', 409, {
        gameId: 1,
        gameType: 'RNG',
        suggestions: [],
      }),
    );
    renderRoute('/rng', makePermission());
    await screen.findByText('Coin Flip');
    await userEvent.click(within(tileOf('Coin Flip')).getByTestId('play-now'));
    const dialog = await screen.findByTestId('game-closed-dialog');
    expect(dialog).toHaveTextContent('Not available');
    expect(within(dialog).getByTestId('game-suggestions-empty')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('game-closed-dialog')).not.toBeInTheDocument());
  });
});
