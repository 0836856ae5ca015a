import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { needsLogin } from './guard';

const guarded = makePermission({
  whitelabel: { brandSettings: { loginedToHomePage: true, regionalVariant: false } },
});
const open = makePermission();

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

describe('session guard', () => {
  it('sends a visitor without a token to /login when loginedToHomePage is on', async () => {
    const { router } = renderRoute('/hot', guarded);
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/hot' } });
  });

  it('also guards home and unknown pages', async () => {
    const home = renderRoute('/', guarded);
    await screen.findByTestId('login-page');
    expect(home.router.state.location.pathname).toBe('/login');
    home.unmount();

    const unknown = renderRoute('/no/such/page', guarded);
    await screen.findByTestId('login-page');
    expect(unknown.router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/register', 'register-page'],
    ['/register.html', 'register-page'],
    ['/helpmc', 'help-bare-page'],
    ['/login', 'login-page'],
    ['/download', 'download-page'],
  ])('lets a visitor without a token open %s', async (path, testId) => {
    const { router } = renderRoute(path, guarded);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a visitor with a stored token through', async () => {
    useSessionStore.getState().setToken('session-token');
    const { router } = renderRoute('/hot', guarded);
    expect(await screen.findByTestId('lobby-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hot');
  });

  it('does nothing when loginedToHomePage is off', async () => {
    const { router } = renderRoute('/hot', open);
    expect(await screen.findByTestId('lobby-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hot');
  });
});

describe('needsLogin', () => {
  it('applies the spec list exactly, ignoring a trailing slash and case', () => {
    expect(needsLogin('/download', true, null)).toBe(false);
    expect(needsLogin('/register/', true, null)).toBe(false);
    expect(needsLogin('/Login', true, null)).toBe(false);
    expect(needsLogin('/down', true, null)).toBe(true);
    expect(needsLogin('/', true, null)).toBe(true);
    expect(needsLogin('/', true, 'tok')).toBe(false);
    expect(needsLogin('/', false, null)).toBe(false);
  });
});
