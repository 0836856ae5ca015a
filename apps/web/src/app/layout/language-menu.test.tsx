import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

describe('language menu', () => {
  it('switches the page language and stores lang and hisLang', async () => {
    renderRoute('/', makePermission());
    const login = await screen.findByTestId('login-button');
    expect(login).toHaveTextContent('Log in');

    await userEvent.click(within(screen.getByTestId('language-menu')).getByRole('button'));
    await userEvent.click(screen.getByTestId('language-option-VI'));

    await screen.findByText('Đăng nhập', { selector: '[data-testid="login-button"]' });
    expect(window.localStorage.getItem('lang')).toBe('VI');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('vi');

    // A second switch remembers the language it replaces.
    await userEvent.click(within(screen.getByTestId('language-menu')).getAllByRole('button')[0]!);
    await userEvent.click(screen.getByTestId('language-option-TH'));
    await screen.findByText('เข้าสู่ระบบ', { selector: '[data-testid="login-button"]' });
    expect(window.localStorage.getItem('lang')).toBe('TH');
    expect(window.localStorage.getItem('hisLang')).toBe('VI');
  });

  it("lists only the merchant's languages that have a bundle, each with its flag", async () => {
    renderRoute('/', makePermission({ whitelabel: { supportedLanguages: ['EN', 'TY', 'JA'] } }));
    await userEvent.click(within(await screen.findByTestId('language-menu')).getByRole('button'));

    expect(screen.getByTestId('language-option-EN')).toBeInTheDocument();
    expect(screen.getByTestId('language-option-TY').querySelector('.fi-ph')).not.toBeNull();
    expect(screen.queryByTestId('language-option-JA')).not.toBeInTheDocument();
    expect(screen.queryByTestId('language-option-VI')).not.toBeInTheDocument();
  });
});
