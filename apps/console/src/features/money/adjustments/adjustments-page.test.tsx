import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function adjustment(id: string, status = 'pending') {
  return {
    id,
    merchantId: 1,
    memberId: '42',
    memberUsername: `player.${id}`,
    currency: 'VND',
    direction: 'credit',
    amount: '5000000',
    reason: 'Goodwill credit',
    hasAttachment: id === 'A1',
    status,
    makerId: '2',
    approverId: null,
    rejectReason: null,
    transferId: null,
    createdAt: '2026-12-05T10:00:00.000Z',
    decidedAt: null,
  };
}

function financeDesk(extra: StubRoutes = {}) {
  setStaffToken('t');
  const pending = new Map([
    ['A1', adjustment('A1')],
    ['A2', adjustment('A2')],
  ]);
  const calls = stubServer({
    'GET /bo/api/session/me': staffMe(['cashier.read', 'money.adjust', 'money.adjust.approve'], ['finance']),
    'GET /bo/api/finance/adjustments': (url) => ({
      value: {
        items: url.searchParams.get('status') === 'pending' ? [...pending.values()] : [],
        nextCursor: null,
      },
    }),
    'POST /bo/api/finance/adjustments/A1/approve': () => {
      pending.delete('A1');
      return { value: adjustment('A1', 'approved') };
    },
    'POST /bo/api/finance/adjustments/A2/reject': () => {
      pending.delete('A2');
      return { value: adjustment('A2', 'rejected') };
    },
    ...extra,
  });
  return calls;
}

describe('the adjustments queue', () => {
  it('approves a pending adjustment and the queue drops it', async () => {
    const calls = financeDesk();
    renderConsole('/adjustments');
    const table = await screen.findByRole('table', { name: 'Balance adjustments' });
    expect(within(table).getAllByText('+50,000.00 VND')).toHaveLength(2);
    expect(within(table).getByText('Attachment')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Approve A1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Adjustment A1 approved');
    await waitFor(() => expect(screen.queryByText('player.A1')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/bo/api/finance/adjustments/A1/approve',
    ]);
  });

  it("shows the server's refusal when the maker approves their own", async () => {
    financeDesk({
      'POST /bo/api/finance/adjustments/A1/approve': {
        status: 409,
        code: 'ADJUSTMENT_OWN',
        message: 'An adjustment must be approved by another staff member than the one who asked for it',
      },
    });
    renderConsole('/adjustments');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve A1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An adjustment must be approved by another staff member than the one who asked for it',
    );
    expect(screen.getByText('player.A1')).toBeInTheDocument();
  });

  it('rejects with a reason, checked before it is sent', async () => {
    const calls = financeDesk();
    renderConsole('/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject A2' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject adjustment A2' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Write the reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'No ticket behind it');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Adjustment A2 rejected');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'No ticket behind it' });
  });

  it('a role without the approval sees the queue without decisions', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read'], ['finance']),
      'GET /bo/api/finance/adjustments': { value: { items: [adjustment('A1')], nextCursor: null } },
    });
    renderConsole('/adjustments');
    await screen.findByRole('table', { name: 'Balance adjustments' });
    expect(screen.queryByRole('button', { name: 'Approve A1' })).not.toBeInTheDocument();
  });
});
