import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { alertText } from '@/test/member-fixtures';
import { LAZY, openWalletPage, resetCentre, signedInWallet } from '@/test/wallet-kit';

afterEach(resetCentre);

describe('my wallet', { timeout: 20_000 }, () => {
  const FUNDS = {
    currency: 'VND',
    sumBalance: '1500.00',
    wallets: [
      { vendor: 'MAIN', name: 'Main wallet', balance: '1000.00' },
      { vendor: 'PLL', name: 'Pearl Live', balance: '500.00' },
    ],
  };

  it('lists the wallets and moves money between main and a vendor, checking the amount first', async () => {
    const user = userEvent.setup();
    let funds = FUNDS;
    const mock = signedInWallet({
      '/wps/member/info/funds/consolidated': () => funds,
      '/wps/relay/GCS_merchantWallet': {
        isSingle: false,
        wallets: [{ vendor: 'PLL', name: 'Pearl Live' }],
      },
      '/wps/relay/GCS_walletTransfer': () => {
        funds = {
          ...FUNDS,
          wallets: [
            { vendor: 'MAIN', name: 'Main wallet', balance: '749.50' },
            { vendor: 'PLL', name: 'Pearl Live', balance: '750.50' },
          ],
        };
        return funds;
      },
    });
    const panel = await openWalletPage('transferFund');
    expect(await within(panel).findByTestId('consolidated-total', {}, LAZY)).toHaveTextContent('1,500.00');
    expect(within(panel).getByTestId('wallet-PLL')).toHaveTextContent('500.00');

    const amount = within(panel).getByTestId('wallet-transfer-amount');
    await user.type(amount, '1000.01');
    await user.click(within(panel).getByTestId('wallet-transfer-submit'));
    expect(callsTo(mock, '/wps/relay/GCS_walletTransfer')).toBe(0);

    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(within(panel).getByTestId('wallet-transfer-submit'));
    await screen.findByTestId('alert-dialog');
    expect(bodyOf(mock, '/wps/relay/GCS_walletTransfer')).toMatchObject({
      fromWallet: 'MAIN',
      toWallet: 'PLL',
      amount: '250.50',
    });
    await user.click(screen.getByTestId('alert-confirm'));
    await waitFor(() => expect(within(panel).getByTestId('wallet-PLL')).toHaveTextContent('750.50'));

    // The other way round: from the vendor back to main.
    await user.click(within(panel).getByTestId('wallet-transfer-swap'));
    await user.type(within(panel).getByTestId('wallet-transfer-amount'), '0.5');
    await user.click(within(panel).getByTestId('wallet-transfer-submit'));
    await screen.findByTestId('alert-dialog');
    expect(bodyOf(mock, '/wps/relay/GCS_walletTransfer', 1)).toMatchObject({
      fromWallet: 'PLL',
      toWallet: 'MAIN',
      amount: '0.50',
    });
  });
});

describe('transfer to upline', { timeout: 20_000 }, () => {
  it('checks the amount against the cash balance, shows a wrong password, then sends and confirms', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const mock = signedInWallet({
      '/wps/member/paymentPassword': { isSet: true },
      '/wps/cashier/transferUpline': () => {
        tries += 1;
        return tries === 1
          ? failure('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', 403, { attemptsLeft: 4 })
          : { upline: 'agent01', amount: '120.25', balance: '1234447.25' };
      },
    });
    const panel = await openWalletPage('transferUpline');
    const amount = await within(panel).findByTestId('upline-amount', {}, LAZY);
    const password = within(panel).getByTestId('upline-password');
    await user.type(amount, '1234567.51');
    await user.type(password, '123456');
    await user.click(within(panel).getByTestId('upline-submit'));
    expect(
      await within(panel).findByText('The amount is more than your available balance'),
    ).toBeInTheDocument();
    expect(callsTo(mock, '/wps/cashier/transferUpline')).toBe(0);

    await user.clear(amount);
    await user.type(amount, '120.25');
    await user.click(within(panel).getByTestId('upline-submit'));
    expect(await alertText()).toBe('The payment password is incorrect');
    await user.click(screen.getByTestId('alert-confirm'));
    // The password is cleared after a refusal; the amount stays.
    expect(password).toHaveValue('');
    expect(amount).toHaveValue('120.25');

    await user.type(password, '246810');
    await user.click(within(panel).getByTestId('upline-submit'));
    expect(await alertText()).toBe('The money has been sent to your upline.');
    expect(bodyOf(mock, '/wps/cashier/transferUpline', 1)).toMatchObject({
      amount: '120.25',
      paymentPassword: '246810',
    });
    expect(amount).toHaveValue('');
  });
});
