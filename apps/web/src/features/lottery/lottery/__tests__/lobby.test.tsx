import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { callsTo, failure, stubApi } from '@/test/fetch-stub';
import { stubScreenWidth } from '@/test/screen-width';
import { LotteryBoard } from '../components/lottery-board';
import { FAVOURITES_KEY, useFavouritesStore } from '../model/favourites';
import { LotteryLobbyPage } from '../pages/lottery-lobby-page';
import { MB_ROWS, MENU } from './fixtures';
import { renderAt, signIn } from './test-kit';

const TAGS = ['MB', 'MT', 'MN', 'FAST', 'KENO'];

const OPENED = {
  gameCode: 'vn-mb',
  list: [
    {
      drawId: 8,
      numero: '20261122',
      drawTime: new Date(2026, 10, 22, 18, 15, 4).getTime(),
      drawDayOfWeek: 1,
      station: 'Thái Bình',
      winningNumber: MB_ROWS,
      prizes: [],
      status: 'settled',
    },
  ],
};

function stubLottery(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/lgw/games/game_menus': { tags: TAGS, list: MENU },
    '/lgw/vn/numeros/opened/game': OPENED,
    '/lgw/games/popular': { list: [MENU[3]] },
    '/lgw/vn/games/game_menu/recent': { list: [MENU[1]] },
    ...extra,
  });
}

const tileCodes = () =>
  within(screen.getByTestId('lottery-tiles'))
    .queryAllByTestId(/^lottery-tile-/)
    .map((el) => el.getAttribute('data-testid')?.replace('lottery-tile-', ''));

