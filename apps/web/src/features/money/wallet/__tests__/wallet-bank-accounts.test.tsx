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
  SAVED_ACCOUNT,
  signedInWallet,
  WITHDRAW_LIMITS,
  withdrawal,
} from '@/test/wallet-kit';

afterEach(resetCentre);

const NO_WITHDRAWALS = { list: [], pageNo: 1, totalPages: 0, total: 0 };

const AGRIBANK = {
  ...SAVED_ACCOUNT,
  id: '12',
  bankCode: 'VBA',
  bankName: 'Agribank',
  accountNumber: '1234567890123',
  status: 'new',
};

const KYC_ON = { info: { idVerification: { enabled: true, isComplete: false, status: 'N' } } };

describe('withdrawal bank accounts', { timeout: 30_000 }, () => {
  it('adds an account: bank from the list, its digits rule and the real name checked before sending', async () => {
    const user = userEvent.setup();
    let saved: unknown[] = [];
    const mock = signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': NO_WITHDRAWALS,
      '/wps/cashier/bankAccounts': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          saved = [AGRIBANK];
          return AGRIBANK;
        }
        return bankAccounts(saved);
      },
    });
    const panel = await openWalletPage('withdraw');
    const picker = await within(panel).findByTestId('bank-account-picker', {}, LAZY);
    expect(picker).toHaveTextContent('No bank account saved yet.');
    expect(picker).toHaveTextContent('0 of 5 accounts saved');
    await user.click(within(picker).getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
    const form = within(dialog);
    const save = form.getByRole('button', { name: 'Save account' });

    await user.click(save);
    expect(form.getByText('Please choose a bank')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText(/^\*?Bank$/), 'VBA');
    expect(form.getByText('13 digits')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Account number/), '1234 5678 9012');
    await user.type(form.getByLabelText(/Account holder name/), 'Tran Van Binh');
    await user.click(save);
    expect(form.getByText('Agribank account numbers have exactly 13 digits')).toBeInTheDocument();
    expect(form.getByText('The account must be in your real name, NGUYEN VAN AN')).toBeInTheDocument();
    expect(mock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText(/Account number/), '3');
    await user.clear(form.getByLabelText(/Account holder name/));
    await user.type(form.getByLabelText(/Account holder name/), 'nguyễn văn ân');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a bank account' })).toBeNull());
    expect(bodyOf(mock, '/wps/cashier/bankAccounts', 1)).toEqual({
      bankCode: 'VBA',
      accountNumber: '1234 5678 90123',
      holderName: 'nguyễn văn ân',
    });
    // The new account is listed, flagged new, and picked for the withdrawal.
    const option = await within(picker).findByRole('radio', { name: 'Agribank 1234567890123' });
    expect(option).toBeChecked();
    expect(within(picker).getByTestId('bank-account-option')).toHaveTextContent('New');
    expect(within(picker).getByTestId('bank-account-option')).toHaveTextContent('•••• 0123');
  });

  it("shows the server's refusal when the account cannot be saved", async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': NO_WITHDRAWALS,
      '/wps/cashier/bankAccounts': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? failure('BANK_ACCOUNT_EXISTS', 'This bank account is already saved', 409)
          : bankAccounts([]),
    });
    const panel = await openWalletPage('withdraw');
    await user.click(await within(panel).findByRole('button', { name: 'Add bank account' }, LAZY));
    const form = within(await screen.findByRole('dialog', { name: 'Add a bank account' }));
    await user.selectOptions(form.getByLabelText(/^\*?Bank$/), 'VCB');
    await user.type(form.getByLabelText(/Account number/), '0071000123456');
    await user.type(form.getByLabelText(/Account holder name/), 'Nguyen Van An');
    await user.click(form.getByRole('button', { name: 'Save account' }));
    expect(await alertText()).toBe('This bank account is already saved');
  });

  it('withdraws to the account picked from the list, never to typed text', async () => {
    const user = userEvent.setup();
    const mock = signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': NO_WITHDRAWALS,
      '/wps/cashier/bankAccounts': bankAccounts([SAVED_ACCOUNT, AGRIBANK]),
      '/wps/cashier/withdraw': () => withdrawal({ newAccount: true }),
    });
    const panel = await openWalletPage('withdraw');
    const form = await within(panel).findByTestId('withdraw-form', {}, LAZY);
    expect(await within(form).findByRole('radio', { name: 'Vietcombank 0071000123456' })).toBeChecked();
    expect(within(form).queryByLabelText(/address/i)).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Agribank 1234567890123' }));
    await user.type(within(form).getByTestId('withdraw-amount'), '200');
    await user.type(within(form).getByTestId('withdraw-password'), '123456');
    await user.click(within(form).getByTestId('withdraw-submit'));
    expect(await alertText()).toBe(
      'Your withdrawal request has been sent for review. As it is the first withdrawal to this account, our team checks the account first.',
    );
    const body = bodyOf(mock, '/wps/cashier/withdraw') as Record<string, unknown>;
    expect(body).toMatchObject({ amount: '200.00', bankAccountId: '12', paymentPassword: '123456' });
    expect(body).not.toHaveProperty('receivingAddress');
  });

  it('keeps the add button off at the limit, and removes an account after confirmation', async () => {
    const user = userEvent.setup();
    const five = Array.from({ length: 5 }, (_, i) => ({
      ...SAVED_ACCOUNT,
      id: String(20 + i),
      accountNumber: `007100012345${i}`,
    }));
    let list = five;
    const mock = signedInWallet({
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': NO_WITHDRAWALS,
      '/wps/cashier/bankAccounts': () => bankAccounts(list),
      '/wps/cashier/bankAccounts/22': () => {
        list = five.filter((a) => a.id !== '22');
        return { removed: true };
      },
    });
    const panel = await openWalletPage('withdraw');
    const picker = await within(panel).findByTestId('bank-account-picker', {}, LAZY);
    await within(picker).findAllByTestId('bank-account-option');
    expect(picker).toHaveTextContent('5 of 5 accounts saved');
    expect(within(picker).getByRole('button', { name: 'Add bank account' })).toBeDisabled();

    const third = within(picker).getAllByTestId('bank-account-option')[2] as HTMLElement;
    await user.click(within(third).getByRole('button', { name: 'Remove the Vietcombank account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this bank account?' });
    expect(confirm).toHaveTextContent('Vietcombank •••• 3452 will no longer receive withdrawals.');
    expect(callsTo(mock, '/wps/cashier/bankAccounts/22')).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(picker).getAllByTestId('bank-account-option')).toHaveLength(4));
    expect(mock.mock.calls.find(([input]) => String(input).endsWith('/bankAccounts/22'))?.[1]?.method).toBe(
      'DELETE',
    );
    expect(within(picker).getByRole('button', { name: 'Add bank account' })).toBeEnabled();
  });

  it('asks for the real name first when the member has none, through identity verification', async () => {
    const user = userEvent.setup();
    signedInWallet({
      '/wps/v2/member/securityConfig': KYC_ON,
      '/wps/cashier/withdraw/limits': WITHDRAW_LIMITS,
      '/wps/cashier/withdrawals': NO_WITHDRAWALS,
      '/wps/cashier/bankAccounts': bankAccounts([], null),
    });
    const panel = await openWalletPage('withdraw');
    const notice = await within(panel).findByTestId('real-name-notice', {}, LAZY);
    expect(notice).toHaveTextContent('Verify your real name first');
    expect(within(panel).queryByRole('button', { name: 'Add bank account' })).toBeNull();
    await user.click(await within(notice).findByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByTestId('kyc-personal-form', {}, LAZY)).toBeInTheDocument();
  });
});
