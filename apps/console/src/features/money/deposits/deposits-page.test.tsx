import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function deposit(orderNo: string, username: string, status: string, amount: string, method = 'BANK') {
  return {
    orderNo,
    amount,
    currency: 'VND',
    status,
    payUrl: null,
    instructions: null,
    expiresAt: null,
    createdAt: '2026-12-05T10:00:00.000Z',
    paidAt: status === 'paid' ? '2026-12-05T10:05:00.000Z' : null,
    merchantId: 1,
    memberId: '42',
    username,
    provider: method === 'MOMO' ? 'momo' : 'sandbox',
    method,
    methodName: method === 'MOMO' ? 'MoMo e-wallet' : 'Online banking',
  };
}

const METHODS = [
  { code: 'BANK', name: 'Online banking' },
  { code: 'MOMO', name: 'MoMo e-wallet' },
];

/** A desk whose server filters its three orders by the query it is sent, as the real one does. */
function desk(permissions: string[], roles: string[], extra: StubRoutes = {}) {
  setStaffToken('t');
  const all = [
    deposit('D3', 'player.three', 'pending', '300000.00', 'MOMO'),
    deposit('D2', 'player.two', 'paid', '200000.00'),
    deposit('D1', 'player.one', 'pending', '100000.00'),
  ];
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, roles),
    'GET /bo/api/finance/deposits': (url) => {
      const q = url.searchParams;
      const minor = (a: string) => Math.round(Number(a) * 100);
      const list = all.filter(
        (d) =>
          (!q.get('status') || d.status === q.get('status')) &&
          (!q.get('method') || d.method === q.get('method')) &&
          (!q.get('username') || d.username === q.get('username')) &&
          (!q.get('minAmount') || minor(d.amount) >= Number(q.get('minAmount'))),
      );
      return { value: { list, next: null, methods: METHODS } };
    },
    ...extra,
  });
}

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Deposits' });
  return within(table);
};

describe('the deposit queue', () => {
  it('narrows the list by the filter bar and keeps the filters in the address', async () => {
    const calls = desk(['cashier.read', 'cashier.decide'], ['finance']);
    const { router } = renderConsole('/deposits');
    const user = userEvent.setup();
    expect((await rowsOf()).getByText('player.two')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Deposit filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Pending');
    await user.selectOptions(within(filters).getByLabelText('Method'), 'Online banking');
    await user.type(within(filters).getByLabelText('Amount from'), '50000');
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByText('player.two')).not.toBeInTheDocument());
    expect(screen.queryByText('player.three')).not.toBeInTheDocument();
    expect((await rowsOf()).getByText('player.one')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname === '/bo/api/finance/deposits').at(-1)?.url.searchParams;
    expect(sent?.get('status')).toBe('pending');
    expect(sent?.get('method')).toBe('BANK');
    // Major units in the form, minor units on the wire and in the address.
    expect(sent?.get('minAmount')).toBe('5000000');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'pending',
      method: 'BANK',
      minAmount: '5000000',
    });
  });

  it('opens the view a link describes, its filters filled in', async () => {
    desk(['cashier.read'], ['auditor']);
    renderConsole('/deposits?status=paid&minAmount=15000050');
    expect((await rowsOf()).getByText('player.two')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Deposit filters' });
    expect(within(filters).getByLabelText('Status')).toHaveValue('paid');
    expect(within(filters).getByLabelText('Amount from')).toHaveValue('150000.50');
  });

  it('refuses an upside-down amount range before anything is sent', async () => {
    const calls = desk(['cashier.read'], ['finance']);
    renderConsole('/deposits');
    const user = userEvent.setup();
    await rowsOf();
    const before = calls.length;
    const filters = screen.getByRole('form', { name: 'Deposit filters' });
    await user.type(within(filters).getByLabelText('Amount from'), '500');
    await user.type(within(filters).getByLabelText('Amount to'), '100');
    await user.type(within(filters).getByLabelText('Created from'), '2026-12-05');
    await user.type(within(filters).getByLabelText('Created to'), '2026-12-01');
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The amount to must not be below the amount from')).toBeInTheDocument();
    expect(screen.getByText('The end day must not be before the start day')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('re-checks a pending order with its provider and says what it answered', async () => {
    const calls = desk(['cashier.read', 'cashier.decide'], ['finance'], {
      'POST /bo/api/finance/deposits/D1/recheck': {
        value: {
          orderNo: 'D1',
          provider: 'sandbox',
          providerSays: 'paid',
          outcome: 'credited',
          status: 'paid',
          detail: 'credited',
        },
      },
    });
    renderConsole('/deposits');
    const rows = await rowsOf();
    // Only pending orders have the action.
    expect(rows.queryByRole('button', { name: 'Re-check D2 with the provider' })).not.toBeInTheDocument();
    await userEvent.click(rows.getByRole('button', { name: 'Re-check D1 with the provider' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'D1: the provider says paid. The deposit was credited.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/bo/api/finance/deposits/D1/recheck',
    ]);
  });

  it("shows the provider's unavailability as an error", async () => {
    desk(['cashier.read', 'cashier.decide'], ['finance'], {
      'POST /bo/api/finance/deposits/D3/recheck': {
        status: 503,
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Network link is abnormal, please try again',
      },
    });
    renderConsole('/deposits');
    await userEvent.click((await rowsOf()).getByRole('button', { name: 'Re-check D3 with the provider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The re-check did not go through');
  });

  it('shows no re-check to a role that may only read, and an empty filter says so', async () => {
    desk(['cashier.read'], ['auditor']);
    renderConsole('/deposits?username=nobody');
    expect(await screen.findByText('No deposits')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-check/ })).not.toBeInTheDocument();
  });
});
