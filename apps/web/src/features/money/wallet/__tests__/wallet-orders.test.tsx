import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo } from '@/test/fetch-stub';
import { alertText, pngFile } from '@/test/member-fixtures';
import {
  BANK_METHOD,
  bankAccounts,
  LAZY,
  openWalletPage,
  renderSignedIn,
  resetCentre,
  signedInWallet,
  WITHDRAW_LIMITS,
} from '@/test/wallet-kit';

afterEach(resetCentre);

describe('withdrawal confirmation (§4)', { timeout: 20_000 }, () => {
  const PAID = {
    orderNo: 'W20260325ABCDEFGH',
    amount: '150.00',
    currency: 'VND',
    status: 'paid',
    bankAccount: null,
    newAccount: false,
    createdAt: '2026-03-25T09:00:00.000Z',
    reviewedAt: '2026-03-25T09:10:00.000Z',
    reviewNote: null,
    paidAt: '2026-03-25T09:10:00.000Z',
    confirmBy: '2026-03-25T09:40:00.000Z',
    confirmation: null,
    paidAmount: null,
    confirmedAt: null,
  };

  it('disputes a paid withdrawal: part paid, amount below the order, proof image required', async () => {
    const user = userEvent.setup();
    let order: Record<string, unknown> = PAID;
    const mock = signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/bankAccounts': bankAccounts(),
      '/wps/cashier/withdrawals': () => ({ list: [order], pageNo: 1, totalPages: 1, total: 1 }),
      [`/wps/cashier/withdraw/${PAID.orderNo}/confirm`]: () => {
        order = { ...PAID, status: 'disputed', confirmation: 'partial', paidAmount: '50.00' };
        return order;
      },
    });
    const panel = await openWalletPage('withdraw');
    const row = await within(panel).findByTestId('withdrawal-row', {}, LAZY);
    await user.click(within(row).getByTestId('withdrawal-not-received'));
    const dialog = await screen.findByTestId('withdrawal-confirm-dialog');
    await user.click(within(dialog).getByTestId('dispute-partial'));

    // The whole amount is not a part of it.
    await user.type(within(dialog).getByTestId('dispute-paid-amount'), '150');
    await user.click(within(dialog).getByTestId('withdrawal-dispute-submit'));
    expect(callsTo(mock, `/wps/cashier/withdraw/${PAID.orderNo}/confirm`)).toBe(0);

    // No proof yet: told so, nothing sent.
    await user.clear(within(dialog).getByTestId('dispute-paid-amount'));
    await user.type(within(dialog).getByTestId('dispute-paid-amount'), '50');
    await user.click(within(dialog).getByTestId('withdrawal-dispute-submit'));
    expect(await alertText()).toBe('Please upload proof of what you received');
    await user.click(screen.getByTestId('alert-confirm'));
    expect(callsTo(mock, `/wps/cashier/withdraw/${PAID.orderNo}/confirm`)).toBe(0);

    const input = within(dialog).getByTestId('dispute-proof').querySelector('input[type="file"]');
    await user.upload(input as HTMLInputElement, pngFile('proof.png'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('dispute-proof')).toHaveAttribute('data-filled', 'true'),
    );
    await user.click(within(dialog).getByTestId('withdrawal-dispute-submit'));
    await screen.findByTestId('alert-dialog');
    const body = bodyOf(mock, `/wps/cashier/withdraw/${PAID.orderNo}/confirm`) as Record<string, unknown>;
    expect(body).toMatchObject({ received: false, partial: true, paidAmount: '50.00' });
    expect(String(body.proof)).toMatch(/^data:image\/png;base64,iVBOR/);
    await user.click(screen.getByTestId('alert-confirm'));
    await waitFor(() =>
      expect(within(panel).getByTestId('status-badge')).toHaveAttribute('data-status', 'disputed'),
    );
    expect(within(panel).queryByTestId('withdrawal-not-received')).not.toBeInTheDocument();
  });
});

describe('deposit return', { timeout: 20_000 }, () => {
  it('reopens the deposit page on the order the provider sent back, cancelled shown as not completed', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/deposit/methods': [BANK_METHOD],
      '/wps/cashier/deposit/D20260325CANCELLED': {
        orderNo: 'D20260325CANCELLED',
        amount: '500.00',
        status: 'failed',
        payUrl: null,
        createdAt: '2026-03-25T09:00:00.000Z',
        paidAt: null,
      },
    });
    const view = await renderSignedIn('/hot?member=depositv2&orderNo=D20260325CANCELLED&payment=cancelled');
    const panel = await screen.findByTestId('member-centre-dialog', {}, LAZY);
    expect(panel).toHaveAttribute('data-page', 'depositv2');
    const result = await within(panel).findByTestId('deposit-result', {}, LAZY);
    await waitFor(() => expect(result).toHaveAttribute('data-status', 'failed'));
    expect(result).toHaveTextContent('This deposit was not completed');
    // The address bar forgets the order, so a reload starts afresh.
    await waitFor(() => expect(view.router.state.location.search).not.toContain('orderNo'));
    await user.click(within(panel).getByTestId('deposit-again'));
    expect(await within(panel).findByTestId('deposit-amount')).toHaveValue('');
  });
});
