import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, LOGIN_OK, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';

async function openForgot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('login-button'));
  await user.click(await screen.findByTestId('forgot-password-link'));
  const popup = await screen.findByTestId('forgot-popup');
  // The form's code arrives when the pop-up first opens.
  await within(popup).findByTestId('forgot-username');
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
    expect(screen.queryByTestId('login-popup')).not.toBeInTheDocument();

    await user.type(within(popup).getByTestId('forgot-username'), 'ab');
    await user.type(within(popup).getByTestId('forgot-email'), 'not-an-email');
    await user.click(within(popup).getByTestId('forgot-submit'));
    expect(
      await within(popup).findByText('Please enter a valid email address (3 - 100 characters)'),
    ).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password/email')).toBe(0);

    await user.clear(within(popup).getByTestId('forgot-username'));
    await user.type(within(popup).getByTestId('forgot-username'), 'demo01');
    await user.clear(within(popup).getByTestId('forgot-email'));
    await user.type(within(popup).getByTestId('forgot-email'), 'demo01@example.com');
    await user.click(within(popup).getByTestId('forgot-submit'));
    expect(await alertText()).toBe('Username/Email does not exist');
    await user.click(screen.getByTestId('alert-confirm'));

    known = true;
    await user.click(within(popup).getByTestId('forgot-submit'));
    expect(await alertText()).toBe('We have sent a password reset email. Please check your inbox.');
    expect(screen.getByTestId('alert-message')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByTestId('forgot-popup')).not.toBeInTheDocument();
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
    await user.click(within(popup).getByTestId('forgot-mode-phone'));
    await user.type(within(popup).getByTestId('forgot-mobile'), '912345678');
    await user.click(within(popup).getByTestId('forgot-send-code'));
    await waitFor(() =>
      expect(within(popup).getByTestId('forgot-send-code')).toHaveAttribute('data-remaining', '120'),
    );

    await user.type(within(popup).getByTestId('forgot-code'), '654321');
    await user.type(within(popup).getByTestId('forgot-new-password'), 'short');
    await user.click(within(popup).getByTestId('forgot-submit'));
    expect(
      await within(popup).findByText('Please fill in your password with 8 - 20 characters'),
    ).toBeInTheDocument();
    await user.clear(within(popup).getByTestId('forgot-new-password'));
    await user.type(within(popup).getByTestId('forgot-new-password'), 'Fresh@2024');
    await user.click(within(popup).getByTestId('forgot-submit'));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(screen.queryByTestId('forgot-popup')).not.toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/password/verification')).toMatchObject({
      mobileNum: '912345678',
      verificationCode: '654321',
      newPassword: 'Fresh@2024',
    });
  });
});
