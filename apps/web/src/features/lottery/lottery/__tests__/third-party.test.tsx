import type { GameItem } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { LotteryBoard } from '../components/lottery-board';
import { FAVOURITES_KEY, useFavouritesStore } from '../model/favourites';
import { MENU, menuItem } from './fixtures';
import { renderAt, signIn } from './test-kit';

const LAUNCH = '/wps/game/launchGame';
const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const STUDIO_URL = 'http://localhost:3000/sandbox-vendor/play?token=t&game=g';

const thirdParty = { tag: [], remainTime: 0, lockTime: 0, isSale: false, previousWinningNumber: '' };
const SEA = menuItem({
  ...thirdParty,
  gameId: 412,
  nodeId: 57,
  gameCode: 'sea-4d-last-digit',
  code: 'TCG_SEA',
  remark: 'SEA 4D Last Digit',
  labelName: 'SEA Lottery',
  accountTypeName: 'TCG_SEA',
  vendor: 'TCG_SEA',
  vassalage: 'TCG_SEA',
  gameType: 'LOTT',
  isGame: 'GAME',
  kind: undefined,
  region: undefined,
});
const SDL = menuItem({
  ...thirdParty,
  gameId: 413,
  nodeId: 58,
  gameCode: 'SDL',
  code: 'SDL',
  remark: 'Sundial Lotto',
  labelName: 'Sundial Lotto',
  accountTypeName: 'SDL',
  vendor: 'SDL',
  vassalage: 'SDL',
  gameType: 'LOTT',
  isGame: 'VASSALAGE',
  kind: undefined,
  region: undefined,
});

const sdlGame = (
  gameId: number,
  gameCode: string,
  gameName: string,
  over: Partial<GameItem> = {},
): GameItem => ({
  gameId,
  nodeId: gameId,
  gameCode,
  gameName,
  vassalage: 'SDL',
  vendorName: 'Sundial Lotto',
  accountTypeName: 'SDL',
  gameType: 'LOTT',
  gameClassify: 'LOTTO',
  isHot: false,
  isNew: true,
  minBet: '1.00',
  minLineNum: 0,
  maintenance: false,
  iconUrl: `/static/games/${gameId}.svg`,
  ...over,
});
const SDL_GAMES = [
  sdlGame(413, 'sdl-pick-digit', 'Pick a Digit'),
  sdlGame(414, 'sdl-big-small', 'Big or Small 99'),
  sdlGame(415, 'sdl-colour-ball', 'Colour Ball', { maintenance: true }),
];
const page = (games: GameItem[]) => ({ pageNo: 1, totalPages: 1, total: games.length, games });

function stubLottery(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/lgw/games/game_menus': { tags: ['MB', 'MT', 'MN', 'FAST', 'KENO'], list: [...MENU, SEA, SDL] },
    '/lgw/vn/numeros/opened/game': { gameCode: 'vn-mb', list: [] },
    [GAME_LIST]: page(SDL_GAMES),
    [LAUNCH]: { game_url: STUDIO_URL, seamless: true },
    ...extra,
  });
}

const renderLobby = () => renderAt('/elott', <LotteryBoard variant="lobby" />);

