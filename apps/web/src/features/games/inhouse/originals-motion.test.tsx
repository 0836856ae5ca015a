import { inhouseOutcome, type RoundView } from '@pf/shared/inhouse/index';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { MinesBoard } from './components/mines-board';
import { hundredths } from './components/outcome-summary';
import { PlinkoBoard } from './components/plinko-board';
import { RoulettePocket } from './components/roulette-pocket';
import { HASH, paramsAt, renderGame, SEED } from './originals.test-kit';
import { DicePage } from './pages/dice-page';
import { LimboPage } from './pages/limbo-page';
import { SlotPage } from './pages/slot-page';

/** The player's motion setting as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Animation frames the test hands out itself, so an animation can be held mid-way or finished. */
function frameClock() {
  let queue: FrameRequestCallback[] = [];
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.push(callback);
    id += 1;
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return {
    /** Runs the waiting frames as if `ms` had passed since every animation began. */
    finish(ms = 60_000) {
      act(() => {
        const due = queue;
        queue = [];
        for (const callback of due) callback(performance.now() + ms);
      });
    },
  };
}

const diceRound: RoundView = {
  roundId: '301',
  game: 'dice',
  status: 'settled',
  stake: '100.00',
  win: '0.00',
  balanceBefore: '5000.00',
  balanceAfter: '4900.00',
  bet: { direction: 'under', target: 5000 },
  outcome: inhouseOutcome(paramsAt(4), { game: 'dice' }),
  revealed: [],
  multiplierBp: 0,
  fairness: { serverSeedHash: HASH, clientSeed: 'player-seed', nonce: 4, serverSeed: null },
  createdAt: '2026-11-24T09:00:00.000Z',
  settledAt: '2026-11-24T09:00:00.000Z',
};
const slotRound: RoundView = {
  ...diceRound,
  roundId: '302',
  game: 'slot',
  bet: { lineBet: '5.00' },
  outcome: inhouseOutcome(paramsAt(4), { game: 'slot' }),
};
const limboRound: RoundView = {
  ...diceRound,
  roundId: '303',
  win: '200.00',
  game: 'limbo',
  bet: { target: 200 },
  // A result well above 1.00×, so there is something to count up to.
  outcome: { game: 'limbo', result: 523 },
};
const roll = diceRound.outcome?.game === 'dice' ? diceRound.outcome.roll : 0;

/**
 * Opens the original at `path` and plays a round with its `button`, motion as the player asks;
 * answers the clock of the animation frames.
 */
async function playRound(path: string, Page: ComponentType, button: string, { reduceMotion = false }) {
  prefersReducedMotion(reduceMotion);
  const frames = frameClock();
  const user = userEvent.setup();
  renderGame(path, Page);
  await user.click(screen.getByRole('button', { name: button }));
  return frames;
}

function stubRounds() {
  stubApi({
    '/wps/inhouse/seed': SEED,
    '/wps/inhouse/rounds': { list: [] },
    '/wps/inhouse/dice/roll': { round: diceRound, balance: '4900.00', replayed: false },
    '/wps/inhouse/slot/spin': { round: slotRound, balance: '4900.00', replayed: false },
    '/wps/inhouse/limbo/play': { round: limboRound, balance: '4900.00', replayed: false },
  });
}

beforeEach(stubRounds);

