import { buildVietQr } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub';
import {
  BANK_METHOD,
  depositOrder,
  LAZY,
  openWalletPage,
  resetCentre,
  signedInWallet,
  VIETQR_METHOD,
} from '@/test/wallet-kit';

afterEach(resetCentre);

const METHODS = [VIETQR_METHOD, BANK_METHOD];

const ORDER_NO = 'D20260325ABCDEFGHJK';
const QR = buildVietQr({ bin: '970436', accountNumber: '1023456789', amount: 500_000n, reference: ORDER_NO });

const order = (status: string) =>
  depositOrder({
    orderNo: ORDER_NO,
    amount: '500000.00',
    status,
    instructions: {
      kind: 'vietqr',
      bankCode: 'VCB',
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '1023456789',
      accountName: 'CONG TY TNHH GIAI TRI DEMO',
      amount: '500000.00',
      reference: ORDER_NO,
      qr: QR,
      sandboxUrl: `/sandbox/bank?qr=${encodeURIComponent(QR)}`,
    },
    minutesToPay: 15,
  });

describe('deposit by VietQR bank transfer', { timeout: 30_000 }, () => {
  it('shows the QR with the details to copy, and the credited deposit once the bank confirms', async () => {
    const user = userEvent.setup();
    let state = 'pending';
    const mock = signedInWallet({
      '/wps/cashier/deposit/methods': METHODS,
      '/wps/cashier/deposit': () => order('pending'),
      [`/wps/cashier/deposit/${ORDER_NO}`]: () => order(state),
    });
    const panel = await openWalletPage('depositv2');
    const vietqr = await within(panel).findByTestId('deposit-method-4', {}, LAZY);
    expect(vietqr).toHaveTextContent('Bank transfer (VietQR)');
    expect(panel).toHaveTextContent('You will get a VietQR code to scan with your banking app');
    await user.type(within(panel).getByTestId('deposit-amount'), '500000');
    await user.click(within(panel).getByTestId('deposit-submit'));
    expect(bodyOf(mock, '/wps/cashier/deposit')).toMatchObject({ methodId: '4', amount: '500000.00' });

    const transfer = await within(panel).findByTestId('vietqr-transfer');
    expect(
      within(transfer).getByRole('img', { name: 'VietQR code for a transfer to Vietcombank' }),
    ).toBeInTheDocument();
    expect(within(transfer).getByTestId('vietqr-account')).toHaveTextContent('1023456789');
    expect(within(transfer).getByTestId('vietqr-amount')).toHaveTextContent('500,000.00 VND');
    expect(within(transfer).getByTestId('vietqr-reference')).toHaveTextContent(ORDER_NO);
    expect(within(transfer).getByTestId('vietqr-deadline')).toHaveTextContent(/Pay within 1[45]:\d\d/);
    expect(within(panel).getByTestId('vietqr-sandbox')).toHaveAttribute(
      'href',
      order('pending').instructions?.sandboxUrl,
    );

    // The amount is copied as a banking app takes it: whole dong, no separators.
    await user.click(within(transfer).getByRole('button', { name: 'Copy Amount' }));
    expect(await navigator.clipboard.readText()).toBe('500000');
    await user.click(within(transfer).getByRole('button', { name: 'Copy Transfer message' }));
    expect(await navigator.clipboard.readText()).toBe(ORDER_NO);
    expect(within(transfer).getByRole('button', { name: 'Copy Transfer message' })).toHaveTextContent(
      'Copied',
    );

    state = 'paid';
    const result = await within(panel).findByTestId('deposit-result', {}, { timeout: 6000 });
    await waitFor(() => expect(result).toHaveAttribute('data-status', 'paid'));
    expect(result).toHaveTextContent('Deposit received');
    expect(within(panel).queryByTestId('vietqr-transfer')).toBeNull();
  });

  it('goes back to the methods when the member chooses another one', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/deposit/methods': METHODS,
      '/wps/cashier/deposit': () => order('pending'),
      [`/wps/cashier/deposit/${ORDER_NO}`]: () => order('pending'),
    });
    const panel = await openWalletPage('depositv2');
    await user.type(await within(panel).findByTestId('deposit-amount', {}, LAZY), '500000');
    await user.click(within(panel).getByTestId('deposit-submit'));
    await user.click(await within(panel).findByRole('button', { name: 'Choose another method' }));
    expect(await within(panel).findByTestId('deposit-method-1')).toBeInTheDocument();
    expect(screen.queryByTestId('vietqr-transfer')).toBeNull();
  });
});
