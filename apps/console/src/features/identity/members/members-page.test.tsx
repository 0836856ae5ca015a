import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function summary(id: string, username: string) {
  return {
    id,
    merchantId: 1,
    username,
    nickname: username,
    phone: '0912345678',
    status: 'active',
    withdrawalsFrozen: false,
    vipLevel: 2,
    uplineId: null,
    registeredAt: '2026-12-01T10:00:00.000Z',
    lastLoginAt: '2026-12-05T09:00:00.000Z',
    lastLoginIp: '203.0.113.7',
  };
}

function profile(id: string, username: string, status = 'active') {
  const wallet = (balance: string) => ({ balance, pending: '0', available: balance });
  return {
    ...summary(id, username),
    status,
    email: null,
    registerIp: '203.0.113.7',
    registerDomain: 'lucky.localhost',
    currency: 'VND',
    kyc: { status: 'A', realName: 'Tran Thi Binh', submittedAt: null, reviewNote: null, imageIds: [] },
    balances: { cash: wallet('12345600'), bonus: wallet('0'), locked: wallet('0') },
    agentLine: [{ id: '7', username: 'agent.hue' }],
  };
}

function desk(permissions: string[], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions),
    'GET /bo/api/members': (url) => ({
      value: {
        items:
          url.searchParams.get('cursor') === '40'
            ? [summary('39', 'player.old')]
            : [summary('42', 'player.one')],
        nextCursor: url.searchParams.get('cursor') ? null : '40',
      },
    }),
    'GET /bo/api/members/42': { value: profile('42', 'player.one') },
    'GET /bo/api/members/42/ledger': {
      value: {
        currency: 'VND',
        items: [
          {
            id: '9',
            kind: 'deposit',
            phase: 'final',
            reference: 'D1',
            delta: '50000000',
            amount: '50000000',
            at: '2026-12-05T08:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    },
    'GET /bo/api/members/42/notes': { value: { items: [], nextCursor: null } },
    'GET /bo/api/members/42/logins': {
      value: {
        items: [
          {
            id: '3',
            at: '2026-12-05T09:00:00.000Z',
            ip: '203.0.113.7',
            userAgent: 'Firefox on Linux',
            loginType: 'password',
          },
        ],
        nextCursor: null,
      },
    },
    ...extra,
  });
}

const ALL = [
  'members.read',
  'members.notes',
  'members.status',
  'members.password',
  'money.adjust',
  'cashier.read',
];

describe('the member search', () => {
  it('sends the filled filters, pages by the cursor and opens a member', async () => {
    const calls = desk(['members.read']);
    const { router } = renderConsole('/members');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Members' });
    await user.type(screen.getByLabelText('Username'), 'player');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.type(screen.getByLabelText('Registered from'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('username=player'));
    const searched = () => calls.filter((c) => c.url.pathname === '/bo/api/members').at(-1);
    await waitFor(() => expect(searched()?.url.searchParams.get('username')).toBe('player'));
    expect(searched()?.url.searchParams.get('username')).toBe('player');
    expect(searched()?.url.searchParams.get('status')).toBe('active');
    expect(searched()?.url.searchParams.get('registeredFrom')).toBe('2026-12-01T00:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('player.old')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('cursor')).toBe('40');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByText('player.one'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'player.one' })).toBeInTheDocument();
  });

  it('checks a filter with the call schema before searching', async () => {
    const calls = desk(['members.read']);
    renderConsole('/members');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Members' });
    const before = calls.length;
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });
});

describe('the member page', () => {
  it('shows the profile, balances, ledger and sign-ins, and adds a note', async () => {
    let notes: unknown[] = [];
    const calls = desk(ALL, {
      'GET /bo/api/members/42/notes': () => ({ value: { items: notes, nextCursor: null } }),
      'POST /bo/api/members/42/notes': () => {
        notes = [
          {
            id: '1',
            body: 'Called about a bonus',
            staffId: '1',
            staffUsername: 'ops.anna',
            at: '2026-12-05T10:00:00.000Z',
          },
        ];
        return { value: notes[0] };
      },
    });
    renderConsole('/members/42');
    const user = userEvent.setup();
    const profileCard = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profileCard).getByText('agent.hue')).toBeInTheDocument();
    expect(within(profileCard).getByText(/Verified/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Balances' })).getByText('123,456.00 VND'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Ledger' })).toHaveTextContent('500,000.00 VND');
    await user.click(screen.getByRole('tab', { name: 'Sign-ins' }));
    expect(await screen.findByRole('table', { name: 'Sign-ins' })).toHaveTextContent('Firefox on Linux');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No note yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Called about a bonus');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('Called about a bonus');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Called about a bonus' });
  });

  it('locks the account with a reason, then offers to unlock it', async () => {
    let status = 'active';
    const calls = desk(ALL, {
      'GET /bo/api/members/42': () => ({ value: profile('42', 'player.one', status) }),
      'POST /bo/api/members/42/status': () => {
        status = 'locked';
        return { value: { memberId: '42', status: 'locked', previous: 'active' } };
      },
    });
    renderConsole('/members/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock player.one' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await within(dialog).findByText('Write the reason')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Shared account');
    await user.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('player.one is locked');
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'locked',
      reason: 'Shared account',
    });
  });

  it('requests an adjustment in minor units, and hides actions a role lacks', async () => {
    const calls = desk(ALL, {
      'POST /bo/api/finance/adjustments': { value: {} },
    });
    renderConsole('/members/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a balance adjustment' });
    await user.click(within(dialog).getByLabelText('Debit'));
    await user.type(within(dialog).getByLabelText('Amount (VND)'), '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findByText('An amount above zero, at most two decimals')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (VND)'));
    await user.type(within(dialog).getByLabelText('Amount (VND)'), '1,250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByRole('status')).toHaveTextContent('another staff member must approve it');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      memberId: '42',
      direction: 'debit',
      amount: '125050',
      reason: 'Duplicate bonus',
    });
  });

  it('a read-only role sees no action', async () => {
    desk(['members.read']);
    renderConsole('/members/42');
    await screen.findByRole('heading', { level: 1, name: 'player.one' });
    for (const name of ['Lock account', 'Freeze withdrawals', 'Send password reset', 'Adjust balance'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });
});
