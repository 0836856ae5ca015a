import { SESSION_KEYS } from '@pf/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { announcement, noticeAnswer } from '@/test/content-fixtures';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { findPageTitle } from '@/test/shell-queries';

const PUBLIC = [announcement(1, 'Join today'), announcement(2, 'Play responsibly')];
const MEMBER = [announcement(3, 'Weekly cashback')];

function stub() {
  return stubApi({
    '/wps/system/helpCenter': HELP_ITEMS,
    '/wps/system/notice': (url: URL) =>
      noticeAnswer({ popup: url.searchParams.get('types')?.includes('PL') ? MEMBER : PUBLIC }),
  });
}

beforeEach(() => {
  window.sessionStorage.removeItem(SESSION_KEYS.publicityClosed);
});

describe('publicity popup', () => {
  it('shows visitors the public list, steps through it, and stays closed for the session', async () => {
    stub();
    const first = renderRoute('/hot', makePermission());
    const popup = await screen.findByRole('dialog', { name: 'Join today' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Play responsibly' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderRoute('/hot', makePermission());
    await screen.findByTestId('lobby-page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows members the logged-in list, even after the public one was closed', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.publicityClosed, 'public');
    useSessionStore.setState({ token: 'member-token' });
    stub();
    renderRoute('/hot', makePermission());
    expect(await screen.findByRole('dialog', { name: 'Weekly cashback' })).toBeInTheDocument();
  });

  it('never shows on the register pages', async () => {
    stub();
    renderRoute('/register', makePermission());
    await screen.findByTestId('register-page');
    expect(screen.queryByRole('dialog', { name: 'Join today' })).not.toBeInTheDocument();
  });
});

describe('disclaimer', () => {
  beforeEach(() => {
    window.sessionStorage.removeItem(SESSION_KEYS.disclaimerAccepted);
    window.sessionStorage.setItem(SESSION_KEYS.publicityClosed, 'public');
  });

  it('bars restricted persons at home until accepted, once per session', async () => {
    stub();
    const first = renderRoute('/', makePermission());
    const dialog = await screen.findByRole('dialog', { name: 'Before you enter' });
    expect(dialog).toHaveTextContent('A member of the armed forces or the police.');
    expect(dialog).toHaveTextContent('A person under 18 years of age.');
    expect(dialog).toHaveTextContent('government official');
    expect(dialog).toHaveTextContent('restricted or self-excluded persons');
    // It cannot be waved away: the only way on is to accept.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Before you enter' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I confirm and enter' }));
    expect(screen.queryByRole('dialog', { name: 'Before you enter' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.disclaimerAccepted)).toBe('1');
    first.unmount();

    renderRoute('/', makePermission());
    await findPageTitle('Home');
    expect(screen.queryByRole('dialog', { name: 'Before you enter' })).not.toBeInTheDocument();
  });

  it('names 21 under the regional variant and stays off pages other than home', async () => {
    stub();
    const home = renderRoute(
      '/',
      makePermission({ whitelabel: { brandSettings: { loginedToHomePage: false, regionalVariant: true } } }),
    );
    expect(await screen.findByRole('dialog', { name: 'Before you enter' })).toHaveTextContent(
      'under 21 years',
    );
    home.unmount();
    renderRoute('/hot', makePermission());
    await screen.findByTestId('lobby-page');
    expect(screen.queryByRole('dialog', { name: 'Before you enter' })).not.toBeInTheDocument();
  });

  it('holds the publicity popup back until it is accepted', async () => {
    window.sessionStorage.removeItem(SESSION_KEYS.publicityClosed);
    stub();
    renderRoute('/', makePermission());
    await userEvent.click(await screen.findByRole('button', { name: 'I confirm and enter' }));
    expect(await screen.findByRole('dialog', { name: 'Join today' })).toBeInTheDocument();
  });
});
