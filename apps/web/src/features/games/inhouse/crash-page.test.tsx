import { hashServerSeed } from '@pf/shared';
import {
  type CrashBetView,
  type CrashRoundView,
  type CrashStateValue,
  crashPointOf,
} from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, failure, stubApi } from '@/test/fetch-stub';
import { renderGame } from './originals.test-kit';
import { CrashPage } from './pages/crash-page';

const SALT = '5a17c0ffee5a17c0ffee5a17c0ffee00';
/** A chain of eight links: LINKS[0] is the terminal hash, round k reveals LINKS[k]. */
const LINKS = (() => {
  const links = [hashServerSeed('crash page test: last link')];
  for (let i = 0; i < 8; i++) links.unshift(hashServerSeed(links[0] as string));
  return links;
})();

function crashed(k: number, over: Partial<CrashRoundView> = {}): CrashRoundView {
  return {
    roundId: String(100 + k),
    phase: 'crashed',
    startAt: '2026-11-25T08:00:00.000Z',
    crashedAt: '2026-11-25T08:00:10.000Z',
    crashPoint: crashPointOf(LINKS[k] as string, SALT, k),
    hash: LINKS[k] as string,
    previousHash: LINKS[k - 1] as string,
    chainIndex: k,
    terminalHash: LINKS[0] as string,
    salt: SALT,
    ...over,
  };
}

/** The state of a live round starting `startsInMs` from now (negative: running for that long). */
function state(
  startsInMs: number,
  bets: CrashBetView[] = [],
  history = [crashed(7), crashed(6)],
): CrashStateValue {
  const now = Date.now();
  return {
    serverNow: new Date(now).toISOString(),
    round: {
      ...crashed(8),
      roundId: '108',
      phase: startsInMs > 0 ? 'betting' : 'running',
      startAt: new Date(now + startsInMs).toISOString(),
      crashedAt: null,
      crashPoint: null,
      hash: null,
      previousHash: LINKS[7] as string,
    },
    bets,
    history,
    balance: '5000.00',
  };
}

const myBet = (over: Partial<CrashBetView> = {}): CrashBetView => ({
  betId: '55',
  player: 'de***01',
  stake: '100.00',
  autoCashOut: null,
  status: 'open',
  cashedOutAt: null,
  win: '0.00',
  mine: true,
  ...over,
});
const otherBet: CrashBetView = { ...myBet(), betId: '56', player: 'lu***ky', stake: '300.00', mine: false };

afterEach(() => vi.unstubAllGlobals());

describe('Crash page', () => {
  it('takes a bet with an auto cash-out in the betting phase and lists it among the round’s bets', async () => {
    const user = userEvent.setup();
    let current = state(5_000, [otherBet]);
    const api = stubApi({
      '/wps/inhouse/crash/state': () => current,
      '/wps/inhouse/crash/bet': () => {
        current = state(4_000, [myBet({ stake: '250.00', autoCashOut: 150 }), otherBet]);
        return {
          bet: myBet({ stake: '250.00', autoCashOut: 150 }),
          roundId: '108',
          balance: '4750.00',
          replayed: false,
        };
      },
    });
    renderGame('/inhouse/crash', CrashPage);
    expect(screen.getByRole('heading', { name: 'Crash' })).toBeInTheDocument();
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent(/Starts in [45] s/);
    const bets = screen.getByRole('table');
    expect(within(bets).getByText('lu***ky')).toBeInTheDocument();

    const stake = screen.getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '250');
    await user.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    const target = screen.getByLabelText('Auto cash-out multiplier');
    await user.clear(target);
    await user.type(target, '0.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a multiplier from 1.01 to 1,000,000');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    await user.clear(target);
    await user.type(target, '1.5');
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    await waitFor(() => expect(within(screen.getByRole('table')).getByText('You')).toBeInTheDocument());
    const body = bodyOf(api, '/wps/inhouse/crash/bet') as {
      requestId: string;
      stake: string;
      autoCashOut: number;
    };
    expect(body).toMatchObject({ stake: '250', autoCashOut: 150 });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByRole('button', { name: 'Bet placed — waiting for the start' })).toBeDisabled();
    expect(within(screen.getByRole('table')).getByText('Auto 1.50×')).toBeInTheDocument();
  });

  it('cashes out a running bet and shows the win; a refused bet says why', async () => {
    const user = userEvent.setup();
    // Running for 11.6 s: the curve is past 2.00×.
    let current = state(-11_600, [myBet()]);
    const api = stubApi({
      '/wps/inhouse/crash/state': () => current,
      '/wps/inhouse/crash/cashout': () => {
        const won = myBet({ status: 'won', cashedOutAt: 201, win: '201.00' });
        current = state(-11_700, [won]);
        return { bet: won, roundId: '108', balance: '5101.00', replayed: false };
      },
    });
    renderGame('/inhouse/crash', CrashPage);
    const cashOut = await screen.findByRole('button', { name: /^Cash out 2\d\d\.\d\d$/ });
    await user.click(cashOut);
    expect(bodyOf(api, '/wps/inhouse/crash/cashout')).toEqual({ betId: '55' });
    expect(await screen.findByTestId('crash-my-result')).toHaveTextContent(
      'Cashed out at 2.01× · You won 201.00',
    );

    expect(screen.getByTestId('crash-stage').querySelector('svg path')).not.toBeNull();

    // The next round opens (the page reads the state again); the bet comes too late.
    stubApi({
      '/wps/inhouse/crash/state': () => current,
      '/wps/inhouse/crash/bet': () => failure('CRASH_BETTING_CLOSED', 'closed', 409),
    });
    current = state(3_000, []);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled(), {
      timeout: 6_000,
    });
    current = state(-100, []);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bets are closed: wait for the next round');
  });

  it('verifies a past round in the browser from its hash and flags a changed crash point', async () => {
    const user = userEvent.setup();
    const honest = crashed(7);
    const forged = crashed(6, { crashPoint: (crashed(6).crashPoint as number) + 50 });
    stubApi({
      '/wps/inhouse/crash/state': () => state(5_000, [], [honest, forged]),
      '/wps/inhouse/crash/rounds/107': { round: honest, linkOk: true, crashPointOk: true },
      '/wps/inhouse/crash/rounds/106': { round: forged, linkOk: true, crashPointOk: false },
    });
    renderGame('/inhouse/crash', CrashPage);
    const points = await screen.findAllByTestId('crash-history-point');
    expect(points).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Verify round 107, crashed at/ }));
    const dialog = await screen.findByTestId('crash-verify-dialog');
    expect(await within(dialog).findByTestId('crash-verify-link')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('crash-verify-terminal')).toHaveAttribute('data-ok', 'true');
    expect(within(dialog).getByTestId('crash-verify-point')).toHaveAttribute('data-ok', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Verify round 106, crashed at/ }));
    const second = await screen.findByTestId('crash-verify-dialog');
    expect(await within(second).findByTestId('crash-verify-point')).toHaveAttribute('data-ok', 'false');
    expect(within(second).getByTestId('crash-verify-link')).toHaveAttribute('data-ok', 'true');
  });

  it('shows the multiplier alone, without the curve, to users who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubApi({ '/wps/inhouse/crash/state': () => state(-11_600, []) });
    renderGame('/inhouse/crash', CrashPage);
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent(/^2\.\d\d×$/);
    expect(screen.getByTestId('crash-stage').querySelector('svg')).toBeNull();
  });
});
