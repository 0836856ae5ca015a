import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { alertText, pngFile } from '@/test/member-fixtures';
import { BALANCE, LAZY, openCentre, renderSignedIn, resetCentre, signedInWallet } from './wallet-kit';

afterEach(resetCentre);

const row = (id: number, type: string, amount: string) => ({
  id: String(id),
  type,
  kind: type,
  wallet: 'MAIN',
  amount,
  reference: `REF-${id}`,
  createdAt: '2026-03-25T09:00:00.000Z',
});

describe('account record', { timeout: 20_000 }, () => {
  it('asks for today first, then the chosen period, type and page, with amounts signed and formatted', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    signedInWallet({
      '/wps/cashier/transactions': (url: URL) => {
        const p = url.searchParams;
        asked.push(`${p.get('period')} ${p.get('type') ?? '*'} ${p.get('pageNo')}`);
        if (p.get('type') === 'withdraw') {
          return { list: [row(9, 'withdraw', '-200.00')], pageNo: 1, totalPages: 1, total: 1 };
        }
        const pageNo = Number(p.get('pageNo'));
        return pageNo === 1
          ? {
              list: [row(2, 'deposit', '1234567.5'), row(1, 'bet', '-20.00')],
              pageNo,
              totalPages: 2,
              total: 12,
            }
          : { list: [row(3, 'win', '350.00')], pageNo, totalPages: 2, total: 12 };
      },
    });
    await renderSignedIn();
    const panel = await openCentre('transactionHistory');
    const list = await within(panel).findByTestId('transaction-list', {}, LAZY);
    const amounts = () =>
      within(panel)
        .getAllByTestId('transaction-amount')
        .map((el) => el.textContent);
    expect(amounts()).toEqual(['+1,234,567.50', '-20.00']);
    expect(list.querySelector('[data-type="deposit"]')).not.toBeNull();
    expect(asked).toEqual(['D * 1']);

    await user.click(within(panel).getByTestId('pager-next'));
    await waitFor(() => expect(amounts()).toEqual(['+350.00']));
    expect(within(panel).getByTestId('pager-status')).toHaveTextContent('Page 2 of 2');

    // A new period starts again from page 1.
    await user.click(within(panel).getByTestId('period-W'));
    await waitFor(() => expect(asked.at(-1)).toBe('W * 1'));
    await user.click(within(panel).getByTestId('period-M'));
    await waitFor(() => expect(asked.at(-1)).toBe('M * 1'));
    await user.selectOptions(within(panel).getByTestId('history-type'), 'withdraw');
    await waitFor(() => expect(amounts()).toEqual(['-200.00']));
    expect(asked.at(-1)).toBe('M withdraw 1');
    expect(within(panel).queryByTestId('pager')).not.toBeInTheDocument();
    expect(asked).toContain('D * 2');
  });

  it('shows the designed empty state, and a failure with a retry that works', async () => {
    const user = userEvent.setup();
    let fail = true;
    signedInWallet({
      '/wps/cashier/transactions': () =>
        fail
          ? failure('SERVER_ERROR', 'Network link is abnormal, please try again', 500)
          : { list: [], pageNo: 1, totalPages: 0, total: 0 },
    });
    await renderSignedIn();
    const panel = await openCentre('transactionHistory');
    const error = await within(panel).findByTestId('wallet-error', {}, { timeout: 8000 });
    fail = false;
    await user.click(within(error).getByTestId('wallet-retry'));
    expect(await within(panel).findByText('No records in this period')).toBeInTheDocument();
    expect(within(panel).queryByTestId('transaction-list')).not.toBeInTheDocument();
  });
});

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
    await renderSignedIn();
    const panel = await openCentre('transferFund');
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
      '/wps/cashier/withdraw/limits': {
        minAmount: '100.00',
        maxAmount: '1000000.00',
        available: '1234567.50',
        confirmMinutes: 30,
        paymentPasswordSet: true,
      },
      '/wps/cashier/withdrawals': { list: [], pageNo: 1, totalPages: 0, total: 0 },
    });
    await renderSignedIn();
    await user.click(screen.getByTestId('account-button'));
    await user.click(within(screen.getByTestId('account-menu')).getByTestId('account-item-withdraw'));
    expect(await screen.findByTestId('member-centre-dialog')).toHaveAttribute('data-page', 'withdraw');
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
  });
});

