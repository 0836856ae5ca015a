import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

function withdrawal(orderNo: string, username: string) {
  return {
    orderNo,
    amount: '150.00',
    currency: 'VND',
    status: 'pending',
    bankAccount: null,
    newAccount: false,
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

const RISK = [
  {
    orderNo: 'W1',
    flags: ['turnover', 'sharedAccess'],
    turnover: { since: '2026-11-01T00:00:00.000Z', turnover: '50.00', deposits: '500.00', multiple: 1 },
    account: { addedAt: '2026-10-01T00:00:00.000Z', paidBefore: true },
    shared: [{ memberId: '77', username: 'twin.account', byAddress: true, byDevice: true }],
    sharedCount: 1,
  },
  {
    orderNo: 'W2',
    flags: [],
    turnover: { since: '2026-11-01T00:00:00.000Z', turnover: '900.00', deposits: '500.00', multiple: 1 },
    account: { addedAt: '2026-10-01T00:00:00.000Z', paidBefore: true },
    shared: [],
    sharedCount: 0,
  },
];

function desk(permissions: string[], roles: string[]) {
  setStaffToken('staff-token');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, roles),
    'GET /bo/api/finance/withdrawals': {
      value: [withdrawal('W1', 'player.one'), withdrawal('W2', 'player.two')],
    },
    'GET /bo/api/finance/withdrawal-risk': { value: RISK },
    'POST /bo/api/finance/withdrawals/W1/approve': {
      value: { ...withdrawal('W1', 'player.one'), status: 'paid' },
    },
    'POST /bo/api/finance/withdrawals/W2/approve': {
      value: { ...withdrawal('W2', 'player.two'), status: 'paid' },
    },
    'GET /bo/api/finance/withdrawals.csv': { value: 'csv' },
  });
}

/** The row of a member's withdrawal, found afresh (the table re-renders as the flags arrive). */
const rowOf = (username: string) =>
  screen.findByRole('row', { name: new RegExp(username.replace('.', '\\.')) });
/** Waits until the page's flags are on screen. */
const flagsRead = () => screen.findAllByRole('list', { name: 'Risk flags' });

describe('the withdrawal queue with risk flags', () => {
  it("shows each row's flags read for the whole page in one call", async () => {
    const calls = desk(['cashier.read', 'cashier.decide', 'risk.read'], ['finance']);
    renderConsole('/withdrawals');
    await flagsRead();
    const flagged = await rowOf('player.one');
    const flags = await within(flagged).findByRole('list', { name: 'Risk flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['↻Turnover below deposits', '⇄Shared address or device']);
    expect(within(await rowOf('player.two')).getByText('No flags')).toBeInTheDocument();
    const risk = calls.filter((c) => c.url.pathname === '/bo/api/finance/withdrawal-risk');
    expect(risk).toHaveLength(1);
    expect(risk[0]?.url.searchParams.get('orderNos')).toBe('W1,W2');
  });

  it('opens a row on its readings, with links to the other members', async () => {
    desk(['cashier.read', 'risk.read'], ['risk']);
    renderConsole('/withdrawals');
    await flagsRead();
    await userEvent.click(await rowOf('player.one'));
    const detail = await screen.findByRole('region', { name: 'Risk of withdrawal W1' });
    expect(detail).toHaveTextContent('Turnover 50.00 against deposits 500.00');
    expect(detail).toHaveTextContent('1 × deposits');
    expect(detail).toHaveTextContent('Other members on the same address or device in 30 days: 1');
    expect(within(detail).getByRole('link', { name: 'twin.account' })).toHaveAttribute('href', '/members/77');
    expect(within(detail).getByText('same address and device')).toBeInTheDocument();
    // The risk role reads, it does not decide.
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('asks again before paying out a flagged withdrawal, naming its flags', async () => {
    const calls = desk(['cashier.read', 'cashier.decide', 'risk.read'], ['finance']);
    renderConsole('/withdrawals');
    await flagsRead();
    await userEvent.click(screen.getByRole('button', { name: 'Approve W1' }));
    const ask = screen.getByRole('alertdialog', { name: 'Approve flagged withdrawal W1?' });
    expect(ask).toHaveTextContent('Turnover below deposits · Shared address or device');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal W1 approved');
    // An unflagged one is approved at once.
    await userEvent.click(screen.getByRole('button', { name: 'Approve W2' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
        '/bo/api/finance/withdrawals/W1/approve',
        '/bo/api/finance/withdrawals/W2/approve',
      ]),
    );
  });

  it('shows no flags, and asks for none, to a role without risk.read', async () => {
    const calls = desk(['cashier.read', 'cashier.decide'], ['custom']);
    renderConsole('/withdrawals');
    await rowOf('player.one');
    expect(screen.queryByRole('columnheader', { name: 'Risk' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/bo/api/finance/withdrawal-risk')).toBe(false);
  });

  it('says when the flags could not be read', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read', 'risk.read'], ['auditor']),
      'GET /bo/api/finance/withdrawals': { value: [withdrawal('W1', 'player.one')] },
      'GET /bo/api/finance/withdrawal-risk': { status: 500, code: 'INTERNAL', message: 'Boom' },
    });
    renderConsole('/withdrawals');
    await userEvent.click(await rowOf('player.one'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The risk flags could not be read');
  });
});

describe('the withdrawal filters and export', () => {
  it('keeps the filter in the address and sends it to the list and the CSV', async () => {
    const calls = desk(['cashier.read', 'risk.read'], ['auditor']);
    const made = vi.fn(() => 'blob:withdrawals');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = renderConsole('/withdrawals?status=paid&username=play');
    await rowOf('player.one');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Member username starts with')).toHaveValue('play');
    await user.type(screen.getByLabelText('Amount from'), '100');
    await user.type(screen.getByLabelText('Amount up to'), '50');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findByText('An amount with up to two decimals, not below the lower one'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount up to'));
    await user.type(screen.getByLabelText('Amount up to'), '500');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toContain('minAmount=100'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      status: 'paid',
      username: 'play',
      minAmount: '100',
      maxAmount: '500',
    });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/bo/api/finance/withdrawals').at(-1);
      expect(last?.url.searchParams.get('maxAmount')).toBe('500');
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^withdrawals-.+\.csv$/)]));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/finance/withdrawals.csv');
    expect(csv?.url.searchParams.get('minAmount')).toBe('100');
    expect(csv?.url.searchParams.get('status')).toBe('paid');
    expect(csv?.auth).toBe('Bearer staff-token');
  });

  it('pages by the last order number of the page on screen', async () => {
    setStaffToken('t');
    const full = Array.from({ length: 50 }, (_, i) => withdrawal(`W${100 + i}`, `member.${i}`));
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read'], ['auditor']),
      'GET /bo/api/finance/withdrawals': (url) => ({
        value: url.searchParams.get('after') === 'W149' ? [withdrawal('W150', 'member.last')] : full,
      }),
    });
    renderConsole('/withdrawals');
    await rowOf('member.49');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await rowOf('member.last')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const lists = calls.filter((c) => c.url.pathname === '/bo/api/finance/withdrawals');
    expect(lists.map((c) => c.url.searchParams.get('after'))).toEqual([null, 'W149']);
    expect(lists[0]?.url.searchParams.get('limit')).toBe('50');
  });

  it('says when nothing matches', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read'], ['auditor']),
      'GET /bo/api/finance/withdrawals': { value: [] },
    });
    renderConsole('/withdrawals?username=nobody');
    expect(await screen.findByText('No withdrawals in this status')).toBeInTheDocument();
  });
});
