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
  it('sends a signed-out visitor through the password and code steps, then on to the screen they asked for', async () => {
    const calls = stubServer({
      'POST /bo/api/session/login': { value: { next: 'totp', challenge: 'challenge-1' } },
      'POST /bo/api/session/totp': { value: { token: 'staff-token', roles: ['admin'] } },
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': { value: [] },
    });
    const { router } = renderConsole('/audit?targetType=kyc');
    await signIn(' admin ', 'Admin@1234');
    await userEvent.type(await screen.findByLabelText('Six-digit code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'admin',
      password: 'Admin@1234',
    });
    expect(calls.find((c) => c.url.pathname === '/bo/api/session/totp')?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
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

  it('enrols an authenticator at a first sign-in: the QR code, its first code, then the recovery codes', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${i}`);
    const calls = stubServer({
      'POST /bo/api/session/login': { value: { next: 'enrol', challenge: 'challenge-2' } },
      'POST /bo/api/session/enrolment': {
        value: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Demo:ops?secret=JBSWY3DPEHPK3PXP&issuer=Demo',
        },
      },
      'POST /bo/api/session/enrolment/confirm': {
        value: { token: 'staff-token', roles: ['admin'], recoveryCodes },
      },
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': { value: [] },
    });
    renderConsole('/audit');
    await signIn('ops', 'Admin@1234');
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Six-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(calls.find((c) => c.url.pathname === '/bo/api/session/enrolment/confirm')?.body).toEqual({
      challenge: 'challenge-2',
      code: '654321',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  });

  it("shows the server's text for a wrong code, and takes a recovery code instead", async () => {
    let tries = 0;
    const calls = stubServer({
      'POST /bo/api/session/login': { value: { next: 'totp', challenge: 'challenge-3' } },
      'POST /bo/api/session/totp': () =>
        ++tries < 2
          ? { status: 401, code: 'STAFF_CODE_INVALID', message: 'The code is incorrect' }
          : { value: { token: 'staff-token', roles: ['admin'] } },
      'GET /bo/api/session/me': staffMe([]),
    });
    renderConsole('/');
    await signIn('admin', 'Admin@1234');
    await userEvent.type(await screen.findByLabelText('Six-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/bo/api/session/totp').at(-1)?.body).toEqual({
        challenge: 'challenge-3',
        recoveryCode: 'abcde-fghjk',
      }),
    );
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
