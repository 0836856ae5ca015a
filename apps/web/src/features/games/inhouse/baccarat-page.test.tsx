import {
  baccaratHands,
  baccaratPayout,
  baccaratWinner,
  handTotal,
  inhouseOutcome,
  type RoundView,
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
import { BaccaratPage } from './pages/baccarat-page';

const dealt = (nonce: number, bets: unknown[], revealed = false): RoundView => ({
  ...originalRound({ game: 'baccarat', bet: { bets } }, nonce, revealed),
  outcome: inhouseOutcome(paramsAt(nonce), { game: 'baccarat' }),
});

describe('Baccarat page', () => {
  it('puts chips on the spots with undo, deals, and shows both hands as cards with the result', async () => {
    const user = userEvent.setup();
    const hands = baccaratHands(paramsAt(5));
    const bets = [
      { spot: 'banker' as const, stake: 150_00n },
      { spot: 'tie' as const, stake: 10_00n },
    ];
    const win = baccaratPayout(bets, hands);
    const wire = bets.map((b) => ({ spot: b.spot, stake: plain(b.stake) }));
    const played = { ...dealt(5, wire), stake: '160.00', win: plain(win) };
    const api = stubOneRound('/wps/inhouse/baccarat/deal', played, '5000.00');
    renderGame('/inhouse/baccarat', BaccaratPage);
    expect(screen.getByRole('heading', { name: 'Baccarat' })).toBeInTheDocument();
    expect(await screen.findByTestId('recall-empty')).toBeInTheDocument();
    expect(screen.getByTestId('baccarat-no-bets')).toBeInTheDocument();
    const deal = screen.getByRole('button', { name: 'Deal' });
    expect(deal).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Banker, pays 0\.95:1/ }));
    await user.click(screen.getByRole('radio', { name: '50' }));
    await user.click(screen.getByRole('button', { name: /^Banker, pays 0\.95:1/ }));
    await user.click(screen.getByRole('button', { name: /^Player, pays 1:1/ }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: /^Tie, pays 8:1/ }));
    expect(screen.getByRole('button', { name: 'Banker, pays 0.95:1, 150.00 on it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Player, pays 1:1, 0.00 on it' })).toBeInTheDocument();
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('160.00');
    await user.click(deal);

    const winner = baccaratWinner(hands);
    const [p, b] = [handTotal(hands.player), handTotal(hands.banker)];
    const text = {
      player: `Player wins ${p} to ${b}`,
      banker: `Banker wins ${b} to ${p}`,
      tie: `Tie at ${p}`,
    }[winner];
    await waitFor(() => expect(screen.getByTestId('baccarat-result')).toHaveTextContent(text));
    expect(screen.getByTestId('baccarat-result')).toHaveTextContent(
      win > 0n ? `You won ${displayAmount(plain(win))}` : 'No win this round',
    );
    // Every card is a drawn shape with a spoken name, none a text glyph.
    const player = screen.getByRole('region', { name: `Player hand, ${p} points` });
    const cards = within(player).getAllByRole('img');
    expect(cards.map((c) => Number(c.getAttribute('data-card')))).toEqual(hands.player);
    expect(cards[0]?.tagName.toLowerCase()).toBe('svg');
    expect(player.textContent).not.toMatch(/[\u2660-\u2667\u{1F0A0}-\u{1F0FF}]/u);
    expect(within(screen.getByTestId('baccarat-banker-hand')).getAllByRole('img')).toHaveLength(
      hands.banker.length,
    );
    const body = bodyOf(api, '/wps/inhouse/baccarat/deal') as { requestId: string; bets: unknown[] };
    expect(body.bets).toEqual(wire);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByTestId('recall-row')).toHaveTextContent(`Player ${p} · Banker ${b} · 2 bets`);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('baccarat-no-bets')).toBeInTheDocument();
  });

  it('verifies a recalled coup in the browser and flags changed cards', async () => {
    const bets = [{ spot: 'player', stake: '100.00' }];
    const honest = dealt(2, bets, true);
    const real = dealt(3, bets, true);
    const shown = real.outcome as { game: 'baccarat'; player: number[]; banker: number[] };
    const forged = {
      ...real,
      outcome: { ...shown, player: [(shown.player[0]! + 1) % 52, ...shown.player.slice(1)] },
    };
    await verifyHonestAndForged('/inhouse/baccarat', BaccaratPage, { honest, forged }, (dialog) => {
      const recomputed = within(within(dialog).getByTestId('verify-baccarat'));
      const expected = baccaratHands(paramsAt(2));
      expect(recomputed.getAllByRole('img').map((c) => Number(c.getAttribute('data-card')))).toEqual([
        ...expected.player,
        ...expected.banker,
      ]);
    });
  });
});
