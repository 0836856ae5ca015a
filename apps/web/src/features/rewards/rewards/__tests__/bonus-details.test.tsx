import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { alertText } from '@/test/member-fixtures';
import {
  bankAccounts,
  LAZY,
  openWalletPage,
  resetCentre,
  signedInWallet,
  WITHDRAW_LIMITS,
  withdrawal,
} from '@/test/wallet-kit';

afterEach(resetCentre);

const grant = (over: Record<string, unknown>) => ({
  id: '1',
  promotionId: 7,
  kind: 'deposit_match',
  amount: '500.00',
  currency: 'VND',
  wageringRequired: '2500.00',
  wageringDone: '1000.00',
  progress: 40,
  status: 'active',
  maxBet: '50.00',
  grantedAt: '2026-03-20T09:00:00.000Z',
  expiresAt: '2026-03-27T09:00:00.000Z',
  closedAt: null,
  ...over,
});

const page = (list: unknown[], activeAmount = '0.00') => ({
  list,
  pageNo: 1,
  totalPages: list.length ? 1 : 0,
  total: list.length,
  activeAmount,
});

describe('bonus details (§2 bonusDetails)', { timeout: 20_000 }, () => {
  it('lists grants with their wagering progress, state and the active total; filters by state', async () => {
    const user = userEvent.setup();
    const released = grant({
      id: '2',
      kind: 'free_bet',
      status: 'released',
      progress: 100,
      closedAt: '2026-03-21T00:00:00.000Z',
    });
    const mock = signedInWallet({
      '/wps/bonus/details': (url: URL) =>
        url.searchParams.get('status') === 'released'
          ? page([released])
          : page(
              [
                grant({}),
                released,
                grant({
                  id: '3',
                  kind: 'cashback',
                  status: 'forfeited',
                  progress: 10,
                  closedAt: '2026-03-22T00:00:00.000Z',
                }),
                grant({ id: '4', kind: 'free_bet', status: 'used', closedAt: '2026-03-23T00:00:00.000Z' }),
                grant({ id: '5', kind: 'free_bet', maxBet: null }),
              ],
              '500.00',
            ),
    });
    const panel = await openWalletPage('bonusDetails');
    const rows = await within(panel).findAllByTestId('bonus-row', {}, LAZY);
    expect(rows).toHaveLength(5);
    const first = rows[0]!;
    expect(first).toHaveTextContent('Deposit match');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Wagering 1,000.00 / 2,500.00');
    expect(first).toHaveTextContent('Max bet 50.00');
    expect(within(first).getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(rows[1]).toHaveTextContent('Released');
    expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(rows[2]).toHaveTextContent('Forfeited');
    // A staked free bet is 'Used'; one still open can be played in the in-house Dice.
    expect(rows[3]).toHaveTextContent('Used');
    expect(within(rows[3]!).queryByRole('link', { name: 'Play it in Dice' })).toBeNull();
    expect(within(rows[4]!).getByRole('link', { name: 'Play it in Dice' })).toHaveAttribute(
      'href',
      '/inhouse/dice',
    );
    expect(within(rows[0]!).queryByRole('link', { name: 'Play it in Dice' })).toBeNull();
    expect(within(panel).getByTestId('bonus-active-total')).toHaveTextContent('Active bonus: 500.00');

    await user.click(within(panel).getByRole('tab', { name: 'Released' }));
    await waitFor(() => expect(within(panel).getAllByTestId('bonus-row')).toHaveLength(1));
    const asked = mock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
    expect(
      asked.some((u) => u.pathname === '/wps/bonus/details' && u.searchParams.get('status') === 'released'),
    ).toBe(true);
  });

  it('shows the empty state when the member has no bonus', async () => {
    signedInWallet({ '/wps/bonus/details': page([]) });
    const panel = await openWalletPage('bonusDetails');
    expect(await within(panel).findByText('No bonuses yet', {}, LAZY)).toBeInTheDocument();
    expect(within(panel).queryByTestId('bonus-active-total')).not.toBeInTheDocument();
  });
});

describe('withdrawal with an active bonus', { timeout: 20_000 }, () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) => {
    await user.type(within(panel).getByTestId('withdraw-amount'), '200');
    // The only saved account is picked already.
    expect(await within(panel).findByRole('radio', { name: 'Vietcombank 0071000123456' })).toBeChecked();
    await user.type(within(panel).getByTestId('withdraw-password'), '123456');
    await user.click(within(panel).getByTestId('withdraw-submit'));
  };

  it('shows the forfeit warning, sends nothing more on cancel, and resends with consent on confirm', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const mock = signedInWallet({
      '/wps/bonus/details': page([grant({ amount: '50.00' })], '50.00'),
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/bankAccounts': bankAccounts(),
      '/wps/cashier/withdrawals': { list: [], pageNo: 1, totalPages: 0, total: 0 },
      '/wps/cashier/withdraw': (_url: URL, init?: RequestInit) => {
        asked += 1;
        const body = JSON.parse(String(init?.body));
        if (!body.forfeitBonus) {
          return failure('BONUS_FORFEIT_REQUIRED', 'Withdrawing now forfeits your active bonus', 409, {
            activeBonus: '50.00',
            grants: 1,
          });
        }
        return withdrawal();
      },
    });
    const panel = await openWalletPage('withdraw');
    await within(panel).findByTestId('withdraw-form', {}, LAZY);
    expect(await within(panel).findByTestId('withdraw-bonus-notice')).toHaveTextContent(
      'You have an active bonus of 50.00. Withdrawing before its wagering is done forfeits it.',
    );
    await fill(user, panel);
    const dialog = await screen.findByTestId('bonus-forfeit-dialog');
    expect(dialog).toHaveTextContent('Forfeit your bonus?');
    expect(dialog).toHaveTextContent('You have an active bonus of 50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('bonus-forfeit-dialog')).not.toBeInTheDocument();
    expect(asked).toBe(1);

    await user.click(within(panel).getByTestId('withdraw-submit'));
    await user.click(
      within(await screen.findByTestId('bonus-forfeit-dialog')).getByTestId('bonus-forfeit-confirm'),
    );
    expect(await alertText()).toBe('Your withdrawal request has been sent for review.');
    expect(callsTo(mock, '/wps/cashier/withdraw')).toBe(3);
    expect(bodyOf(mock, '/wps/cashier/withdraw', 0)).not.toHaveProperty('forfeitBonus');
    expect(bodyOf(mock, '/wps/cashier/withdraw', 2)).toMatchObject({
      amount: '200.00',
      bankAccountId: '11',
      paymentPassword: '123456',
      forfeitBonus: true,
    });
  });
});
