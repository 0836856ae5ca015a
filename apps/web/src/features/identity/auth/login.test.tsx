import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { showLanguage } from '@/lib/i18n/change-language';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, LOGIN_OK, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import {
  confirmAlert,
  findAccountButton,
  findLoginPopup,
  openLoginPopup,
  queryLoginPopup,
  queryMemberCentre,
} from '@/test/shell-queries';
import { captchaDemand } from './model/captcha-demand';

const CAPTCHA = { captchaId: 'cap-1', image: 'iVBORw0KGgo=' };

function memberApi(login: (body: Record<string, unknown>) => unknown) {
  return stubApi({
    '/wps/session/login': (_url: URL, init?: RequestInit) => login(JSON.parse(String(init?.body))),
    '/wps/captcha': CAPTCHA,
    '/wps/member/info': MEMBER,
    '/wps/v2/wallets/balance': { sumBalance: '1234567.50' },
    '/wps/v2/member/securityConfig': {
      info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
    },
    '/wps/verification/sms/noLogin': { expiredMinutes: 5 },
  });
}

afterEach(() => {
  vi.useRealTimers();
  captchaDemand.cleared();
});

describe('login pop-up', () => {
  it('shows the captcha only after a failure that asks for it, then logs in with it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = memberApi((body) => {
      attempts += 1;
      if (attempts === 1) return failure('LOGIN_FAILED', 'Incorrect username or password', 401, null);
      if (attempts === 2)
        return failure('LOGIN_FAILED', 'Incorrect username or password', 401, { captcha: true });
      return body.captcha === 'ab12' && body.captchaId === 'cap-1'
        ? LOGIN_OK
        : failure('CAPTCHA_INVALID', 'bad', 400, { captcha: true });
    });
    renderRoute('/hot', makePermission());
    const popup = await openLoginPopup(user);
    // From the header: no terms box.
    expect(within(popup).queryByRole('checkbox', { name: /legal age/ })).not.toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await within(popup).findAllByText('Input cannot be empty')).toHaveLength(2);

    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'demo01');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'wrong');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await alertText()).toBe('Incorrect username or password');
    await confirmAlert(user);
    expect(within(popup).queryByLabelText(/^\*?Captcha$/)).not.toBeInTheDocument();
    expect(callsTo(api, '/wps/captcha')).toBe(0);

    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    await confirmAlert(user);
    expect(await within(popup).findByLabelText(/^\*?Captcha$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(popup).getByRole('button', { name: 'Get a new captcha' })).toHaveAttribute(
        'data-captcha-id',
        'cap-1',
      ),
    );

    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await within(popup).findByText('Please enter the captcha')).toBeInTheDocument();
    await user.type(within(popup).getByLabelText(/^\*?Captcha$/), 'ab12');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(queryLoginPopup()).not.toBeInTheDocument());
    expect(bodyOf(api, '/wps/session/login', 2)).toMatchObject({
      username: 'demo01',
      password: 'wrong',
      type: 'username',
      captcha: 'ab12',
      captchaId: 'cap-1',
    });
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(await findAccountButton()).toBeInTheDocument();
    expect(useSessionStore.getState().profile).toMatchObject({ account: 'demo01', nickname: 'Lucky Dragon' });
  });

  it("says how long a refused login must wait: the server's window, in the member's language", async () => {
    const user = userEvent.setup();
    let minutes = 1;
    memberApi(() =>
      failure('RATE_LIMITED', 'Too many requests', 429, { count: minutes, retryAfterSeconds: 40 }),
    );
    renderRoute('/hot', makePermission());
    const popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'demo01');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'Demo@1234');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await alertText()).toBe('Too many requests, please try again after 1 minute.');
    await confirmAlert(user);

    minutes = 5;
    await act(() => showLanguage('VI'));
    await user.click(within(popup).getByRole('button', { name: 'Đăng nhập' }));
    expect(await alertText()).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút.');
  });

  it('asked for a captcha it did not show, the form shows the field with the request under it, no alert', async () => {
    const user = userEvent.setup();
    const api = memberApi((body) =>
      body.captcha === 'ab12'
        ? LOGIN_OK
        : failure('CAPTCHA_REQUIRED', 'Please enter the captcha', 400, { captcha: true }),
    );
    renderRoute('/hot', makePermission());
    const popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'next');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'Secret@123');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));

    const field = await within(popup).findByRole('textbox', { name: /captcha/i });
    expect(within(popup).getByText('Please enter the captcha')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Warning' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, '/wps/captcha')).toBe(1));
    await user.type(field, 'ab12');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(queryLoginPopup()).not.toBeInTheDocument());
  });

  it('once the server asked this browser for a captcha, the next login form shows it before any attempt', async () => {
    const user = userEvent.setup();
    memberApi(() => failure('LOGIN_FAILED', 'Incorrect username or password', 401, { captcha: true }));
    renderRoute('/hot', makePermission());
    let popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'first');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'wrong');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    await confirmAlert(user);
    await user.click(within(popup).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(queryLoginPopup()).not.toBeInTheDocument());

    popup = await openLoginPopup(user);
    expect(within(popup).getByRole('textbox', { name: /captcha/i })).toBeInTheDocument();
  });

  it('refreshes the captcha image on click, at most once a second', async () => {
    // The once-a-second limit reads the clock: the test moves it on instead of waiting a second.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    const api = memberApi(() => failure('LOGIN_FAILED', 'x', 401, { captcha: true }));
    renderRoute('/hot', makePermission());
    const popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'a');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'b');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    await confirmAlert(user);
    const image = await within(popup).findByRole('button', { name: 'Get a new captcha' });
    await waitFor(() => expect(callsTo(api, '/wps/captcha')).toBe(1));
    // Within a second of the last image, clicks ask for nothing (the server would refuse them).
    await user.click(image);
    await user.click(image);
    expect(callsTo(api, '/wps/captcha')).toBe(1);
    vi.setSystemTime(Date.now() + 1050);
    await user.click(image);
    await user.click(image);
    await waitFor(() => expect(callsTo(api, '/wps/captcha')).toBe(2));
  });

  it("starts the phone code at the brand's country: +84 on a VND brand read in English", async () => {
    const user = userEvent.setup();
    memberApi(() => LOGIN_OK);
    renderRoute(
      '/hot',
      makePermission({ whitelabel: { currency: 'VND', modules: { MOBILEVERCODELOGIN3: true } } }),
    );
    const popup = await openLoginPopup(user);
    await user.click(within(popup).getByRole('tab', { name: 'SMS code' }));
    expect(within(popup).getByRole('combobox', { name: 'Country code' })).toHaveValue('84');
  });

  it('counts the SMS button down from expiredMinutes x 60 and enables it again at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = memberApi(() => LOGIN_OK);
    renderRoute('/hot', makePermission({ whitelabel: { modules: { MOBILEVERCODELOGIN3: true } } }));
    const popup = await openLoginPopup(user);
    await user.click(within(popup).getByRole('tab', { name: 'SMS code' }));
    const send = within(popup).getByRole('button', { name: 'Send code' });

    await user.click(send);
    expect(await within(popup).findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(callsTo(api, '/wps/verification/sms/noLogin')).toBe(0);

    await user.type(within(popup).getByLabelText(/^\*?Mobile number$/), '912345678');
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-remaining', '300'));
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent('300 s');
    expect(bodyOf(api, '/wps/verification/sms/noLogin')).toMatchObject({ mobileNum: '912345678' });
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(send).toHaveAttribute('data-remaining', '297');
    await act(async () => {
      vi.advanceTimersByTime(297_000);
    });
    expect(send).toHaveAttribute('data-remaining', '0');
    expect(send).toBeEnabled();
    expect(send).toHaveTextContent('Send code');
  });

  it('falls back to a 60 s countdown and warns with the server message when sending fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      '/wps/verification/sms/noLogin': () =>
        fail ? failure('SMS_GATEWAY_DOWN', 'The SMS gateway is busy', 502) : { expiredMinutes: 0 },
    });
    renderRoute('/hot', makePermission({ whitelabel: { modules: { MOBILEVERCODELOGIN3: true } } }));
    const popup = await openLoginPopup(user);
    await user.click(within(popup).getByRole('tab', { name: 'SMS code' }));
    await user.type(within(popup).getByLabelText(/^\*?Mobile number$/), '912345678');
    const send = within(popup).getByRole('button', { name: 'Send code' });
    await user.click(send);
    // An unknown code falls back to the server's own message.
    expect(await alertText()).toBe('The SMS gateway is busy');
    await confirmAlert(user);
    expect(send).toBeEnabled();
    fail = false;
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-remaining', '60'));
  });

  it('asks for the terms on a gated login and sends SMS logins without a forced password change', async () => {
    const user = userEvent.setup();
    const api = memberApi(() => ({ ...LOGIN_OK, firstTimeLogin: true }));
    renderRoute('/login', makePermission({ whitelabel: { modules: { MOBILEVERCODELOGIN3: true } } }));
    const page = await screen.findByRole('region', { name: 'Login' });
    await user.click(within(page).getByRole('tab', { name: 'SMS code' }));
    await user.type(within(page).getByLabelText(/^\*?Mobile number$/), '912345678');
    await user.type(within(page).getByLabelText(/^\*?SMS code$/), '123456');
    await user.click(within(page).getByRole('button', { name: 'Log in' }));
    expect(await within(page).findByText('Please check the disclaimer to continue')).toBeInTheDocument();
    expect(callsTo(api, '/wps/session/login')).toBe(0);
    await user.click(within(page).getByRole('checkbox', { name: /legal age/ }));
    await user.click(within(page).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({
      username: '912345678',
      password: '123456',
      type: 'sms',
    });
    expect(
      screen.queryByRole('dialog', { name: /^(Change password|Set a new password)$/ }),
    ).not.toBeInTheDocument();
  });

  it('takes a mobile number written with its 0 and spaces, as the server reads it, and refuses letters', async () => {
    const user = userEvent.setup();
    const api = memberApi(() => LOGIN_OK);
    renderRoute('/hot', makePermission({ whitelabel: { modules: { MOBILEVERCODELOGIN3: true } } }));
    const popup = await openLoginPopup(user);
    await user.click(within(popup).getByRole('tab', { name: 'SMS code' }));
    await user.type(within(popup).getByLabelText(/^\*?Mobile number$/), '0912 34a 678');
    await user.type(within(popup).getByLabelText(/^\*?SMS code$/), '123456');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await within(popup).findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(callsTo(api, '/wps/session/login')).toBe(0);

    await user.clear(within(popup).getByLabelText(/^\*?Mobile number$/));
    await user.type(within(popup).getByLabelText(/^\*?Mobile number$/), '0912 345 678');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({ username: '0912 345 678', type: 'sms' });
  });

  it('forces a new password after a first login by username, with no way to close it but sign out', async () => {
    const user = userEvent.setup();
    memberApi(() => ({ ...LOGIN_OK, passwordExpired: true }));
    renderRoute('/hot', makePermission());
    const popup = await openLoginPopup(user);
    await user.type(within(popup).getByLabelText(/^\*?Username$/), 'demo01');
    await user.type(within(popup).getByLabelText(/^\*?Password$/), 'Demo@1234');
    await user.click(within(popup).getByRole('button', { name: 'Log in' }));
    const forced = await screen.findByRole('dialog', { name: 'Set a new password' });
    await within(forced).findByRole('button', { name: 'Sign out' });
    expect(forced).toHaveTextContent('Set a new password');
    expect(within(forced).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    expect(within(forced).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('login gate', () => {
  it('opens the login pop-up for visitors and warns demo accounts to register', async () => {
    const user = userEvent.setup();
    stubApi({
      '/wps/member/info': { ...MEMBER, type: 4 },
      '/wps/v2/wallets/balance': { sumBalance: '2000.00' },
    });
    const visitor = renderRoute('/hot', makePermission());
    await user.click(await screen.findByRole('button', { name: /Rewards/ }));
    expect(await findLoginPopup()).toBeInTheDocument();
    visitor.unmount();

    useSessionStore.getState().setToken('demo-token');
    useSessionStore
      .getState()
      .setProfile({ nickname: 'Guest', account: 'guest1', customerId: '9', isAgent: 4, toUpline: false });
    renderRoute('/hot', makePermission());
    // A trial header has no deposit button (it offers to register); a gated entry of the side bar
    // still tells the trial account to register.
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Rewards/ }));
    expect(await alertText()).toBe('Please Register An Account First');
    expect(
      within(screen.getByRole('dialog', { name: 'Warning' })).getByRole('button', { name: 'Register now' }),
    ).toBeInTheDocument();
    expect(queryMemberCentre()).not.toBeInTheDocument();
  });

  it("asks a trial account for no member's inbox or favourites, even before its details are in", async () => {
    // A free-play login: the token is there a moment before the details that say it is a trial.
    useSessionStore.getState().setToken('trial-token');
    const api = stubApi({
      '/wps/member/info': { ...MEMBER, type: 4 },
      '/wps/v2/wallets/balance': { sumBalance: '2000.00' },
      '/wps/relay/CSP_unreadCount': failure('FORBIDDEN', 'Not allowed', 403),
      '/wps/relay/MCSFE_getFavoriteGames': failure('FORBIDDEN', 'Not allowed', 403),
    });
    renderRoute('/hot', makePermission());
    await waitFor(() => expect(useSessionStore.getState().profile?.isAgent).toBe(4));
    await screen.findByRole('heading', { level: 1, name: 'Hot games' });
    expect(callsTo(api, '/wps/relay/CSP_unreadCount')).toBe(0);
    expect(callsTo(api, '/wps/relay/MCSFE_getFavoriteGames')).toBe(0);
  });
});
