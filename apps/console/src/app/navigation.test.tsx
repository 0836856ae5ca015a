import { within } from '@testing-library/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const FINANCE = ['cashier.read', 'cashier.decide', 'rewards.read'];

describe('the navigation follows the permission table', () => {
  it('lists only the screens a finance role may open, and starts on the first', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(FINANCE, ['finance']),
      'GET /bo/api/finance/withdrawals': { value: [] },
    });
    const { router } = renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Withdrawals', 'Deposits', 'Balance adjustments', 'Promotions']);
    expect(within(nav).queryByText('Members and staff')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/withdrawals');
    expect(screen.getByText(/Finance · Brand 1/)).toBeInTheDocument();
  });

  it('shows "not allowed" on a screen outside the role, without calling it', async () => {
    setStaffToken('t');
    const calls = stubServer({ 'GET /bo/api/session/me': staffMe(FINANCE, ['finance']) });
    renderConsole('/kyc');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/bo/api/kyc'))).toBe(false);
  });

  it('an admin sees every screen, both groups', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['audit.read', 'kyc.read', 'members.read', 'cashier.read']),
      'GET /bo/api/audit': { value: [] },
    });
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Audit log',
      'KYC review',
      'Members',
      'Withdrawals',
      'Deposits',
      'Balance adjustments',
      'Agent tree',
    ]);
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });

  it('a 401 from any call takes the user back to sign in', async () => {
    setStaffToken('expired');
    stubServer({ 'GET /bo/api/session/me': { status: 401, code: 'STAFF_UNAUTHORIZED' } });
    const { router } = renderConsole('/deposits');
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('signs out: the server ends the session and the console forgets the token', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': { value: [] },
      'DELETE /bo/api/session/logout': { value: null },
    });
    const { router } = renderConsole('/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.auth === 'Bearer t')).toBe(true);
    // The next sign-in may be another operator's: it starts on their first screen, not on this one.
    expect(router.state.location.state).toBeNull();
  });

  it('switches the language and the theme, and remembers both', async () => {
    setStaffToken('t');
    stubServer({ 'GET /bo/api/session/me': staffMe(['audit.read']), 'GET /bo/api/audit': { value: [] } });
    renderConsole('/audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('pf.console.theme')).toBe('light');
    await user.selectOptions(screen.getByLabelText('Language'), 'VI');
    expect(await screen.findByRole('heading', { name: 'Nhật ký kiểm toán' })).toBeInTheDocument();
    expect(window.localStorage.getItem('pf.console.language')).toBe('VI');
    await user.click(screen.getByRole('button', { name: 'Chuyển sang giao diện tối' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});
