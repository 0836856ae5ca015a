import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, stubServer } from '@/test/render-console';

const MANAGE = ['staff.read', 'staff.manage', 'audit.read'];

function signedIn(permissions: string[], roles: string[]) {
  return {
    value: {
      staffId: '1',
      username: 'ops.anna',
      roles,
      permissions: ['session', ...permissions],
      merchantId: 1,
      allBrands: false,
      brands: [
        { id: 1, code: 'lotus', name: 'Lucky Lotus' },
        { id: 2, code: 'tiger', name: 'Golden Tiger' },
      ],
    },
  };
}

function account(id: string, username: string, extra: object = {}) {
  return {
    id,
    username,
    roles: ['finance'],
    status: 'active',
    brands: [1],
    totpEnrolled: true,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastLoginAt: '2026-12-05T09:30:00.000Z',
    ...extra,
  };
}

const session = (id: string, current: boolean) => ({
  id,
  createdAt: '2026-12-05T09:30:00.000Z',
  lastSeenAt: '2026-12-05T10:00:00.000Z',
  expiresAt: '2026-12-05T22:00:00.000Z',
  ip: `203.0.113.${id}`,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  merchantId: 1,
  current,
});

function staffDesk(permissions = MANAGE, roles = ['admin'], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': signedIn(permissions, roles),
    'GET /bo/api/staff': {
      value: [
        account('1', 'ops.anna', { roles: ['admin'] }),
        account('7', 'cash.binh', { totpEnrolled: false, lastLoginAt: null, brands: [1, 2] }),
      ],
    },
    'GET /bo/api/staff/7/sessions': { value: [session('21', false)] },
    ...extra,
  });
}

const openOperator = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Staff' });
  await userEvent.click(within(table).getByText(username));
  return screen.findByRole('region', { name: `Operator ${username}` });
};

