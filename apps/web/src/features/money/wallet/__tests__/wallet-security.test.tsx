import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '@/test/fetch-stub';
import { alertText } from '@/test/member-fixtures';
import { LAZY, openWalletPage, resetCentre, signedInWallet } from '@/test/wallet-kit';

afterEach(resetCentre);

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
    const panel = await openWalletPage('securityCenter');
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
