import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub';
import {
  depositOrder,
  LAZY,
  openWalletPage,
  resetCentre,
  signedInWallet,
  VIETQR_METHOD,
} from '@/test/wallet-kit';

afterEach(resetCentre);

const METHODS = [
  { ...VIETQR_METHOD, currency: 'VND', rate: null },
  {
    id: '6',
    code: 'USDT',
    name: 'USDT (TRC-20)',
    provider: 'usdt',
    currency: 'USDT',
    rate: '25400.00',
    minAmount: '10.00',
    maxAmount: '50000.00',
  },
];

const ORDER_NO = 'D20260325USDTORDER2';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const order = (status: string, confirmations: number) =>
  depositOrder({
    orderNo: ORDER_NO,
    amount: '1270000.00',
    status,
    instructions: {
      kind: 'usdt',
      network: 'TRC20',
      token: 'USDT',
      address: ADDRESS,
      amount: '50.00',
      rate: '25400.00',
      credit: '1270000.00',
      confirmations,
      confirmationsRequired: 3,
      sandboxUrl: `/sandbox/chain/send?to=${ADDRESS}&amount=50000000`,
    },
    minutesToPay: 60,
  });

describe('deposit of USDT (TRC-20)', { timeout: 30_000 }, () => {
  it('takes the amount in USDT, shows what it credits, the address and the confirmations until paid', async () => {
    const user = userEvent.setup();
    let state = { status: 'pending', confirmations: 2 };
    const mock = signedInWallet({
      '/wps/cashier/deposit/methods': METHODS,
      '/wps/cashier/deposit': () => order('pending', 0),
      [`/wps/cashier/deposit/${ORDER_NO}`]: () => order(state.status, state.confirmations),
    });
    const panel = await openWalletPage('depositv2');
    const usdt = await within(panel).findByTestId('deposit-method-6', {}, LAZY);
    expect(usdt).toHaveTextContent('Limits 10.00 – 50,000.00 USDT');
    await user.click(usdt);
    expect(panel).toHaveTextContent('You will get your own USDT deposit address');
    const amount = within(panel).getByTestId('deposit-amount');
    expect(amount.parentElement).toHaveTextContent('USDT');
    expect(panel).toHaveTextContent('1 USDT = 25,400.00 VND');
    await user.type(amount, '50');
    expect(panel).toHaveTextContent('You receive 1,270,000.00 VND (1 USDT = 25,400.00 VND)');
    await user.click(within(panel).getByTestId('deposit-submit'));
    expect(bodyOf(mock, '/wps/cashier/deposit')).toMatchObject({ methodId: '6', amount: '50.00' });

    const transfer = await within(panel).findByTestId('usdt-transfer');
    expect(within(transfer).getByTestId('usdt-address')).toHaveTextContent(ADDRESS);
    expect(within(transfer).getByTestId('usdt-amount')).toHaveTextContent('50.00 USDT');
    expect(within(transfer).getByTestId('usdt-credit')).toHaveTextContent('1,270,000.00 VND');
    expect(transfer).toHaveTextContent('Send only USDT on the TRON network (TRC-20)');
    await waitFor(() =>
      expect(within(transfer).getByTestId('usdt-confirmations')).toHaveTextContent('2 of 3 confirmations'),
    );
    await user.click(within(transfer).getByRole('button', { name: 'Copy Amount to send' }));
    expect(await navigator.clipboard.readText()).toBe('50.00');

    state = { status: 'paid', confirmations: 3 };
    const result = await within(panel).findByTestId('deposit-result', {}, { timeout: 6000 });
    await waitFor(() => expect(result).toHaveAttribute('data-status', 'paid'));
  });
});
