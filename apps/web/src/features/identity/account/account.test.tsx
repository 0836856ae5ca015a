import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { stubScreenWidth } from '@/test/screen-width';
import {
  appHeader,
  findAccountButton,
  findHeaderButton,
  findLoginButton,
  findMemberCentre,
  queryLoginButton,
} from '@/test/shell-queries';

/** A button of the header, where the shortcuts live (the bottom bar has its own on phones). */
const headerButton = (name: string) => appHeader().queryByRole('button', { name });

const NO_KYC = { info: { idVerification: { enabled: false, isComplete: false, status: 'N' } } };

function signedIn(member = MEMBER, extra: Record<string, unknown> = {}) {
  useSessionStore.getState().setToken('tok-1');
  window.sessionStorage.setItem('merchant', '{"merchantCode":"demo"}');
  window.sessionStorage.setItem('merchantCode', 'demo');
  return stubApi({
    '/wps/member/info': member,
    '/wps/v2/wallets/balance': { sumBalance: '1234567.50' },
    '/wps/v2/member/securityConfig': NO_KYC,
    '/wps/member/info/icon': { avatarId: 3, url: '/avatars/3.webp' },
    ...extra,
  });
}

describe('header when signed in', () => {
  it('builds the deposit and withdraw shortcuts only on screens that show them', async () => {
    signedIn();
    stubScreenWidth(375);
    const phone = renderRoute('/hot', makePermission());
    await findAccountButton();
    expect(headerButton('Deposit')).not.toBeInTheDocument();
    expect(headerButton('Withdraw')).not.toBeInTheDocument();
    phone.unmount();

    stubScreenWidth(800);
    const tablet = renderRoute('/hot', makePermission());
    await findAccountButton();
    expect(headerButton('Deposit')).toBeInTheDocument();
    expect(headerButton('Withdraw')).not.toBeInTheDocument();
    tablet.unmount();

    stubScreenWidth(1440);
    renderRoute('/hot', makePermission());
    await findAccountButton();
    expect(headerButton('Deposit')).toBeInTheDocument();
    expect(headerButton('Withdraw')).toBeInTheDocument();
  });

  it('turns a stored (or URL) token into the member header: balance, nickname and VIP label', async () => {
    const user = userEvent.setup();
    const api = signedIn();
    renderRoute('/hot', makePermission());
    expect(await findAccountButton()).toBeInTheDocument();
    expect(queryLoginButton()).not.toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().profile?.nickname).toBe('Lucky Dragon'));
    expect(callsTo(api, '/wps/member/info')).toBe(1);

    const value = screen.getByTestId('header-balance-value');
    await waitFor(() => expect(value).toHaveTextContent('1,234,567.50'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(value).toHaveTextContent('******');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(value).toHaveTextContent('1,234,567.50');

    await user.click(await findAccountButton());
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Lucky Dragon')).toBeInTheDocument();
    expect(within(menu).getByText('Silver')).toBeInTheDocument();
    expect(menu.querySelector('img')).toHaveAttribute('src', '/avatars/3.webp');
    for (const item of ['Member centre', 'Account record', 'Betting record', 'Manual rebate']) {
      expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    // A plain member (type 0) has no agent centre.
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Manual rebate' }));
    expect(await findMemberCentre()).toHaveTextContent('Manual rebate');
  });

  it("names the VIP rank in the reader's language by its level", async () => {
    const user = userEvent.setup();
    signedIn({ ...MEMBER, clubLabel: { ...MEMBER.clubLabel, labelName: 'Platinum', rankLevel: 5 } });
    const { showLanguage } = await import('@/lib/i18n/change-language');
    await showLanguage('VI');
    renderRoute('/hot', makePermission());
    await user.click(await findHeaderButton('Tài khoản của tôi'));
    expect(within(screen.getByRole('menu')).getByText('Bạch kim')).toBeInTheDocument();
  });

  it('shows a trial account as a trial with the way to register, not a balance, deposit or withdraw', async () => {
    const user = userEvent.setup();
    const api = signedIn({ ...MEMBER, type: 4, memberLabel: [] }, { '/wps/session/logout': null });
    renderRoute('/hot', makePermission());
    await findAccountButton();
    const bar = appHeader();
    expect(await bar.findByText('Trial account')).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'My account' }));
    const menu = screen.getByRole('menu');
    const notice = within(menu).getByRole('region', { name: 'Trial account' });
    expect(notice).toHaveTextContent('cannot deposit or withdraw');
    expect(within(menu).queryByRole('menuitem', { name: 'Account record' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();

    expect(bar.getAllByRole('button', { name: 'Register now' })).toHaveLength(2);
    await user.click(within(notice).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(callsTo(api, '/wps/session/logout')).toBe(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps the updating placeholder while the wallet cannot answer', async () => {
    signedIn(MEMBER, { '/wps/v2/wallets/balance': () => failure('UNAVAILABLE', 'down', 503) });
    renderRoute('/hot', makePermission());
    const balance = await screen.findByTestId('header-balance');
    expect(balance).toHaveAttribute('data-state', 'updating');
    expect(screen.getByTestId('header-balance-value')).toHaveTextContent('Updating…');
  });

  it.each([1, 2, 41, 42])('shows the agent centre to agent type %i', async (type) => {
    const user = userEvent.setup();
    signedIn({ ...MEMBER, type });
    renderRoute('/hot', makePermission());
    await waitFor(() => expect(useSessionStore.getState().profile?.isAgent).toBe(type));
    await user.click(await findAccountButton());
    expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toBeInTheDocument();
  });

  it('signs out only after the confirm dialog, keeping the merchant and going home', async () => {
    const user = userEvent.setup();
    const api = signedIn(MEMBER, { '/wps/session/logout': null });
    const { router } = renderRoute('/hot', makePermission());
    await user.click(await findAccountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    expect(dialog).not.toHaveTextContent(/Prompt|Submit/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(callsTo(api, '/wps/session/logout')).toBe(0);

    await user.click(await findAccountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = api.mock.calls.find(([input]) => String(input).includes('/wps/session/logout'));
    const init = (logout?.[1] ?? {}) as RequestInit & { headers?: Record<string, string> };
    expect(init.method).toBe('DELETE');
    expect(init.headers?.Authorization).toBe('Bearer tok-1');
    expect(useSessionStore.getState()).toMatchObject({ token: null, profile: null });
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(await findLoginButton()).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('checks the rule and the confirmation before sending, then confirms the change', async () => {
    const user = userEvent.setup();
    const api = signedIn(MEMBER, { '/wps/member/password': null });
    renderRoute('/hot', makePermission());
    await findAccountButton();
    useAuthModal.getState().open({ kind: 'changePassword', forced: false });
    const popup = await screen.findByRole('dialog', { name: 'Change password' });

    await user.click(await within(popup).findByRole('button', { name: 'Change password' }));
    expect(await within(popup).findAllByText('Input cannot be empty')).toHaveLength(3);

    await user.type(within(popup).getByLabelText(/^\*?Current password$/), 'Demo@1234');
    await user.type(within(popup).getByLabelText(/^\*?New password$/), 'alllowercase1');
    await user.type(within(popup).getByLabelText(/^\*?Confirm new password$/), 'different');
    await user.click(within(popup).getByRole('button', { name: 'Change password' }));
    expect(
      await within(popup).findByText(
        '8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      ),
    ).toBeInTheDocument();
    expect(within(popup).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password')).toBe(0);

    await user.clear(within(popup).getByLabelText(/^\*?New password$/));
    await user.type(within(popup).getByLabelText(/^\*?New password$/), 'Better@2024');
    await user.clear(within(popup).getByLabelText(/^\*?Confirm new password$/));
    await user.type(within(popup).getByLabelText(/^\*?Confirm new password$/), 'Better@2024');
    await user.click(within(popup).getByRole('button', { name: 'Change password' }));
    expect(await alertText()).toBe('Your password has been changed.');
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/password')).toEqual({
      oldPassword: 'Demo@1234',
      newPassword: 'Better@2024',
      confirmNewPassword: 'Better@2024',
    });
  });

  it('shows the translated server reason when the current password is wrong', async () => {
    const user = userEvent.setup();
    signedIn(MEMBER, {
      '/wps/member/password': () => failure('OLD_PASSWORD_WRONG', 'The current password is incorrect', 400),
    });
    renderRoute('/hot', makePermission());
    await findAccountButton();
    useAuthModal.getState().open({ kind: 'changePassword', forced: false });
    const popup = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(await within(popup).findByLabelText(/^\*?Current password$/), 'nope');
    await user.type(within(popup).getByLabelText(/^\*?New password$/), 'Better@2024');
    await user.type(within(popup).getByLabelText(/^\*?Confirm new password$/), 'Better@2024');
    const { showLanguage } = await import('@/lib/i18n/change-language');
    await showLanguage('VI');
    await user.click(within(popup).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await alertText()).toBe('Mật khẩu hiện tại không đúng');
  });
});
