import { hashServerSeed } from '@pf/shared';
import { type InhouseRoundKind, inhouseOutcome, type RoundView, slotStops } from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { vndWhitelabel } from '@/test/fixtures';
import { renderGame, stubOneRound, stubRefusedPlay } from './originals.test-kit';
import { DicePage } from './pages/dice-page';
import { MinesPage } from './pages/mines-page';
import { SlotPage } from './pages/slot-page';

const SERVER_SEED = 'c0ffee'.padEnd(64, '0');
const HASH = hashServerSeed(SERVER_SEED);
const NEXT_HASH = 'ab'.repeat(32);
const SEED = { serverSeedHash: HASH, nextServerSeedHash: NEXT_HASH, clientSeed: 'player-seed', nonce: 4 };

/** The rotate answer: the test seed revealed, and a new one under `clientSeed` from nonce 0. */
const rotatedTo = (clientSeed: string) => ({
  previous: { serverSeed: SERVER_SEED, serverSeedHash: HASH, clientSeed: 'player-seed', rounds: 4 },
  current: { serverSeedHash: NEXT_HASH, nextServerSeedHash: 'cd'.repeat(32), clientSeed, nonce: 0 },
});

/** A round as the server sends it, its outcome computed from the test seeds. */
function makeRound(
  over: Partial<RoundView> & Pick<RoundView, 'game'>,
  nonce = 4,
  revealed = false,
): RoundView {
  const params = { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce };
  const kind: InhouseRoundKind =
    over.game === 'mines'
      ? { game: 'mines', mines: Number(over.bet?.mines ?? 3) }
      : over.game === 'plinko'
        ? { game: 'plinko', rows: Number(over.bet?.rows ?? 8) as 8 }
        : { game: over.game };
  return {
    roundId: String(100 + nonce),
    status: 'settled',
    stake: '100.00',
    win: '0.00',
    balanceBefore: '5000.00',
    balanceAfter: '4900.00',
    bet: {},
    outcome: inhouseOutcome(params, kind),
    revealed: [],
    multiplierBp: 0,
    fairness: {
      serverSeedHash: HASH,
      clientSeed: 'player-seed',
      nonce,
      serverSeed: revealed ? SERVER_SEED : null,
    },
    createdAt: '2026-11-23T09:00:00.000Z',
    settledAt: '2026-11-23T09:00:00.000Z',
    ...over,
  };
}

describe("in-house stakes sized for the brand's currency", () => {
  it("starts the stake box at the currency's default stake, within its limits", async () => {
    stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [] } });
    renderGame('/inhouse/dice', DicePage, 'real', vndWhitelabel());
    expect(await screen.findByLabelText('Stake')).toHaveValue('10000.00');
    expect(screen.getByText('Stake 100.00 – 1,000,000.00')).toBeInTheDocument();
  });

  it('starts at the stake the brand set over its currency', async () => {
    stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [] } });
    const brand = vndWhitelabel();
    brand.money.inhouse = { ...brand.money.inhouse, defaultStake: '20000.00', max: '5000000.00' };
    renderGame('/inhouse/dice', DicePage, 'real', brand);
    expect(await screen.findByLabelText('Stake')).toHaveValue('20000.00');
    expect(screen.getByText('Stake 100.00 – 5,000,000.00')).toBeInTheDocument();
  });
});

