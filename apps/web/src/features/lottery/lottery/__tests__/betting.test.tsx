import { drawKenoFair, drawVnResultFair, formatVnResult, hashServerSeed } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { useAlertStore } from '@/lib/alert-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import type { LotteryBet, LotteryDraw } from '../api/game';
import { LotteryPage } from '../pages/lottery-page';
import { VnLotteryPage } from '../pages/vn-lottery-page';
import { gameDetail, KENO_BET_TYPES, MENU, VN_BET_TYPES } from './fixtures';
import { renderAt, signIn } from './test-kit';

const FAST = MENU[3] as (typeof MENU)[number];
const KENO = MENU[4] as (typeof MENU)[number];
const SEED = 'be'.repeat(32);

/** A number on the builder's grid, as the player taps it. */
const gridNumber = (n: string) =>
  within(screen.getByRole('group', { name: 'Numbers' })).getByRole('button', { name: n });
const findGridNumber = async (n: string) =>
  within(await screen.findByRole('group', { name: 'Numbers' })).getByRole('button', { name: n });
/** The stake box; its label says what the stake covers (per number, for the set). */
const stakeBox = () => screen.getByLabelText(/^Stake( per number| for the set)?$/);
const slipRegion = () => screen.getByRole('region', { name: /^Bet slip/ });

/** An RNG draw as the results board gets it, its result really computed from the seeds. */
function rngDraw(keno: boolean, over: Partial<LotteryDraw> = {}): LotteryDraw {
  const params = { serverSeed: SEED, clientSeed: `demo:${keno ? 'keno' : 'vnfast-45s'}:0001`, nonce: 77 };
  const winningNumber = keno
    ? drawKenoFair(params)
        .map((n) => String(n).padStart(2, '0'))
        .join(',')
    : formatVnResult(drawVnResultFair(params, 'MB'), 'rows');
  return {
    drawId: 77,
    gameCode: keno ? 'keno' : 'vnfast-45s',
    numero: '20261123-0001',
    status: 'settled',
    openAt: '2026-11-23T08:59:00.000Z',
    lockAt: '2026-11-23T08:59:55.000Z',
    drawAt: '2026-11-23T09:00:00.000Z',
    drawTime: Date.UTC(2026, 10, 23, 9),
    fair: true,
    chain: null,
    cancelReason: null,
    incidentId: null,
    winningNumber,
    prizes: [],
    seedHash: hashServerSeed(SEED),
    serverSeed: SEED,
    clientSeed: params.clientSeed,
    nonce: params.nonce,
    ...over,
  };
}

const MY_BET: LotteryBet = {
  betId: '501',
  gameCode: 'vnfast-45s',
  drawId: 10,
  numero: '20261123-0000',
  betType: 'de',
  numbers: ['29'],
  stake: '10.00',
  cost: '10.00',
  status: 'won',
  hits: 1,
  payout: '950.00',
  placedAt: '2026-11-23T08:59:00.000Z',
  drawAt: '2026-11-23T09:00:00.000Z',
  winningNumber: null,
};

