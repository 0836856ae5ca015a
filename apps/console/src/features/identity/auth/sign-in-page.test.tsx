import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in to the console', () => {
  it('sends a signed-out visitor to sign in, then on to the screen they asked for with the token', async () => {
    const calls = stubServer({
      'POST /bo/api/session/login': { value: { token: 'staff-token', roles: ['admin'] } },
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': { value: [] },
    });
    const { router } = renderConsole('/audit?targetType=kyc');
    await signIn(' admin ', 'Admin@1234');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'admin',
      password: 'Admin@1234',
    });
    const audit = calls.find((c) => c.url.pathname === '/bo/api/audit');
    expect(audit?.auth).toBe('Bearer staff-token');
    expect(audit?.url.searchParams.get('targetType')).toBe('kyc');
  });

  it("shows the server's text for a wrong password and for the lock-out", async () => {
    let tries = 0;
    stubServer({
      'POST /bo/api/session/login': () =>
        ++tries < 2
          ? { status: 401, code: 'STAFF_LOGIN_FAILED', message: 'Incorrect username or password' }
          : {
              status: 429,
              code: 'ACCOUNT_LOCKED',
              message: 'Too many failed attempts, please try again after 15 minutes.',
            },
    });
    renderConsole('/');
    await signIn('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many failed attempts, please try again after 15 minutes.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
  });

  it('checks empty fields with the shared schema before anything is sent', async () => {
    const calls = stubServer({});
    renderConsole('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