describe('the staff page', () => {
  it('lists the operators with roles, brands, authenticator and last sign-in, and filters them', async () => {
    const calls = staffDesk();
    const { router } = renderConsole('/staff');
    const table = await screen.findByRole('table', { name: 'Staff' });
    const row = within(table).getByText('cash.binh').closest('tr') as HTMLElement;
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    expect(within(row).getByText('Lucky Lotus, Golden Tiger')).toBeInTheDocument();
    expect(within(row).getByText('Not enrolled yet')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Administrator')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Username'), 'bin');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'finance');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?username=bin&role=finance&status=active'),
    );
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/bo/api/staff').at(-1);
      expect(Object.fromEntries(last?.url.searchParams ?? [])).toMatchObject({
        username: 'bin',
        role: 'finance',
        status: 'active',
      });
    });
  });

  it('says so when no operator matches, and shows a failed load with a retry', async () => {
    staffDesk(MANAGE, ['admin'], { 'GET /bo/api/staff': { value: [] } });
    const first = renderConsole('/staff?username=nobody');
    expect(await screen.findByText('No operator matches')).toBeInTheDocument();
    first.unmount();
    staffDesk(MANAGE, ['admin'], {
      'GET /bo/api/staff': { status: 403, code: 'STAFF_FORBIDDEN', message: 'refused' },
    });
    renderConsole('/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("checks the new operator with the create call's schema, then sends it", async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'POST /bo/api/staff': { value: account('9', 'risk.chau', { roles: ['risk'] }) },
    });
    renderConsole('/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an operator' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'r!');
    await userEvent.type(within(dialog).getByLabelText('Initial password'), 'password1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lucky Lotus' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(
      await within(dialog).findByText('3 to 64 letters, digits, dots, dashes or underscores'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The password does not follow the rule below')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one brand')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.type(within(dialog).getByLabelText('Username'), 'risk.chau');
    await userEvent.clear(within(dialog).getByLabelText('Initial password'));
    await userEvent.type(within(dialog).getByLabelText('Initial password'), 'Strong@123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Risk' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Golden Tiger' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByRole('status')).toHaveTextContent('risk.chau added');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'risk.chau',
      password: 'Strong@123',
      roles: ['risk'],
      brands: [2],
    });
  });

  it('translates a refusal of the create call', async () => {
    staffDesk(MANAGE, ['admin'], {
      'POST /bo/api/staff': { status: 409, code: 'STAFF_USERNAME_TAKEN', message: 'taken' },
    });
    renderConsole('/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Add operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an operator' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'cash.binh');
    await userEvent.type(within(dialog).getByLabelText('Initial password'), 'Strong@123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This username is already taken');
  });

  it("shows the server's refusal when an admin disables themselves", async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'GET /bo/api/staff/1/sessions': { value: [session('5', true)] },
      'POST /bo/api/staff/1/status': { status: 409, code: 'STAFF_SELF_LOCKOUT', message: 'no' },
    });
    renderConsole('/staff');
    const panel = await openOperator('ops.anna');
    await userEvent.click(within(panel).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable ops.anna?' });
    expect(dialog).toHaveTextContent('every session they have open ends now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot disable yourself or remove your own administrator role',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'disabled' });
  });

  it("resets an operator's authenticator after saying what follows, and ends one of their sessions", async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'POST /bo/api/staff/7/totp/reset': { value: account('7', 'cash.binh', { totpEnrolled: false }) },
      'DELETE /bo/api/staff/7/sessions/21': { value: null },
    });
    renderConsole('/staff');
    const panel = await openOperator('cash.binh');
    const sessions = await within(panel).findByRole('table', { name: 'Sessions of cash.binh' });
    expect(within(sessions).getByText('203.0.113.21')).toBeInTheDocument();
    expect(within(sessions).getByText('Chrome · Windows')).toBeInTheDocument();
    await userEvent.click(within(sessions).getByRole('button', { name: 'End session 21' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/bo/api/staff/7/sessions/21'),
      ).toBe(true),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset authenticator' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the authenticator of cash.binh?' });
    expect(dialog).toHaveTextContent('they scan a new QR code and get new recovery codes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset authenticator' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Authenticator of cash.binh reset');
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/bo/api/staff/7/totp/reset')).toBe(
      true,
    );
  });

  it("sets a new password only once it follows the rule, and refuses dropping one's own admin role", async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'GET /bo/api/staff/1/sessions': { value: [session('5', true)] },
      'POST /bo/api/staff/7/password': { value: account('7', 'cash.binh') },
      'POST /bo/api/staff/1/roles': { status: 409, code: 'STAFF_SELF_LOCKOUT', message: 'no' },
    });
    renderConsole('/staff');
    let panel = await openOperator('cash.binh');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'New password for cash.binh' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(
      await within(dialog).findByText('The password does not follow the rule below'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Another#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password of cash.binh changed');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'Another#2026' });

    panel = await openOperator('ops.anna');
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit roles' }));
    const roles = screen.getByRole('dialog', { name: 'Roles of ops.anna' });
    expect(within(roles).getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Auditor' }));
    await userEvent.click(within(roles).getByRole('button', { name: 'Save roles' }));
    expect(await within(roles).findByRole('alert')).toHaveTextContent('remove your own administrator role');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ roles: ['auditor'] });
  });

  it('keeps the changes from a role that may read staff but not manage them', async () => {
    staffDesk(['staff.read', 'audit.read'], ['auditor']);
    renderConsole('/staff');
    const panel = await openOperator('cash.binh');
    expect(await within(panel).findByRole('table', { name: 'Sessions of cash.binh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add operator' })).not.toBeInTheDocument();
    for (const name of ['Disable', 'Reset password', 'Reset authenticator', 'Edit roles', 'Edit brands']) {
      expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(panel).queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
  });

  it('is not in the menu of a finance role, and refused there', async () => {
    const calls = staffDesk(['cashier.read', 'reports.read'], ['finance']);
    renderConsole('/staff');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/bo/api/staff')).toBe(false);
  });

  it('downloads the list as CSV with the filters in use', async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'GET /bo/api/staff.csv': { value: 'id,username\r\n' },
    });
    const objectUrl = vi.fn(() => 'blob:staff');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    renderConsole('/staff?role=finance&status=bogus');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    const csv = calls.find((c) => c.url.pathname === '/bo/api/staff.csv');
    // A filter the contract refuses (a status edited into the address) is left out.
    expect(csv?.url.search).toBe('?role=finance');
  });
});

describe('my sessions', () => {
  it("lists the operator's own sessions from the account menu, this one marked, and ends another", async () => {
    const calls = staffDesk(MANAGE, ['admin'], {
      'GET /bo/api/session/sessions': { value: [session('5', true), session('6', false)] },
      'DELETE /bo/api/session/sessions/6': { value: null },
    });
    const { router } = renderConsole('/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Account of ops.anna' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'My sessions' }));
    expect(router.state.location.pathname).toBe('/my-sessions');
    const table = await screen.findByRole('table', { name: 'My sessions' });
    const current = within(table).getByText('203.0.113.5').closest('tr') as HTMLElement;
    expect(within(current).getByText('This session')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'End session 6' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Session ended');
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/bo/api/session/sessions/6')).toBe(
      true,
    );
  });
});