describe('in-house game pages: gate', () => {
  it('asks a visitor to log in and loads nothing of the game', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderGame('/inhouse/fortune-reels', SlotPage, 'visitor');
    expect(screen.getByRole('heading', { name: 'Fortune Reels' })).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('inhouse-gate-login')).getByRole('button', { name: 'Log in' }),
    );
    expect(useAuthModal.getState().view).toMatchObject({ kind: 'login' });
    expect(screen.queryByTestId('slot-spin')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('tells a demo account to register first', () => {
    const api = stubApi({});
    renderGame('/inhouse/dice', DicePage, 'demo');
    expect(screen.getByTestId('inhouse-gate-demo')).toHaveTextContent('Please register an account first');
    expect(screen.queryByTestId('dice-roll')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('Fortune Reels page', () => {
  it('shows the committed hash, spins with a request id and shows the reels and the win', async () => {
    const user = userEvent.setup();
    const played = makeRound({ game: 'slot', stake: '200.00', win: '120.00', bet: { lineBet: '10.00' } });
    const api = stubOneRound('/wps/inhouse/slot/spin', played, '4920.00', SEED);
    renderGame('/inhouse/fortune-reels', SlotPage);
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent(HASH);
    expect(screen.getByTestId('seed-nonce')).toHaveTextContent('4');
    expect(await screen.findByTestId('recall-empty')).toBeInTheDocument();

    const lineBet = screen.getByTestId('slot-line-bet');
    await user.clear(lineBet);
    await user.type(lineBet, '10');
    expect(screen.getByTestId('slot-total')).toHaveTextContent('200.00');
    await user.click(screen.getByTestId('slot-spin'));

    await waitFor(() =>
      expect(screen.getByTestId('slot-grid')).toHaveAttribute(
        'data-stops',
        slotStops({ serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 4 }).join(','),
      ),
    );
    expect(screen.getByTestId('slot-result')).toHaveTextContent('You won 120.00');
    expect(screen.getByTestId('slot-result')).toHaveTextContent('Balance 4,920.00');
    // Fifteen drawn symbols, each named for screen readers; no text characters stand in for them.
    const faces = within(screen.getByTestId('slot-grid')).getAllByRole('img');
    expect(faces).toHaveLength(15);
    for (const face of faces) {
      expect(face).toHaveAccessibleName(/^(Wild|Scatter|Seven|Bar|Bell|Grapes|Orange|Lemon|Cherry)$/);
      expect(face.querySelector('svg path, svg circle, svg rect')).not.toBeNull();
      expect(face.textContent).toBe('');
    }
    const body = bodyOf(api, '/wps/inhouse/slot/spin') as { requestId: string; lineBet: string };
    expect(body.lineBet).toBe('10');
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The recall list and the seed (next nonce) are asked again.
    expect(await screen.findByTestId('recall-row')).toHaveTextContent('4,900.00');
    expect(callsTo(api, '/wps/inhouse/seed')).toBe(2);
  });

  it('blocks a stake outside the limits and shows the server refusal in words', async () => {
    const user = userEvent.setup();
    stubRefusedPlay('/wps/inhouse/slot/spin', SEED);
    renderGame('/inhouse/fortune-reels', SlotPage);
    const lineBet = screen.getByTestId('slot-line-bet');
    await user.clear(lineBet);
    await user.type(lineBet, '1');
    expect(screen.getByRole('alert')).toHaveTextContent('Stake must be between 5.00 and 50,000.00');
    expect(screen.getByTestId('slot-spin')).toBeDisabled();
    await user.clear(lineBet);
    await user.type(lineBet, '1.234');
    expect(screen.getByRole('alert')).toHaveTextContent('at most two decimals');
    await user.clear(lineBet);
    await user.type(lineBet, '50');
    await user.click(screen.getByTestId('slot-spin'));
    expect(await screen.findByTestId('inhouse-error')).toHaveTextContent('Insufficient balance');
  });

  it('sends the same request id again after a lost answer, a new one after an answer', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const played = makeRound({ game: 'slot', bet: { lineBet: '5.00' } });
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/slot/spin': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('connection reset');
        return { round: played, balance: '4900.00', replayed: calls === 2 };
      },
    });
    renderGame('/inhouse/fortune-reels', SlotPage);
    await user.click(screen.getByTestId('slot-spin'));
    expect(await screen.findByTestId('inhouse-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('slot-spin'));
    await screen.findByText('No win this round');
    await user.click(screen.getByTestId('slot-spin'));
    await waitFor(() => expect(calls).toBe(3));
    const ids = [0, 1, 2].map(
      (n) => (bodyOf(api, '/wps/inhouse/slot/spin', n) as { requestId: string }).requestId,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('verifies a recalled round in the browser once its seed is revealed, and flags a tampered one', async () => {
    const user = userEvent.setup();
    const honest = makeRound({ game: 'slot', bet: { lineBet: '5.00' } }, 2, true);
    const tampered = {
      ...makeRound({ game: 'slot', bet: { lineBet: '5.00' } }, 3, true),
      outcome: { game: 'slot' as const, stops: [0, 0, 0, 0, 0] },
    };
    const secret = makeRound({ game: 'slot', bet: { lineBet: '5.00' } }, 4, false);
    stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [secret, tampered, honest] } });
    renderGame('/inhouse/fortune-reels', SlotPage);
    const rows = await screen.findAllByTestId('recall-row');
    expect(rows).toHaveLength(3);

    await user.click(within(rows[2]!).getByTestId('recall-verify'));
    const dialog = await screen.findByTestId('verify-dialog');
    expect(within(dialog).getByTestId('verify-server-seed')).toHaveTextContent(SERVER_SEED);
    expect(within(dialog).getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('verify-slot')).toHaveAttribute(
      'data-stops',
      slotStops({ serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 2 }).join(','),
    );
    await user.keyboard('{Escape}');

    await user.click(within(rows[1]!).getByTestId('recall-verify'));
    expect(within(await screen.findByTestId('verify-dialog')).getByTestId('verify-outcome')).toHaveAttribute(
      'data-ok',
      'false',
    );
    await user.keyboard('{Escape}');

    await user.click(within(rows[0]!).getByTestId('recall-verify'));
    expect(await screen.findByTestId('verify-pending')).toHaveTextContent('Rotate your seed');
  });

  it('rotates the seed with a new client seed and shows the revealed server seed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/seed/rotate': rotatedTo('lucky-7'),
    });
    renderGame('/inhouse/fortune-reels', SlotPage);
    await screen.findByTestId('seed-hash');
    await user.type(screen.getByTestId('client-seed-input'), 'bad seed');
    expect(screen.getByTestId('rotate-seed')).toBeDisabled();
    await user.clear(screen.getByTestId('client-seed-input'));
    await user.type(screen.getByTestId('client-seed-input'), 'lucky-7');
    await user.click(screen.getByTestId('rotate-seed'));
    expect(await screen.findByTestId('seed-previous')).toHaveTextContent(SERVER_SEED);
    expect(bodyOf(api, '/wps/inhouse/seed/rotate')).toEqual({ clientSeed: 'lucky-7' });
    expect(screen.getByTestId('seed-client')).toHaveTextContent('lucky-7');
    expect(screen.getByTestId('seed-nonce')).toHaveTextContent('0');
  });
});

