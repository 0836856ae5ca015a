import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { testQueryClient } from '@/test/render-app';
import { findHeaderButton, findPageTitle } from '@/test/shell-queries';
import { AppStart } from './app-start';
import { AppProviders } from './providers';

function renderApp() {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <AppStart />
    </AppProviders>,
  );
}

const goTo = (url: string) => window.history.replaceState(null, '', url);

beforeEach(() => goTo('/'));

describe('app start', () => {
  it('shows the splash while permission loads, asking with the current host', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      '/wps/system/permission': () => new Promise<Response>((r) => (release = r)),
      '/wps/system/helpCenter': HELP_ITEMS,
    });
    renderApp();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin);
    expect(url.searchParams.get('url')).toBe(window.location.host);

    release(envelope(makePermission()));
    expect(await findPageTitle('Home')).toBeInTheDocument();
    expect(screen.queryByTestId('app-splash')).not.toBeInTheDocument();
  });

  it('stores a token from the query once and strips it from the URL, keeping the rest', async () => {
    goTo('/hot?token=abc123&x=1#top');
    stubApi({ '/wps/system/permission': makePermission() });
    renderApp();

    expect(await findPageTitle('Hot games')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(useSessionStore.getState().token).toBe('abc123');
    expect(window.location.pathname).toBe('/hot');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#top');
  });

  it("leaves the mailed reset link's token to the reset page: it is not a session", async () => {
    const resetToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    goTo(`/reset-password?token=${resetToken}`);
    stubApi({ '/wps/system/permission': makePermission() });
    renderApp();

    expect(await screen.findByLabelText(/^\*?New password$/)).toBeInTheDocument();
    expect(screen.queryByText(/This reset link is not valid/)).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe(`?token=${resetToken}`);
  });

  it('stores the merchant and its code for the session', async () => {
    stubApi({ '/wps/system/permission': makePermission(), '/wps/system/helpCenter': HELP_ITEMS });
    renderApp();
    await findPageTitle('Home');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(JSON.parse(window.sessionStorage.getItem('merchant') ?? '{}')).toMatchObject({
      name: 'Lucky Star',
    });
  });

  it('shows a retryable error screen when the network fails', async () => {
    let fail = true;
    stubApi({
      '/wps/system/permission': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return makePermission();
      },
      '/wps/system/helpCenter': HELP_ITEMS,
    });
    renderApp();
    expect(await screen.findByRole('main')).toHaveTextContent('Network link is abnormal, please try again');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPageTitle('Home')).toBeInTheDocument();
  });

  it('shows maintenance for status 1 without touching a URL token; refresh re-checks', async () => {
    goTo('/?token=keep');
    let status: 0 | 1 = 1;
    const fetchMock = stubApi({
      '/wps/system/permission': () =>
        makePermission({ status: { status, title: 'Upgrade', endTime: null, message: 'Soon' } }),
      '/wps/system/helpCenter': HELP_ITEMS,
    });
    renderApp();
    expect(await findPageTitle('Upgrade')).toBeInTheDocument();
    expect(window.location.search).toBe('?token=keep');
    expect(window.sessionStorage.getItem('token')).toBeNull();

    status = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findPageTitle('Home')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/permission'))).toHaveLength(2);
    expect(window.sessionStorage.getItem('token')).toBe('keep');
  });

  it('shows the region-restricted page for status 2', async () => {
    stubApi({
      '/wps/system/permission': makePermission({
        status: { status: 2, title: null, endTime: null, message: null },
      }),
    });
    renderApp();
    expect(await findPageTitle('Access restricted')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it("starts in the merchant's default language when the visitor chose none", async () => {
    stubApi({
      '/wps/system/permission': makePermission({ whitelabel: { defaultLanguage: 'TY' } }),
      '/wps/system/helpCenter': HELP_ITEMS,
    });
    renderApp();
    expect(await findHeaderButton('Mag-login')).toHaveTextContent('Mag-login');
    expect(document.documentElement.lang).toBe('tl');
  });
});
