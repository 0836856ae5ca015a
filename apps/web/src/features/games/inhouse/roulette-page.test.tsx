import {
  inhouseOutcome,
  type RoundView,
  rouletteColour,
  roulettePayout,
  roulettePocket,
} from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub';
import { displayAmount, plain } from './model/money';
import {
  originalRound,
  paramsAt,
  renderGame,
  stubOneRound,
  verifyHonestAndForged,
} from './originals.test-kit';
import { RoulettePage } from './pages/roulette-page';

const spun = (nonce: number, bets: unknown[], revealed = false): RoundView => ({
  ...originalRound({ game: 'roulette', bet: { bets } }, nonce, revealed),
  outcome: inhouseOutcome(paramsAt(nonce), { game: 'roulette' }),
});

describe('Roulette page', () => {
  it('builds a table of chips with undo, refuses a split that is not on the layout, and spins it', async () => {
    const user = userEvent.setup();
    const pocket = roulettePocket(paramsAt(4));
    const bets = [
      { type: 'straight' as const, numbers: [17], stake: 10_000n },
      { type: 'split' as const, numbers: [17, 20], stake: 10_000n },
      { type: 'red' as const, stake: 10_000n },
    ];
    const win = roulettePayout(bets, pocket);
    const wire = bets.map((b) => ({ ...b, stake: plain(b.stake) }));
    const played = { ...spun(4, wire), stake: '300.00', win: plain(win) };
    const api = stubOneRound('/wps/inhouse/roulette/spin', played, '5000.00');
    renderGame('/inhouse/roulette', RoulettePage);
    expect(screen.getByRole('heading', { name: 'European Roulette' })).toBeInTheDocument();
    expect(await screen.findByTestId('recall-empty')).toBeInTheDocument();
    const spin = screen.getByRole('button', { name: 'Spin' });
    expect(spin).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Number 17' }));
    await user.click(screen.getByRole('tab', { name: 'Split' }));
    // 3 and 4 end and start two rows: not a split on the table.
    await user.click(screen.getByRole('button', { name: 'Number 3' }));
    expect(screen.getByRole('button', { name: 'Number 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Number 4' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a Split on the table');
    await user.click(screen.getByRole('button', { name: 'Number 20' }));
    await user.click(screen.getByRole('button', { name: 'Number 17' }));
    await user.click(screen.getByRole('button', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Red' }));

    const list = within(screen.getByTestId('roulette-bets'));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Straight 1735:1 · 100.00',
      'Split 17–2017:1 · 100.00',
      'Red1:1 · 100.00',
    ]);
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('300.00');
    await user.click(spin);

    const colour = { green: 'green', red: 'red', black: 'black' }[rouletteColour(pocket)];
    await waitFor(() =>
      expect(screen.getByTestId('roulette-result')).toHaveTextContent(`Pocket ${pocket} ${colour}`),
    );
    expect(screen.getByTestId('roulette-result')).toHaveTextContent(
      win > 0n ? `You won ${displayAmount(plain(win))}` : 'No win this round',
    );
    expect(screen.getByTestId('roulette-pocket')).toHaveAttribute('data-pocket', String(pocket));
    const body = bodyOf(api, '/wps/inhouse/roulette/spin') as { requestId: string; bets: unknown[] };
    expect(body.bets).toEqual(wire);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByTestId('recall-row')).toHaveTextContent(`Pocket ${pocket} ${colour} · 3 bets`);
    // The chips stay for the next spin until cleared.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('roulette-no-bets')).toBeInTheDocument();
  });

  it('verifies a recalled spin in the browser and flags a changed pocket', async () => {
    const bets = [{ type: 'odd', stake: '100.00' }];
    const honest = spun(2, bets, true);
    const shown = roulettePocket(paramsAt(3));
    const forged = {
      ...spun(3, bets, true),
      outcome: { game: 'roulette' as const, pocket: (shown + 1) % 37 },
    };
    await verifyHonestAndForged('/inhouse/roulette', RoulettePage, { honest, forged }, (dialog) => {
      expect(within(dialog).getByTestId('verify-roulette')).toHaveAttribute(
        'data-pocket',
        String(roulettePocket(paramsAt(2))),
      );
    });
  });
});
