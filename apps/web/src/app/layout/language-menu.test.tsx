import { LANGUAGE_NAMES, SITE_LANGUAGES } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { findHeaderButton, findLoginButton } from '@/test/shell-queries';

/** The picker's button, named in the page's current language. */
const picker = (label = 'Language') => screen.findByRole('button', { name: label, expanded: false });
/** A language of the open list, by its own name. */
const option = (code: keyof typeof LANGUAGE_NAMES, label = 'Language') =>
  within(screen.getByRole('list', { name: label })).queryByRole('button', { name: LANGUAGE_NAMES[code] });
const choose = async (code: keyof typeof LANGUAGE_NAMES, label = 'Language') => {
  await userEvent.click(await picker(label));
  await userEvent.click(option(code, label) as HTMLElement);
};

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

describe('language menu', () => {
  it('switches the page language and stores lang and hisLang', async () => {
    renderRoute('/', makePermission());
    const login = await findLoginButton();
    expect(login).toHaveTextContent('Log in');

    await choose('VI');

    await findHeaderButton('Đăng nhập');
    expect(window.localStorage.getItem('lang')).toBe('VI');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('vi');

    // A second switch remembers the language it replaces.
    await choose('TH', 'Ngôn ngữ');
    await findHeaderButton('เข้าสู่ระบบ');
    expect(window.localStorage.getItem('lang')).toBe('TH');
    expect(window.localStorage.getItem('hisLang')).toBe('VI');
  });

  it("tells the server a signed-in member's new language; a visitor's stays on the device", async () => {
    const visitor = stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    const first = renderRoute('/', makePermission());
    await choose('VI');
    await findHeaderButton('Đăng nhập');
    expect(callsTo(visitor, '/wps/member/info/language')).toBe(0);
    first.unmount();

    useSessionStore.getState().setToken('tok-1');
    const api = stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/member/info': MEMBER,
      '/wps/v2/wallets/balance': { sumBalance: '10.00' },
      '/wps/v2/member/securityConfig': {
        info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
      },
      '/wps/member/info/language': { language: 'TH' },
    });
    renderRoute('/', makePermission());
    // The visitor's choice stays on the device: the member's page opens in Vietnamese.
    await choose('TH', 'Ngôn ngữ');
    await waitFor(() => expect(callsTo(api, '/wps/member/info/language')).toBe(1));
    expect(bodyOf(api, '/wps/member/info/language')).toEqual({ language: 'TH' });
    const call = api.mock.calls.find(([input]) => String(input).includes('/wps/member/info/language'));
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
    expect(window.localStorage.getItem('lang')).toBe('TH');
  });

  it("lists only the merchant's languages the site knows, each with its flag and own name", async () => {
    renderRoute('/', makePermission({ whitelabel: { supportedLanguages: ['EN', 'TY', 'JA', 'XX'] } }));
    await userEvent.click(await picker());

    expect(option('EN')).toBeInTheDocument();
    const flag = option('TY')?.querySelector<HTMLElement>('[data-flag="ph"]');
    expect(flag?.style.backgroundImage).toMatch(/ph\.svg/);
    expect(option('JA')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Language' }));
    expect(list.getAllByRole('button')).toHaveLength(3);
    expect(option('VI')).not.toBeInTheDocument();
  });

  it('offers all 35 languages; Arabic lays the site out right to left in English text', async () => {
    renderRoute('/', makePermission({ whitelabel: { supportedLanguages: [...SITE_LANGUAGES] } }));
    await userEvent.click(await picker());
    const list = screen.getByRole('list', { name: 'Language' });
    const options = within(list).getAllByRole('button');
    expect(options).toHaveLength(35);
    expect(within(list).getByRole('button', { name: 'Русский' })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('lang')).toBe('AR');
    // No Arabic texts ship: the strings fall back to English, the picker names the language.
    expect(await findLoginButton()).toHaveTextContent('Log in');
    expect(await picker()).toHaveTextContent('العربية');

    await choose('VI');
    await findHeaderButton('Đăng nhập');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