describe('third-party lotteries in the lottery lobby', () => {
  it('shows what a click does instead of a countdown, and keeps them out of the history panel', async () => {
    stubLottery();
    renderLobby();
    expect(await screen.findByTestId('lottery-hint-sea-4d-last-digit')).toHaveTextContent('Play now');
    expect(screen.getByTestId('lottery-hint-SDL')).toHaveTextContent('Choose a game');
    expect(screen.getByTestId('lottery-tile-sea-4d-last-digit')).toHaveTextContent('by SEA Lottery');
    expect(screen.queryByTestId('lottery-countdown-SDL')).not.toBeInTheDocument();
    const history = await screen.findByTestId('lottery-history-game');
    const options = within(history)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).not.toContain('SDL');
    expect(options).not.toContain('sea-4d-last-digit');
  });

  it('opens the SEA lottery as its vendor game, framed on the seamless page', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubLottery();
    renderLobby();
    await user.click(await screen.findByTestId('lottery-open-sea-4d-last-digit'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/seamless');
    expect(bodyOf(api, LAUNCH)).toMatchObject({
      gameId: 412,
      nodeId: 57,
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      username: 'demo01',
    });
    expect(screen.queryByTestId('lottery-vendor-games')).not.toBeInTheDocument();
  });

  it("lists a VASSALAGE vendor's lottery games in a popup while loading, then launches the chosen one", async () => {
    const user = userEvent.setup();
    signIn();
    let answer: (value: unknown) => void = () => {};
    const api = stubLottery({ [GAME_LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderLobby();
    await user.click(await screen.findByTestId('lottery-open-SDL'));

    const dialog = await screen.findByTestId('lottery-vendor-games');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Sundial Lotto');
    expect(within(dialog).getByTestId('lottery-vendor-games-loading')).toHaveAccessibleName('Loading games');
    expect(callsTo(api, LAUNCH)).toBe(0);
    const asked = new URL(
      String(api.mock.calls.find(([u]) => String(u).includes(GAME_LIST))?.[0]),
      'http://x',
    );
    // §7 the pop-up list: the vendor's games in one page of 1000.
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      gameType: 'LOTT',
      vassalage: 'SDL',
      clientType: '3',
      pageNo: '1',
      pageSize: '1000',
    });

    answer(page(SDL_GAMES));
    const list = await within(dialog).findByTestId('lottery-vendor-game-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.dataset.testid),
    ).toEqual([
      'lottery-vendor-game-sdl-pick-digit',
      'lottery-vendor-game-sdl-big-small',
      'lottery-vendor-game-sdl-colour-ball',
    ]);
    expect(within(list).getByTestId('lottery-vendor-game-sdl-pick-digit')).toHaveTextContent('Min. bet 1.00');
    expect(within(list).getByTestId('lottery-vendor-game-sdl-colour-ball')).toHaveTextContent(
      'Under maintenance',
    );

    await user.click(within(list).getByTestId('lottery-vendor-game-sdl-big-small'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/seamless');
    expect(bodyOf(api, LAUNCH)).toMatchObject({
      gameId: 414,
      nodeId: 414,
      vassalage: 'SDL',
      gameType: 'LOTT',
    });
  });

  it('shows an error with a working retry, and an empty list', async () => {
    const user = userEvent.setup();
    signIn();
    let calls = 0;
    stubLottery({
      [GAME_LIST]: () => (++calls === 1 ? failure('INTERNAL', 'boom', 500) : page([])),
    });
    renderLobby();
    await user.click(await screen.findByTestId('lottery-open-SDL'));
    const error = await screen.findByTestId('lottery-vendor-games-error');
    expect(error).toHaveTextContent('The games could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lottery-vendor-games-empty')).toHaveTextContent(
      'This provider has no games right now.',
    );
    await user.click(
      within(screen.getByTestId('lottery-vendor-games')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByTestId('lottery-vendor-games')).not.toBeInTheDocument());
  });

  it('lets a visitor browse the list but asks for a login, closing the list, before a launch', async () => {
    const user = userEvent.setup();
    const api = stubLottery();
    renderLobby();
    await user.click(await screen.findByTestId('lottery-open-SDL'));
    await user.click(await screen.findByTestId('lottery-vendor-game-sdl-pick-digit'));
    expect(useAuthModal.getState().view).toEqual({ kind: 'login', source: 'gate' });
    await waitFor(() => expect(screen.queryByTestId('lottery-vendor-games')).not.toBeInTheDocument());
    expect(callsTo(api, LAUNCH)).toBe(0);
  });

  it('keeps a third-party favourite apart from our own lottery that has the same id', async () => {
    const user = userEvent.setup();
    signIn('alice');
    useFavouritesStore.getState().reload();
    const sameId = { ...SEA, gameId: 3 };
    stubLottery({
      '/lgw/games/game_menus': { tags: ['MB', 'MT', 'MN', 'FAST', 'KENO'], list: [...MENU, sameId] },
    });
    renderLobby();
    await user.click(await screen.findByTestId('lottery-heart-mn-hcm'));
    expect(screen.getByTestId('lottery-heart-mn-hcm')).toHaveAccessibleName('Remove from favourites');
    expect(screen.getByTestId('lottery-heart-sea-4d-last-digit')).toHaveAccessibleName('Add to favourites');
    await user.click(screen.getByTestId('lottery-heart-sea-4d-last-digit'));
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '{}')).toEqual({
      alice: [3, 'TCG_SEA:3'],
    });
    await user.click(screen.getByTestId('lottery-heart-mn-hcm'));
    expect(screen.getByTestId('lottery-heart-sea-4d-last-digit')).toHaveAccessibleName(
      'Remove from favourites',
    );
    await user.click(screen.getByTestId('lottery-list-fav'));
    await waitFor(() =>
      expect(screen.getAllByTestId(/^lottery-tile-/).map((t) => t.dataset.testid)).toEqual([
        'lottery-tile-sea-4d-last-digit',
      ]),
    );
  });
});