describe('home lottery block', () => {
  it('shows the tabs swiper, tiles with countdown and at most 6 digits, the more tile and the history panel', async () => {
    const user = userEvent.setup();
    const api = stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);

    expect(await screen.findByTestId('lottery-tiles')).toBeInTheDocument();
    expect(tileCodes()).toEqual(['vn-mb', 'mt-hue', 'mn-hcm', 'vnfast-45s', 'keno']);
    // Tabs: ALL, one per VN tag, KENO; six tabs, so the swiper shows 5 and its arrows.
    const tabs = within(screen.getByRole('tablist', { name: 'Lottery categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'North', 'Central', 'South', 'Fast']);
    expect(screen.getByRole('button', { name: 'More categories' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'More categories' }));
    expect(screen.getByRole('tab', { name: 'Keno' })).toBeInTheDocument();

    // Tile: special prize digits as balls, countdown hh:mm:ss (closing time = remainTime − lock).
    expect(within(screen.getByTestId('lottery-balls-vn-mb')).getAllByText(/^\d$/)).toHaveLength(5);
    expect(screen.getByTestId('lottery-balls-vn-mb')).toHaveTextContent('31429');
    expect(within(screen.getByTestId('lottery-balls-keno')).getAllByText(/^\d+$/)).toHaveLength(6);
    expect(screen.getByTestId('lottery-countdown-vn-mb').textContent).toMatch(/^00:59:5\d$/);
    // More than a day away: days and hours.
    expect(screen.getByTestId('lottery-countdown-mn-hcm')).toHaveTextContent('1d 0h');

    // History panel: prize rows DB, G1–G7, previous time, day filter All then Mon..Sun.
    const history = screen.getByRole('region', { name: 'Previous results' });
    const rows = await within(history).findByTestId('lottery-history-rows');
    expect(
      within(rows)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(within(history).getByTestId('lottery-history-time')).toHaveTextContent('11/22 18:15:04');
    const days = within(history)
      .getAllByRole('button')
      .filter((b) => b.dataset.testid?.startsWith('lottery-day-'))
      .map((b) => b.textContent);
    expect(days).toEqual(['All', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await user.click(within(history).getByTestId('lottery-day-1'));
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url]) => String(url).includes('drawDayOfWeek=1') && String(url).includes('vn-mb'),
        ),
      ).toBe(true),
    );

    // The 'more' tile goes to /elott.
    await user.click(screen.getByTestId('lottery-more'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/elott');
  });

  it('offers every tab by its whole name in one swiping row on a phone, without arrows', async () => {
    stubScreenWidth(375);
    stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    const tabs = within(screen.getByRole('tablist', { name: 'Lottery categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'North', 'Central', 'South', 'Fast', 'Keno']);
    expect(screen.queryByRole('button', { name: 'More categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous categories' })).not.toBeInTheDocument();
  });

  it('filters by tab; KENO hides the history panel', async () => {
    const user = userEvent.setup();
    stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    await user.click(screen.getByRole('tab', { name: 'Central' }));
    expect(tileCodes()).toEqual(['mt-hue']);
    expect(screen.getByRole('region', { name: 'Previous results' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More categories' }));
    await user.click(screen.getByRole('tab', { name: 'Keno' }));
    expect(tileCodes()).toEqual(['keno']);
    expect(screen.queryByRole('region', { name: 'Previous results' })).not.toBeInTheDocument();
  });

  it('hot clears the tag, stops the refresh and shows the popular list; recent needs login', async () => {
    const user = userEvent.setup();
    const api = stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    await user.click(screen.getByRole('tab', { name: 'North' }));
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    const block = screen.getByTestId('lottery-block');
    expect(block).toHaveAttribute('data-list-type', 'hot');
    expect(block).toHaveAttribute('data-tab', 'ALL');
    await waitFor(() => expect(tileCodes()).toEqual(['vnfast-45s']));
    expect(screen.queryByRole('region', { name: 'Previous results' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    const popularUrl = api.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/lgw/games/popular'));
    expect(popularUrl).toContain('count=20');
    expect(popularUrl).toContain('prizeMode=Lott');

    // A visitor choosing recent is asked to log in; nothing is fetched and the list stays.
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(useAuthModal.getState().view).toMatchObject({ kind: 'login' });
    expect(callsTo(api, '/lgw/vn/games/game_menu/recent')).toBe(0);
    expect(block).toHaveAttribute('data-list-type', 'hot');
  });

  it('lists recent games for a member', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(tileCodes()).toEqual(['mt-hue']));
    const url = api.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/recent'));
    expect(url).toContain('recentCount=100');
  });

  it('keeps favourites per username in local storage', async () => {
    const user = userEvent.setup();
    signIn('alice');
    stubLottery();
    const view = renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    await user.click(screen.getByTestId('lottery-heart-mn-hcm'));
    expect(screen.getByTestId('lottery-heart-mn-hcm')).toHaveAccessibleName('Remove from favourites');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '{}')).toEqual({ alice: [3] });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(tileCodes()).toEqual(['mn-hcm']);
    view.unmount();

    // Another member sees their own (empty) list.
    signIn('bob');
    useFavouritesStore.getState().reload();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-tiles');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByTestId('lottery-empty')).toHaveTextContent('Tap the heart');
  });

  it('launches by account type: VN games to /vnLottery, keno to /lottery', async () => {
    const user = userEvent.setup();
    stubLottery();
    renderAt('/', <LotteryBoard variant="home" />);
    await user.click(await screen.findByTestId('lottery-open-vnfast-45s'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/vnLottery?gameCode=vnfast-45s');
  });

  it('opens keno on /lottery with its play type, and the history button opens the shown game', async () => {
    const user = userEvent.setup();
    stubLottery();
    const first = renderAt('/', <LotteryBoard variant="home" />);
    await user.click(await screen.findByTestId('lottery-open-keno'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/lottery?gameCode=keno&playType=spots');
    first.unmount();
    renderAt('/', <LotteryBoard variant="home" />);
    await screen.findByTestId('lottery-history-rows');
    await user.click(screen.getByTestId('lottery-history-play'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/vnLottery?gameCode=vn-mb');
  });

  it('shows loading, then an error with a working retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubLottery({
      '/lgw/games/game_menus': () =>
        fail ? failure('INTERNAL', 'boom', 500) : { tags: TAGS, list: MENU.slice(0, 1) },
    });
    renderAt('/', <LotteryBoard variant="home" />);
    expect(screen.getByTestId('lottery-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('lottery-error')).toHaveTextContent('could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileCodes()).toEqual(['vn-mb']));
  });
});

describe('lottery lobby (/elott)', () => {
  it('has a category selector and the whole list without a more tile', async () => {
    const user = userEvent.setup();
    stubLottery();
    renderAt('/elott', <LotteryLobbyPage />);
    expect(await screen.findByRole('heading', { name: 'Electronic lottery' })).toBeInTheDocument();
    await screen.findByTestId('lottery-tiles');
    const categories = screen.getByTestId('lottery-categories');
    expect(within(categories).getAllByRole('tab')).toHaveLength(6);
    expect(screen.queryByTestId('lottery-more')).not.toBeInTheDocument();
    await user.click(within(categories).getByRole('tab', { name: 'Fast' }));
    expect(tileCodes()).toEqual(['vnfast-45s']);
  });
});
