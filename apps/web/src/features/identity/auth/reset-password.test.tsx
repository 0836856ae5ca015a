import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { confirmAlert, findLoginPopup } from '@/test/shell-queries';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('reset password page (the mailed link)', () => {
  it('says a link without a token is not valid', async () => {
    stubApi({});
    renderRoute('/reset-password', makePermission());
    expect(await screen.findByRole('region', { name: 'Reset your password' })).toHaveTextContent(
      'This reset link is not valid. Please ask for a new one from the login window.',
    );
  });

  it('checks the confirmation, shows the server refusal, and opens the login after success', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/wps/member/password/reset': null });
    renderRoute(`/reset-password?token=${TOKEN}`, makePermission());
    await user.type(await screen.findByLabelText(/^\*?New password$/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^\*?Confirm new password$/), 'Fresh@2027');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password/reset')).toBe(0);

    await user.clear(screen.getByLabelText(/^\*?Confirm new password$/));
    await user.type(screen.getByLabelText(/^\*?Confirm new password$/), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toBe('Your password has been changed. Please log in with the new password.');
    expect(bodyOf(api, '/wps/member/password/reset')).toEqual({
      token: TOKEN,
      newPassword: 'Fresh@2026',
      confirmNewPassword: 'Fresh@2026',
    });
    await confirmAlert(user);
    expect(await findLoginPopup()).toBeInTheDocument();
  });

  it('shows the server message when the link was already used', async () => {
    const user = userEvent.setup();
    stubApi({
      '/wps/member/password/reset': () => failure('RESET_LINK_INVALID', 'invalid', 400),
    });
    renderRoute(`/reset-password?token=${TOKEN}`, makePermission());
    await user.type(await screen.findByLabelText(/^\*?New password$/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^\*?Confirm new password$/), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await alertText()).toBe('This reset link is invalid or has expired');
    expect(screen.getByRole('region', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
