import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, LOGIN_OK, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { confirmAlert, findLoginButton, findLoginPopup, queryLoginPopup } from '@/test/shell-queries';

async function openForgot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await findLoginButton());
  const login = await findLoginPopup();
  await user.click(await within(login).findByRole('button', { name: 'Forgot password?' }));
  const popup = await screen.findByRole('dialog', { name: 'Reset your password' });
  // The form's code arrives when the pop-up first opens.
  await within(popup).findByLabelText(/^\*?Username$/);
  return popup;
}

describe('forgot password', () => {
  it('by email: checks username and email, sends, and confirms the mail went out', async () => {
    const user = userEvent.setup();
    let known = false;
    const api = stubApi({
      '/wps/member/password/email': () =>
        known ? null : failure('USER_EMAIL_NOT_FOUND', 'Username/Email does not exist', 404),
    });
    renderRoute('/hot', makePermission());
    const popup = await openForgot(user);
    expect(queryLoginPopup()).not.toBeInTheDocument();

    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'ab');
    await user.type(within(popup).getByLabelText(/^\*?Email$/), 'not-an-email');
    await user.click(within(popup).getByRole('button', { name: 'Send reset email' }));
    expect(
      await within(popup).findByText('Please enter a valid email address (3 - 100 characters)'),
    ).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password/email')).toBe(0);

    await user.clear(within(popup).getByLabelText(/^\*?Username$/));
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'demo01');
    await user.clear(within(popup).getByLabelText(/^\*?Email$/));
    await user.type(within(popup).getByLabelText(/^\*?Email$/), 'demo01@example.com');
    await user.click(within(popup).getByRole('button', { name: 'Send reset email' }));
    expect(await alertText()).toBe('Username/Email does not exist');
    await confirmAlert(user);

    known = true;
    await user.click(within(popup).getByRole('button', { name: 'Send reset email' }));
    expect(await alertText()).toBe('We have sent a password reset email. Please check your inbox.');
    expect(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).not.toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/password/email', 1)).toEqual({
      username: 'demo01',
      email: 'demo01@example.com',
    });
  });

  it('by phone: sends a code, resets with the password rule, and ends logged in', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/wps/verification/sms/noLogin': { expiredMinutes: 2 },
      '/wps/member/password/verification': LOGIN_OK,
      '/wps/member/info': MEMBER,
      '/wps/v2/wallets/balance': { sumBalance: '0.00' },
      '/wps/v2/member/securityConfig': {
        info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
      },
    });
    renderRoute('/hot', makePermission());
    const popup = await openForgot(user);
    await user.click(within(popup).getByRole('tab', { name: 'By phone' }));
    await user.type(within(popup).getByLabelText(/^\*?Mobile number$/), '912345678');
    const send = within(popup).getByRole('button', { name: 'Send code' });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-remaining', '120'));

    await user.type(within(popup).getByLabelText(/^\*?SMS code$/), '654321');
    await user.type(within(popup).getByLabelText(/^\*?New password$/), 'short');
    await user.click(within(popup).getByRole('button', { name: 'Reset and log in' }));
    expect(
      await within(popup).findByText('Please fill in your password with 8 - 20 characters'),
    ).toBeInTheDocument();
    await user.clear(within(popup).getByLabelText(/^\*?New password$/));
    await user.type(within(popup).getByLabelText(/^\*?New password$/), 'Fresh@2024');
    await user.click(within(popup).getByRole('button', { name: 'Reset and log in' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).not.toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/password/verification')).toMatchObject({
      mobileNum: '912345678',
      verificationCode: '654321',
      newPassword: 'Fresh@2024',
    });
  });
});