function stubGame(item: typeof FAST, betTypes = VN_BET_TYPES, extra: Record<string, unknown> = {}) {
  const keno = item.gameCode === 'keno';
  return stubApi({
    '/lgw/games/game_menus': { tags: [], list: MENU },
    [`/lgw/lottery/games/${item.gameCode}`]: gameDetail(item, betTypes),
    '/lgw/lottery/draws': { list: [rngDraw(keno)], pageNo: 1, totalPages: 1 },
    '/lgw/lottery/bets': (_url: URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? {
            drawId: 11,
            numero: item.numero,
            replayed: false,
            totalCost: '81.00',
            balance: '919.00',
            bets: [{ ...MY_BET, status: 'pending', payout: null }],
          }
        : { list: [MY_BET], pageNo: 1, totalPages: 1 },
    '/wps/relay/MCSFE_getBalance': { balance: '1000.00' },
    ...extra,
  });
}

describe('VN betting page (/vnLottery)', () => {
  it('builds a lô line from the grid and typed numbers, shows odds and win, and confirms the slip', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubGame(FAST);
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Remark vnfast-45s');
    expect(screen.getByTestId('lottery-game-header')).toHaveTextContent('20261123-0001');
    // Bet types as tabs; the game's default (lô 2 số) chosen, its odds shown as a multiplier.
    const types = within(screen.getByRole('tablist', { name: 'Bet type' })).getAllByRole('tab');
    expect(types.map((t) => t.textContent)).toEqual(['Lô 2 số', 'Đề', 'Đầu', 'Xiên 2', 'Lô trượt']);
    expect(screen.getByRole('tab', { name: 'Lô 2 số' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('×3.66');

    await user.click(gridNumber('07'));
    await user.click(gridNumber('39'));
    await user.type(screen.getByLabelText('Or type 2-digit numbers'), '82 07');
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(screen.getByTestId('lottery-selected-numbers')).toHaveTextContent('07 39 82');
    await user.clear(stakeBox());
    await user.type(stakeBox(), '27');
    // Cost 3 × 27.00; win per hit floor(27.00 × 99 / 27) = 99.00.
    expect(screen.getByTestId('lottery-preview-cost')).toHaveTextContent('81.00');
    expect(screen.getByTestId('lottery-preview-win')).toHaveTextContent('99.00');
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));

    const slip = slipRegion();
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(slip).getByTestId('lottery-slip-total')).toHaveTextContent('81.00');
    await user.click(within(slip).getByRole('button', { name: /^Confirm bets for #/ }));
    expect(await within(slip).findByRole('status')).toHaveTextContent(
      '1 bet placed on draw #20261123-0001 for 81.00.',
    );
    const posted = api.mock.calls.find(
      ([u, init]) => String(u).includes('/lgw/lottery/bets') && init?.method === 'POST',
    );
    const body = JSON.parse(String(posted?.[1]?.body));
    expect(body).toMatchObject({
      gameCode: 'vnfast-45s',
      drawId: 11,
      bets: [{ betType: 'lo2', numbers: ['07', '39', '82'], stake: '27.00' }],
    });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(within(slip).queryAllByRole('listitem')).toHaveLength(0);

    // My bets and the results board.
    const mine = screen.getByRole('region', { name: /^My bets/ });
    expect(await within(mine).findByTestId('lottery-my-bet-payout')).toHaveTextContent('+950.00');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(await within(results).findAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses wrong counts and typed numbers with the rule, and a closed draw', async () => {
    const user = userEvent.setup();
    signIn();
    stubGame(FAST);
    renderAt('/vnLottery?gameCode=vnfast-45s&playType=xien2', <VnLotteryPage />);
    await screen.findByRole('tablist', { name: 'Bet type' });
    expect(screen.getByRole('tab', { name: 'Xiên 2' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Or type 2-digit numbers'), '7 123');
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('These are not 2-digit numbers: 7, 123');
    await user.click(gridNumber('12'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 2 to 2 numbers');
    expect(screen.getByText('Your bet slip is empty. Choose numbers and add them here.')).toBeInTheDocument();
    await user.clear(stakeBox());
    await user.type(stakeBox(), '5000');
    expect(stakeBox()).toHaveAccessibleDescription('The largest stake is 1,000.00');
    expect(screen.getByRole('button', { name: 'Add to bet slip' })).toBeDisabled();
  });

  it('says betting is closed when the server refuses the draw', async () => {
    const user = userEvent.setup();
    signIn();
    stubGame(FAST, VN_BET_TYPES, {
      '/lgw/lottery/bets': (_u: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? failure('LOTTERY_DRAW_CLOSED', 'Betting is closed for this draw', 409)
          : { list: [], pageNo: 1, totalPages: 1 },
    });
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);
    await user.click(await findGridNumber('07'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    await user.click(screen.getByRole('button', { name: /^Confirm bets for #/ }));
    await waitFor(() =>
      expect(useAlertStore.getState().queue.map((a) => a.message)).toEqual([
        'Betting is closed for this draw',
      ]),
    );
    expect(within(slipRegion()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('disables confirming once the draw is no longer on sale', async () => {
    const user = userEvent.setup();
    signIn();
    stubGame({ ...FAST, isSale: false });
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);
    await user.click(await findGridNumber('07'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    expect(screen.getByRole('button', { name: 'Betting closed' })).toBeDisabled();
  });

  it('asks a visitor to log in before confirming', async () => {
    const user = userEvent.setup();
    const api = stubGame(FAST);
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);
    await user.click(await findGridNumber('07'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    await user.click(screen.getByRole('button', { name: /^Confirm bets for #/ }));
    expect(useAuthModal.getState().view).toMatchObject({ kind: 'login' });
    expect(bodyOf(api, '/lgw/lottery/bets')).toBeUndefined();
  });

  it('verifies an RNG draw in the browser, and flags a result that does not match its seed', async () => {
    const user = userEvent.setup();
    const tampered = rngDraw(false, { drawId: 78, numero: '20261123-0002' });
    tampered.winningNumber = (tampered.winningNumber ?? '').replace(/^\d/, (d) =>
      String((Number(d) + 1) % 10),
    );
    stubGame(FAST, VN_BET_TYPES, {
      '/lgw/lottery/draws': { list: [rngDraw(false), tampered], pageNo: 1, totalPages: 1 },
    });
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);
    const rows = await within(await screen.findByRole('region', { name: 'Results' })).findAllByRole(
      'listitem',
    );
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('lottery-verify-verdict')).toHaveAttribute('data-fair', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Verify draw/ })).not.toBeInTheDocument(),
    );
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('lottery-verify-verdict')).toHaveAttribute('data-fair', 'false');
  });

  it('opens the station a region code stands for, and bets on that station', async () => {
    const user = userEvent.setup();
    signIn();
    const HUE = MENU[1] as (typeof MENU)[number];
    // The server answers a region's code (a catalog tile) with the station drawing next.
    const api = stubGame(HUE, VN_BET_TYPES, { '/lgw/lottery/games/vn-mt': gameDetail(HUE, VN_BET_TYPES) });
    const { router } = renderAt('/vnLottery?gameCode=vn-mt&playType=de', <VnLotteryPage />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Remark mt-hue');
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=mt-hue&playType=de'));
    expect(screen.getByTestId('lottery-betting-page')).toHaveAttribute('data-game', 'mt-hue');
    expect(screen.getByRole('tab', { name: 'Đề' })).toHaveAttribute('aria-selected', 'true');

    await user.click(gridNumber('29'));
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    await user.click(screen.getByRole('button', { name: /^Confirm bets for #/ }));
    await within(slipRegion()).findByRole('status');
    const posted = api.mock.calls.find(
      ([u, init]) => String(u).includes('/lgw/lottery/bets') && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ gameCode: 'mt-hue' });
  });

  it('shows an error with a retry when the game cannot be loaded', async () => {
    stubGame(FAST, VN_BET_TYPES, {
      '/lgw/lottery/games/vnfast-45s': failure('LOTTERY_GAME_NOT_FOUND', 'nope', 404),
    });
    renderAt('/vnLottery?gameCode=vnfast-45s', <VnLotteryPage />);
    expect(
      await screen.findByRole('heading', { name: 'This lottery is not available.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('keno betting page (/lottery)', () => {
  it('picks spots on the keno grid with the paytable, adds a side bet, and confirms both', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubGame(KENO, KENO_BET_TYPES);
    const view = renderAt('/lottery?gameCode=keno&playType=spots', <LotteryPage />);
    expect(await screen.findByRole('tablist', { name: 'Bet type' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Numbers' })).getAllByRole('button')).toHaveLength(80);
    expect(screen.getByTestId('keno-paytable')).toHaveTextContent('Paytable for 1 number1 hit ×3.8');
    for (const n of ['3', '17', '80']) await user.click(gridNumber(n));
    expect(screen.getByTestId('keno-paytable')).toHaveTextContent(
      'Paytable for 3 numbers3 hits ×42.52 hits ×2.6',
    );
    // Three spots at 10.00: up to 42.5× = 425.00.
    expect(screen.getByTestId('lottery-preview-win')).toHaveTextContent('425.00');
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));

    await user.click(screen.getByRole('tab', { name: 'Big / Small' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('playType=bigSmall'));
    await user.click(screen.getByRole('button', { name: /^Small/ }));
    expect(screen.getByTestId('lottery-preview-win')).toHaveTextContent('19.50');
    await user.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    expect(within(slipRegion()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('lottery-slip-total')).toHaveTextContent('20.00');
    await user.click(screen.getByRole('button', { name: /^Confirm bets for #/ }));
    await waitFor(() => expect(callsTo(api, '/lgw/lottery/bets')).toBeGreaterThanOrEqual(2));
    const posted = api.mock.calls.find(
      ([u, init]) => String(u).includes('/lgw/lottery/bets') && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({
      gameCode: 'keno',
      bets: [
        { betType: 'spots', numbers: ['3', '17', '80'], stake: '10.00' },
        { betType: 'small', numbers: [], stake: '10.00' },
      ],
    });
  });

  it('verifies a keno draw in the browser', async () => {
    const user = userEvent.setup();
    stubGame(KENO, KENO_BET_TYPES);
    renderAt('/lottery?gameCode=keno', <LotteryPage />);
    const row = await within(await screen.findByRole('region', { name: 'Results' })).findByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('lottery-verify-verdict')).toHaveAttribute('data-fair', 'true');
  });
});
