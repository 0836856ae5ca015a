import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromStorage, useSessionStore } from '@/lib/session-store';
import { bodyOf, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { LOGIN_OK, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { findAccountButton, findLoginButton, openLoginPopup } from '@/test/shell-queries';
import { captchaDemand } from './model/captcha-demand';

afterEach(() => {
  vi.useRealTimers();
  captchaDemand.cleared();
});

describe('remember me (§9: one day)', () => {
  const DAY_LATER = () => new Date(Date.now() + 86_400_000).toISOString();

  function rememberApi(expiresAt: string) {
    return stubApi({
      '/wps/session/login': () => ({ ...LOGIN_OK, expiresAt }),
      '/wps/session/logout': null,
      '/wps/member/info': MEMBER,
      '/wps/v2/wallets/balance': { sumBalance: '1234567.50' },
      '/wps/v2/member/securityConfig': {
        info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
      },
    });
  }

  async function logIn(user: ReturnType<typeof userEvent.setup>, remember: boolean) {
    const popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'demo01');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'Demo@1234');
    const box = within(popup).getByRole('checkbox', { name: 'Remember me for one day' });
    expect(box).not.toBeChecked();
    if (remember) await user.click(box);
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await findAccountButton()).toBeInTheDocument();
  }

  /** Closes the browser and opens the site again: this tab's storage is gone, the device's stays. */
  function reopenBrowser() {
    cleanup();
    window.sessionStorage.clear();
    useSessionStore.setState(sessionFromStorage());
    renderRoute('/hot', makePermission());
  }

  it('keeps a remembered login on this device: a new window opens signed in', async () => {
    const user = userEvent.setup();
    const api = rememberApi(DAY_LATER());
    renderRoute('/hot', makePermission());
    await logIn(user, true);
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({ username: 'demo01', rememberMe: true });
    // The device's own random id (docs/withdrawal-risk.md).
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({
      deviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    reopenBrowser();
    expect(await findAccountButton()).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');

    // Signing out forgets it on the device too.
    await user.click(await findAccountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    expect(await findLoginButton()).toBeInTheDocument();
    reopenBrowser();
    expect(await findLoginButton()).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('without it, the login ends with the browser window', async () => {
    const user = userEvent.setup();
    const api = rememberApi(DAY_LATER());
    renderRoute('/hot', makePermission());
    await logIn(user, false);
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({ rememberMe: false });

    reopenBrowser();
    expect(await findLoginButton()).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('does not bring back a remembered login whose day is over', async () => {
    const user = userEvent.setup();
    rememberApi(new Date(Date.now() + 2000).toISOString());
    renderRoute('/hot', makePermission());
    await logIn(user, true);
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 3000);

    reopenBrowser();
    expect(await findLoginButton()).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
