import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function withdrawal(orderNo: string, username: string, status = 'pending') {
  return {
    orderNo,
    amount: '150.00',
    currency: 'VND',
    status,
    bankAccount: null,
    newAccount: orderNo === 'W1',
    createdAt: '2026-12-05T10:00:00.000Z',
    reviewedAt: null,
    reviewNote: null,
    paidAt: null,
    confirmBy: null,
    confirmation: null,
    paidAmount: null,
    confirmedAt: null,
    payout: null,
    receivingAddress: '970436 0123456789 NGUYEN VAN A',
    merchantId: 1,
    memberId: '42',
    username,
    hasProof: false,
  };
}

/** A finance desk whose pending queue holds W1 and W2 until one is decided. */
function financeDesk(extra: StubRoutes = {}) {
  setStaffToken('t');
  const pending = new Map([
    ['W1', withdrawal('W1', 'player.one')],
    ['W2', withdrawal('W2', 'player.two')],
  ]);
  const calls = stubServer({
    'GET /bo/api/session/me': staffMe(['cashier.read', 'cashier.decide'], ['finance']),
    'GET /bo/api/finance/withdrawals': (url) => ({
      value: url.searchParams.get('status') === 'pending' ? [...pending.values()] : [],
    }),
    'POST /bo/api/finance/withdrawals/W1/approve': () => {
      pending.delete('W1');
      return { value: { ...withdrawal('W1', 'player.one', 'paid') } };
    },
    'POST /bo/api/finance/withdrawals/W2/reject': () => {
      pending.delete('W2');
      return { value: { ...withdrawal('W2', 'player.two', 'rejected') } };
    },
    ...extra,
  });
  return calls;
}

describe('the withdrawals queue', () => {
  it('approves a pending withdrawal and the list drops it', async () => {
    const calls = financeDesk();
    renderConsole('/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(within(table).getByText('New account')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Approve W1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal W1 approved');
    await waitFor(() => expect(screen.queryByText('player.one')).not.toBeInTheDocument());
    expect(screen.getByText('player.two')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/bo/api/finance/withdrawals/W1/approve',
    ]);
  });

  it('rejects with a reason, checked before it is sent', async () => {
    const calls = financeDesk();
    renderConsole('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject W2' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W2' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Write the reason')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Reason (the member reads it)'),
      'Account name does not match',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal W2 rejected');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/W2/reject'))?.body).toEqual({
      note: 'Account name does not match',
    });
  });

  it("shows the server's refusal when another desk decided first", async () => {
    financeDesk({
      'POST /bo/api/finance/withdrawals/W1/approve': {
        status: 409,
        code: 'WITHDRAWAL_REVIEWED',
        message: 'This withdrawal has already been reviewed',
      },
    });
    renderConsole('/withdrawals');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve W1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This withdrawal has already been reviewed');
  });

  it('shows no decision buttons to a role that may only read', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read'], ['auditor']),
      'GET /bo/api/finance/withdrawals': { value: [withdrawal('W1', 'player.one')] },
    });
    renderConsole('/withdrawals');
    expect(await screen.findByText('player.one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('an empty status says so', async () => {
    financeDesk();
    renderConsole('/withdrawals');
    await screen.findByText('player.one');
    await userEvent.click(screen.getByRole('tab', { name: 'Disputed' }));
    expect(await screen.findByText('No withdrawals in this status')).toBeInTheDocument();
  });
});
