import { inhouseOutcome } from '@pf/shared/inhouse/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, failure, stubApi } from '@/test/fetch-stub';
import { originalRound, paramsAt, renderGame, SEED } from './originals.test-kit';
import { DicePage } from './pages/dice-page';

const grant = (over: Record<string, unknown>) => ({
  id: '41',
  promotionId: 7,
  kind: 'free_bet',
  amount: '100.00',
  currency: 'VND',
  wageringRequired: '100.00',
  wageringDone: '0.00',
  progress: 0,
  status: 'active',
  maxBet: null,
  grantedAt: '2026-11-24T08:00:00.000Z',
  expiresAt: '2026-12-01T08:00:00.000Z',
  closedAt: null,
  ...over,
});

const details = (list: unknown[]) => ({
  list,
  pageNo: 1,
  totalPages: 1,
  total: list.length,
  activeAmount: '100.00',
});

describe('free bets on the dice page', () => {
  it('rolls once with a free-bet credit as the stake and shows the round as a free bet', async () => {
    const user = userEvent.setup();
    const played = {
      ...originalRound({ game: 'limbo', bet: {} }),
      outcome: inhouseOutcome(paramsAt(4), { game: 'dice' }),
      bet: { direction: 'under', target: 5000, freeBet: '41' },
    };
    let used = false;
    const api = stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/bonus/details': () => details(used ? [] : [grant({})]),
      '/wps/inhouse/free-bet/play': () => {
        used = true;
        return { round: played, balance: '5000.00', replayed: false };
      },
    });
    renderGame('/inhouse/dice', DicePage);
    const panel = await screen.findByRole('region', { name: 'Free bets' });
    expect(panel).toHaveTextContent('The whole credit is the stake');
    await user.click(screen.getByRole('button', { name: /Roll with free bet/ }));
    await waitFor(() => expect(screen.getByTestId('dice-result')).toHaveTextContent('Free bet round'));
    expect(bodyOf(api, '/wps/inhouse/free-bet/play')).toMatchObject({
      game: 'dice',
      grantId: '41',
      direction: 'under',
      target: 5000,
    });
    // The credit is used: the panel goes once the list is read again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Free bets' })).toBeNull());
  });

  it('shows nothing without a free-bet credit (other bonuses are not stakeable)', async () => {
    stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/bonus/details': details([grant({ kind: 'deposit_match' })]),
    });
    renderGame('/inhouse/dice', DicePage);
    expect(await screen.findByRole('button', { name: 'Roll' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Free bets' })).toBeNull();
  });

  it('says why a free bet was refused', async () => {
    const user = userEvent.setup();
    stubApi({
      '/wps/inhouse/seed': SEED,
      '/wps/inhouse/rounds': { list: [] },
      '/wps/bonus/details': details([grant({})]),
      '/wps/inhouse/free-bet/play': () => failure('BONUS_FREE_BET_UNAVAILABLE', 'used', 409),
    });
    renderGame('/inhouse/dice', DicePage);
    await user.click(await screen.findByRole('button', { name: /Roll with free bet/ }));
    expect(
      await screen.findByText('This free bet has been used, has expired or is not yours'),
    ).toBeInTheDocument();
  });
});