describe('seed choice in the browser', () => {
  it('offers a random client seed the player can edit or redraw, and shows the committed next seed', async () => {
    const user = userEvent.setup();
    const firstQueries: (string | null)[] = [];
    const api = stubApi({
      '/wps/inhouse/seed': (url: URL) => {
        firstQueries.push(url.searchParams.get('clientSeed'));
        return SEED;
      },
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/seed/rotate': rotatedTo('x'),
    });
    renderGame('/inhouse/fortune-reels', SlotPage);
    // The first pair may take a client seed drawn in this browser.
    await waitFor(() => expect(firstQueries[0]).toMatch(/^[0-9a-f]{16}$/));
    expect(await screen.findByText(NEXT_HASH)).toBeInTheDocument();
    expect(screen.getByText('Next server seed hash (used after rotating)')).toBeInTheDocument();

    const input = screen.getByLabelText('Client seed for the next pair') as HTMLInputElement;
    const drawn = input.value;
    expect(drawn).toMatch(/^[0-9a-f]{16}$/);
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect(input.value).toMatch(/^[0-9a-f]{16}$/);
    expect(input.value).not.toBe(drawn);

    // Left as drawn, the random seed is what the rotation sends.
    const random = input.value;
    await user.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByText(SERVER_SEED)).toBeInTheDocument();
    expect(bodyOf(api, '/wps/inhouse/seed/rotate')).toEqual({ clientSeed: random });
    // A fresh one is ready for the next rotation; an edited one is sent as typed.
    expect(input.value).not.toBe(random);
    await user.clear(input);
    expect(screen.getByRole('button', { name: 'Rotate seed' })).toBeDisabled();
    await user.type(input, 'my-own-words');
    await user.click(screen.getByRole('button', { name: 'Rotate seed' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/inhouse/seed/rotate', 1)).toEqual({ clientSeed: 'my-own-words' }),
    );
  });
});

describe('Dice page', () => {
  it('prices the chosen target and rolls it', async () => {
    const user = userEvent.setup();
    const played = makeRound({
      game: 'dice',
      bet: { direction: 'over', target: 5000 },
      stake: '100.00',
      win: '198.03',
    });
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/dice/roll': { round: played, balance: '5098.03', replayed: false },
    });
    renderGame('/inhouse/dice', DicePage);
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.98×');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('50.00%');
    await user.click(screen.getByTestId('dice-over'));
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('49.99%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9803×');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('198.03');
    await user.click(screen.getByTestId('dice-roll'));
    const roll = (played.outcome as { roll: number }).roll;
    expect(await screen.findByTestId('dice-roll-marker')).toHaveTextContent(
      (roll / 100).toFixed(2).padStart(5, '0'),
    );
    expect(bodyOf(api, '/wps/inhouse/dice/roll')).toMatchObject({
      stake: '100.00',
      direction: 'over',
      target: 5000,
    });
  });
});