describe('the originals animate their result without holding the answer back', () => {
  it('Fortune Reels: the reels roll while the result and balance are already announced', async () => {
    const frames = await playRound('/inhouse/fortune-reels', SlotPage, 'Spin', { reduceMotion: false });

    const grid = screen.getByTestId('slot-grid');
    await waitFor(() => expect(grid).toHaveAttribute('data-moving', 'true'));
    const result = screen.getByTestId('slot-result');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(result).toHaveTextContent(/No win this round|You won/);
    expect(result).toHaveTextContent('Balance 4,900.00');
    // The strip rolling past is decoration: screen readers meet the fifteen drawn symbols only.
    expect(within(grid).getAllByRole('img')).toHaveLength(15);
    expect(grid.querySelector('[style*="transform"]')).not.toBeNull();

    frames.finish();
    expect(grid).not.toHaveAttribute('data-moving');
    expect(grid.querySelector('[style*="transform"]')).toBeNull();
  });

  it('Fortune Reels: nothing moves for a player who asks for reduced motion', async () => {
    await playRound('/inhouse/fortune-reels', SlotPage, 'Spin', { reduceMotion: true });
    await screen.findByText('Balance 4,900.00');
    const grid = screen.getByTestId('slot-grid');
    expect(grid).toHaveAttribute('data-stops', (slotRound.outcome as { stops: number[] }).stops.join(','));
    expect(grid).not.toHaveAttribute('data-moving');
    expect(grid.querySelector('[style*="transform"]')).toBeNull();
    expect(grid.querySelector('[aria-hidden="true"] [role="img"]')).toBeNull();
  });

  it('Dice: the marker rolls up from 00.00 while the roll is already told in words', async () => {
    const frames = await playRound('/inhouse/dice', DicePage, 'Roll', { reduceMotion: false });

    const marker = await screen.findByTestId('dice-roll-marker');
    expect(marker).toHaveTextContent('00.00');
    expect(marker.parentElement).toHaveAttribute('data-moving', 'true');
    expect(screen.getByTestId('dice-result')).toHaveTextContent(`Rolled ${hundredths(roll)}`);

    frames.finish();
    expect(marker).toHaveTextContent(hundredths(roll));
    expect(marker.parentElement).not.toHaveAttribute('data-moving');
  });

  it('Dice: under reduced motion the marker sits on the roll at once', async () => {
    await playRound('/inhouse/dice', DicePage, 'Roll', { reduceMotion: true });
    const marker = await screen.findByTestId('dice-roll-marker');
    expect(marker).toHaveTextContent(hundredths(roll));
    expect(marker.parentElement).not.toHaveAttribute('data-moving');
  });

  it('Limbo: the figure counts up while the result line already names the final multiplier', async () => {
    const frames = await playRound('/inhouse/limbo', LimboPage, 'Bet', { reduceMotion: false });
    await waitFor(() => expect(screen.getByTestId('limbo-result')).toHaveTextContent('Result 5.23×'));
    expect(screen.getByTestId('limbo-result')).toHaveTextContent('You won');
    const figure = screen.getByTestId('limbo-result-value');
    expect(figure).toHaveAttribute('data-moving', 'true');
    expect(figure).toHaveTextContent('1.00×');
    frames.finish();
    expect(figure).not.toHaveAttribute('data-moving');
    expect(figure).toHaveTextContent('5.23×');
  });

  it('Limbo: under reduced motion the figure shows the result at once', async () => {
    await playRound('/inhouse/limbo', LimboPage, 'Bet', { reduceMotion: true });
    await waitFor(() => expect(screen.getByTestId('limbo-result')).toHaveTextContent('Result'));
    const figure = screen.getByTestId('limbo-result-value');
    expect(figure).not.toHaveAttribute('data-moving');
    expect(figure.querySelector('[style]')).toBeNull();
  });

  it('Mines: a shown tile turns over, and does not for reduced motion', () => {
    prefersReducedMotion(false);
    const { unmount } = render(<MinesBoard revealed={[3]} mines={null} animate testId="board" />);
    expect(screen.getByRole('button', { name: 'Tile 4: Gem' })).toHaveClass('inhouse-tile-flip');
    expect(screen.getByRole('button', { name: 'Tile 5: Hidden tile' })).not.toHaveClass('inhouse-tile-flip');
    unmount();

    prefersReducedMotion(true);
    render(<MinesBoard revealed={[3]} mines={[0, 1, 2]} animate testId="board" />);
    for (const tile of screen.getAllByRole('button')) {
      expect(tile).not.toHaveClass('inhouse-tile-flip');
      expect(tile).not.toHaveAttribute('style');
    }
  });

  it('Plinko and roulette: the ball travels, then rests; with reduced motion it rests at once', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1];
    prefersReducedMotion(false);
    const frames = frameClock();
    const { unmount } = render(
      <>
        <PlinkoBoard bet={{ rows: 8, risk: 'low' }} path={path} />
        <RoulettePocket pocket={17} motionKey="r1" testId="pocket" />
      </>,
    );
    expect(screen.getByTestId('plinko-board-ball')).toHaveAttribute('data-moving', 'true');
    expect(screen.getByTestId('pocket')).toHaveAttribute('data-moving', 'true');
    expect(
      screen
        .getByRole('list', { name: 'Multipliers, left edge to right edge' })
        .querySelector('[aria-current]'),
    ).toBeNull();
    frames.finish();
    expect(screen.getByTestId('plinko-board-ball')).not.toHaveAttribute('data-moving');
    expect(screen.getByTestId('pocket')).toHaveTextContent('17');
    unmount();

    prefersReducedMotion(true);
    render(
      <>
        <PlinkoBoard bet={{ rows: 8, risk: 'low' }} path={path} />
        <RoulettePocket pocket={17} motionKey="r2" testId="pocket" />
      </>,
    );
    expect(screen.getByTestId('plinko-board-ball')).not.toHaveAttribute('data-moving');
    expect(screen.getByTestId('pocket')).not.toHaveAttribute('data-moving');
    expect(screen.getByTestId('pocket')).toHaveTextContent('17');
    expect(screen.getByTestId('pocket').querySelector('[style]')).toBeNull();
  });
});
