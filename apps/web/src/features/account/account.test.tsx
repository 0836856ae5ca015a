import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/auth';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { stubScreenWidth } from '@/test/screen-width';

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
    await screen.findByTestId('header-balance');
    expect(screen.queryByTestId('deposit-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-button')).not.toBeInTheDocument();
    phone.unmount();

    stubScreenWidth(800);
    const tablet = renderRoute('/hot', makePermission());
    await screen.findByTestId('header-balance');
    expect(screen.getByTestId('deposit-button')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-button')).not.toBeInTheDocument();
    tablet.unmount();

    stubScreenWidth(1440);
    renderRoute('/hot', makePermission());
    await screen.findByTestId('header-balance');
    expect(screen.getByTestId('deposit-button')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-button')).toBeInTheDocument();
  });

  it('turns a stored (or URL) token into the member header: balance, nickname and VIP label', async () => {
    const user = userEvent.setup();
    const api = signedIn();
    renderRoute('/hot', makePermission());
    expect(await screen.findByTestId('header-member-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('login-button')).not.toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().profile?.nickname).toBe('Lucky Dragon'));
    expect(callsTo(api, '/wps/member/info')).toBe(1);

    const value = screen.getByTestId('header-balance-value');
    await waitFor(() => expect(value).toHaveTextContent('1,234,567.50'));
    await user.click(screen.getByTestId('header-balance-toggle'));
    expect(value).toHaveTextContent('******');
    await user.click(screen.getByTestId('header-balance-toggle'));
    expect(value).toHaveTextContent('1,234,567.50');

    await user.click(screen.getByTestId('account-button'));
    const menu = screen.getByTestId('account-menu');
    expect(within(menu).getByTestId('account-nickname')).toHaveTextContent('Lucky Dragon');
    expect(within(menu).getByTestId('club-label')).toHaveTextContent('Silver');
    expect(menu.querySelector('img')).toHaveAttribute('src', '/avatars/3.webp');
    for (const item of ['securityCenter', 'transactionHistory', 'personalHistoryCopy', 'manualRebate']) {
      expect(within(menu).getByTestId(`account-item-${item}`)).toBeInTheDocument();
    }
    // A plain member (type 0) has no agent centre.
    expect(within(menu).queryByTestId('account-item-agentCentre')).not.toBeInTheDocument();
    await user.click(within(menu).getByTestId('account-item-manualRebate'));
    expect(await screen.findByTestId('member-centre-dialog')).toHaveTextContent('Manual rebate');
  });

  it("names the VIP rank in the reader's language by its level", async () => {
    const user = userEvent.setup();
    signedIn({ ...MEMBER, clubLabel: { ...MEMBER.clubLabel, labelName: 'Platinum', rankLevel: 5 } });
    const { showLanguage } = await import('@/lib/i18n/change-language');
    await showLanguage('VI');
    renderRoute('/hot', makePermission());
    await user.click(await screen.findByTestId('account-button'));
    expect(within(screen.getByTestId('account-menu')).getByTestId('club-label')).toHaveTextContent(
      'Bạch kim',
    );
  });

  it('shows a trial account as a trial with the way to register, not a balance, deposit or withdraw', async () => {
    const user = userEvent.setup();
    const api = signedIn({ ...MEMBER, type: 4, memberLabel: [] }, { '/wps/session/logout': null });
    renderRoute('/hot', makePermission());
    const bar = await screen.findByTestId('header-member-bar');
    expect(await within(bar).findByText('Trial account')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'My account' }));
    const menu = screen.getByTestId('account-menu');
    const notice = within(menu).getByRole('region', { name: 'Trial account' });
    expect(notice).toHaveTextContent('cannot deposit or withdraw');
    expect(within(menu).queryByRole('menuitem', { name: 'Account record' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();

    expect(within(bar).getAllByRole('button', { name: 'Register now' })).toHaveLength(2);
    await user.click(within(notice).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByTestId('register-popup')).toBeInTheDocument();
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
    await user.click(await screen.findByTestId('account-button'));
    expect(screen.getByTestId('account-item-agentCentre')).toBeInTheDocument();
  });

  it('signs out only after the confirm dialog, keeping the merchant and going home', async () => {
    const user = userEvent.setup();
    const api = signedIn(MEMBER, { '/wps/session/logout': null });
    const { router } = renderRoute('/hot', makePermission());
    await user.click(await screen.findByTestId('account-button'));
    await user.click(screen.getByTestId('sign-out-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    expect(dialog).not.toHaveTextContent(/Prompt|Submit/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(within(dialog).getByTestId('sign-out-cancel'));
    expect(screen.queryByTestId('sign-out-dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(callsTo(api, '/wps/session/logout')).toBe(0);

    await user.click(screen.getByTestId('account-button'));
    await user.click(screen.getByTestId('sign-out-button'));
    await user.click(within(await screen.findByTestId('sign-out-dialog')).getByTestId('sign-out-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = api.mock.calls.find(([input]) => String(input).includes('/wps/session/logout'));
    const init = (logout?.[1] ?? {}) as RequestInit & { headers?: Record<string, string> };
    expect(init.method).toBe('DELETE');
    expect(init.headers?.Authorization).toBe('Bearer tok-1');
    expect(useSessionStore.getState()).toMatchObject({ token: null, profile: null });
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('checks the rule and the confirmation before sending, then confirms the change', async () => {
    const user = userEvent.setup();
    const api = signedIn(MEMBER, { '/wps/member/password': null });
    renderRoute('/hot', makePermission());
    await screen.findByTestId('header-member-bar');
    useAuthModal.getState().open({ kind: 'changePassword', forced: false });
    const popup = await screen.findByTestId('change-password-popup');

    await user.click(await within(popup).findByTestId('change-password-submit'));
    expect(await within(popup).findAllByText('Input cannot be empty')).toHaveLength(3);

    await user.type(within(popup).getByTestId('old-password'), 'Demo@1234');
    await user.type(within(popup).getByTestId('new-password'), 'alllowercase1');
    await user.type(within(popup).getByTestId('confirm-new-password'), 'different');
    await user.click(within(popup).getByTestId('change-password-submit'));
    expect(
      await within(popup).findByText(
        '8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      ),
    ).toBeInTheDocument();
    expect(within(popup).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(callsTo(api, '/wps/member/password')).toBe(0);

    await user.clear(within(popup).getByTestId('new-password'));
    await user.type(within(popup).getByTestId('new-password'), 'Better@2024');
    await user.clear(within(popup).getByTestId('confirm-new-password'));
    await user.type(within(popup).getByTestId('confirm-new-password'), 'Better@2024');
    await user.click(within(popup).getByTestId('change-password-submit'));
    expect(await alertText()).toBe('Your password has been changed.');
    expect(screen.queryByTestId('change-password-popup')).not.toBeInTheDocument();
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
    await screen.findByTestId('header-member-bar');
    useAuthModal.getState().open({ kind: 'changePassword', forced: false });
    const popup = await screen.findByTestId('change-password-popup');
    await user.type(within(popup).getByTestId('old-password'), 'nope');
    await user.type(within(popup).getByTestId('new-password'), 'Better@2024');
    await user.type(within(popup).getByTestId('confirm-new-password'), 'Better@2024');
    const { showLanguage } = await import('@/lib/i18n/change-language');
    await showLanguage('VI');
    await user.click(within(popup).getByTestId('change-password-submit'));
    expect(await alertText()).toBe('Mật khẩu hiện tại không đúng');
  });
});