describe('Mines page', () => {
  it('resumes an open board, opens a tile, cashes out and shows the mines', async () => {
    const user = userEvent.setup();
    const settledRound = makeRound({
      game: 'mines',
      bet: { mines: 3 },
      revealed: [],
      stake: '1000.00',
      win: '1125.00',
    });
    const mines = (settledRound.outcome as { mines: number[] }).mines;
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
    const open = {
      ...settledRound,
      status: 'open' as const,
      outcome: null,
      balanceAfter: null,
      win: '0.00',
      multiplierBp: 10_000,
    };
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/mines/open': { round: open },
      '/wps/inhouse/mines/reveal': {
        round: { ...open, revealed: [safe[0]] },
        balance: '4000.00',
        replayed: false,
      },
      '/wps/inhouse/mines/cashout': {
        round: { ...settledRound, revealed: [safe[0]] },
        balance: '5125.00',
        replayed: false,
      },
    });
    renderGame('/inhouse/mines', MinesPage);
    const tile = await screen.findByTestId(`mines-tile-${safe[0]}`);
    expect(screen.getByTestId('mines-cashout')).toBeDisabled();
    expect(screen.queryByTestId('mines-start')).not.toBeInTheDocument();
    await user.click(tile);
    await waitFor(() => expect(tile).toHaveAttribute('data-state', 'gem'));
    expect(bodyOf(api, '/wps/inhouse/mines/reveal')).toEqual({ roundId: open.roundId, tile: safe[0] });
    expect(screen.getByTestId('mines-cashout')).toHaveTextContent('1,125.00');
    await user.click(screen.getByTestId('mines-cashout'));
    expect(await screen.findByTestId('mines-result')).toHaveTextContent('Cashed out 1,125.00');
    for (const m of mines)
      expect(screen.getByTestId(`mines-tile-${m}`)).toHaveAttribute('data-state', 'mine');
    expect(screen.getByTestId('mines-start')).toBeEnabled();
  });

  it('starts a board with the chosen mine count', async () => {
    const user = userEvent.setup();
    const open = {
      ...makeRound({ game: 'mines', bet: { mines: 5 } }),
      status: 'open' as const,
      outcome: null,
      balanceAfter: null,
    };
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/inhouse/mines/open': { round: null },
      '/wps/inhouse/mines/start': { round: open, balance: '4900.00', replayed: false },
    });
    renderGame('/inhouse/mines', MinesPage);
    await user.selectOptions(await screen.findByTestId('mines-count'), '5');
    await user.click(screen.getByTestId('mines-start'));
    expect(await screen.findByTestId('mines-cashout')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/inhouse/mines/start')).toMatchObject({ stake: '100.00', mines: 5 });
    expect(screen.getByTestId('mines-tile-0')).toBeEnabled();
  });
});