describe('withdrawal confirmation (§4)', { timeout: 20_000 }, () => {
  const PAID = {
    orderNo: 'W20260325ABCDEFGH',
    amount: '150.00',
    currency: 'VND',
    status: 'paid',
    receivingAddress: 'VCB 1',
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
      '/wps/cashier/withdraw/limits': {
        minAmount: '100.00',
        maxAmount: '1000000.00',
        available: '1234567.50',
        confirmMinutes: 30,
        paymentPasswordSet: true,
      },
      '/wps/cashier/withdrawals': () => ({ list: [order], pageNo: 1, totalPages: 1, total: 1 }),
      [`/wps/cashier/withdraw/${PAID.orderNo}/confirm`]: () => {
        order = { ...PAID, status: 'disputed', confirmation: 'partial', paidAmount: '50.00' };
        return order;
      },
    });
    await renderSignedIn();
    const panel = await openCentre('withdraw');
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
    await renderSignedIn();
    const panel = await openCentre('transferUpline');
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

describe('deposit return', { timeout: 20_000 }, () => {
  it('reopens the deposit page on the order the provider sent back, cancelled shown as not completed', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/deposit/methods': [
        {
          id: '1',
          code: 'BANK',
          name: 'Online banking',
          provider: 'sandbox',
          minAmount: '100.00',
          maxAmount: '50000.00',
        },
      ],
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

describe('payment password in my account', { timeout: 20_000 }, () => {
  it('changes it with the current one: six digits checked first, then the server decides', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const mock = signedInWallet({
      '/wps/member/paymentPassword': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return { isSet: true };
        answers += 1;
        return answers === 1
          ? failure('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', 403, { attemptsLeft: 4 })
          : { isSet: true };
      },
    });
    await renderSignedIn();
    const panel = await openCentre('securityCenter');
    const form = await within(panel).findByTestId('payment-password-form', {}, LAZY);
    const posts = () =>
      mock.mock.calls.filter(
        ([input, init]) => String(input).includes('/wps/member/paymentPassword') && init?.method === 'POST',
      ).length;

    await user.type(within(form).getByTestId('payment-password-old'), '123456');
    await user.type(within(form).getByTestId('payment-password-new'), '12ab56');
    await user.type(within(form).getByTestId('payment-password-confirm'), '12ab56');
    await user.click(within(form).getByTestId('payment-password-submit'));
    expect(await within(form).findAllByText('Six digits')).not.toHaveLength(0);
    expect(posts()).toBe(0);

    await user.clear(within(form).getByTestId('payment-password-new'));
    await user.type(within(form).getByTestId('payment-password-new'), '654321');
    await user.clear(within(form).getByTestId('payment-password-confirm'));
    await user.type(within(form).getByTestId('payment-password-confirm'), '654321');
    await user.click(within(form).getByTestId('payment-password-submit'));
    expect(await alertText()).toBe('The payment password is incorrect');
    await user.click(screen.getByTestId('alert-confirm'));
    await waitFor(() => expect(screen.queryByTestId('alert-dialog')).not.toBeInTheDocument());

    await user.click(within(form).getByTestId('payment-password-submit'));
    expect(await alertText()).toBe('Your payment password has been changed.');
    const sent = mock.mock.calls
      .filter(
        ([input, init]) => String(input).includes('/wps/member/paymentPassword') && init?.method === 'POST',
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' },
      { oldPaymentPassword: '123456', paymentPassword: '654321', confirmPaymentPassword: '654321' },
    ]);
  });
});
