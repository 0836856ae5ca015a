import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BALANCE, renderSignedIn, resetCentre, signedInWallet, WITHDRAW_LIMITS } from '@/test/wallet-kit';

afterEach(resetCentre);

describe('header balance', { timeout: 20_000 }, () => {
  it('shows updating while it refreshes, then the new balance with two decimals and separators', async () => {
    const user = userEvent.setup();
    let answer: (v: unknown) => void = () => {};
    let calls = 0;
    signedInWallet({
      '/wps/v2/wallets/balance': () => {
        calls += 1;
        if (calls === 1) return BALANCE;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    await renderSignedIn();
    const value = screen.getByTestId('header-balance-value');
    await waitFor(() => expect(value).toHaveTextContent('1,234,567.50'));
    await user.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(value).toHaveTextContent('Updating…'));
    answer({ ...BALANCE, sumBalance: '9876543.2' });
    await waitFor(() => expect(value).toHaveTextContent('9,876,543.20'));
    expect(calls).toBe(2);
  });
});

describe('avatar menu', { timeout: 20_000 }, () => {
  it('carries the withdraw shortcut the narrow header leaves out', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': { list: [], pageNo: 1, totalPages: 0, total: 0 },
    });
    await renderSignedIn();
    await user.click(screen.getByTestId('account-button'));
    await user.click(within(screen.getByTestId('account-menu')).getByTestId('account-item-withdraw'));
    expect(await screen.findByTestId('member-centre-dialog')).toHaveAttribute('data-page', 'withdraw');
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
  });
});
