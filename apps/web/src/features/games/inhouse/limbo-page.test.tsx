import { limboPayout, limboResult } from '@pf/shared/inhouse/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '@/test/fetch-stub';
import { displayHundredths } from './model/multiplier';
import {
  originalRound,
  paramsAt,
  renderGame,
  SEED,
  stubOneRound,
  verifyHonestAndForged,
} from './originals.test-kit';
import { LimboPage } from './pages/limbo-page';

describe('Limbo page', () => {
  it('prices a typed target, plays it with a request id and shows the result and the win', async () => {
    const user = userEvent.setup();
    const result = limboResult(paramsAt(4));
    // A target the seeds' result reaches, so the round wins.
    const target = Math.max(101, Math.min(result, 1_000));
    const win = limboPayout(target, result, 25_000n);
    const played = originalRound({
      game: 'limbo',
      bet: { target },
      stake: '250.00',
      win: (Number(win) / 100).toFixed(2),
    });
    const api = stubOneRound('/wps/inhouse/limbo/play', played, '5000.00');
    renderGame('/inhouse/limbo', LimboPage);
    expect(screen.getByRole('heading', { name: 'Limbo' })).toBeInTheDocument();
    expect(await screen.findByTestId('recall-empty')).toBeInTheDocument();

    const targetBox = screen.getByLabelText('Target multiplier');
    await user.clear(targetBox);
    await user.type(targetBox, '2');
    expect(screen.getByTestId('limbo-chance')).toHaveTextContent('49.5%');
    await user.clear(targetBox);
    await user.type(targetBox, (target / 100).toFixed(2));
    const stake = screen.getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '250');
    expect(screen.getByTestId('limbo-payout')).toHaveTextContent(displayHundredths(Number(win)));
    await user.click(screen.getByRole('button', { name: 'Bet' }));

    await waitFor(() =>
      expect(screen.getByTestId('limbo-result')).toHaveTextContent(`Result ${displayHundredths(result)}×`),
    );
    expect(screen.getByTestId('limbo-result')).toHaveTextContent(`You won ${displayHundredths(Number(win))}`);
    expect(screen.getByTestId('limbo-result-value')).toHaveAttribute('data-result', String(result));
    const body = bodyOf(api, '/wps/inhouse/limbo/play') as {
      requestId: string;
      target: number;
      stake: string;
    };
    expect(body).toMatchObject({ target, stake: '250' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByTestId('recall-row')).toHaveTextContent(
      `Target ${displayHundredths(target)}× · result ${displayHundredths(result)}×`,
    );
  });

  it('refuses a target outside 1.01 – 1,000,000 or with three decimals', async () => {
    const user = userEvent.setup();
    stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [] } });
    renderGame('/inhouse/limbo', LimboPage);
    const targetBox = screen.getByLabelText('Target multiplier');
    for (const bad of ['1', '1000000.01', '2.555', 'x']) {
      await user.clear(targetBox);
      await user.type(targetBox, bad);
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a target from 1.01 to 1,000,000');
      expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    }
    await user.clear(targetBox);
    await user.type(targetBox, '1000000');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('verifies a recalled round in the browser and flags a changed result', async () => {
    const honest = originalRound({ game: 'limbo', bet: { target: 200 } }, 2, true);
    const forged = {
      ...originalRound({ game: 'limbo', bet: { target: 200 } }, 3, true),
      outcome: { game: 'limbo' as const, result: 100_000_000 },
    };
    await verifyHonestAndForged('/inhouse/limbo', LimboPage, { honest, forged }, (dialog) => {
      expect(within(dialog).getByTestId('verify-limbo')).toHaveAttribute(
        'data-result',
        String(limboResult(paramsAt(2))),
      );
    });
  });
});
