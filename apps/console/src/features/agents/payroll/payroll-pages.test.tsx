import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

const run = (id: string, status: string) => ({
  id,
  merchantCode: 'demo',
  type: 'daily',
  periodKind: 'D',
  periodFrom: '2026-12-05T00:00:00.000Z',
  periodTo: '2026-12-06T00:00:00.000Z',
  periodLabel: `2026-12-0${id}`,
  status,
  contracts: 3,
  paid: 2,
  failed: status === 'running' ? 1 : 0,
  total: '125000.00',
  currency: 'VND',
  startedAt: '2026-12-06T00:05:00.000Z',
  finishedAt: null,
});
const statement = {
  id: '77',
  runId: '4',
  contractId: '5',
  contractType: 'daily',
  upline: 'agent01',
  downline: 'agent02',
  paidBy: 'house',
  periodKind: 'D',
  periodFrom: '2026-12-04T00:00:00.000Z',
  periodTo: '2026-12-05T00:00:00.000Z',
  periodLabel: '2026-12-04',
  validBet: '2500000.00',
  payout: '0.00',
  profitLoss: '0.00',
  activeMembers: 6,
  carryIn: '0.00',
  base: '2500000.00',
  carryOut: '0.00',
  tier: null,
  rateBps: 100,
  amount: '25000.00',
  currency: 'VND',
  transferId: '901',
  createdAt: '2026-12-05T00:05:00.000Z',
};
const page = (list: object[]) => ({ value: { list, pageNo: 1, totalPages: 1, total: list.length } });

function payrollDesk(permissions: string[], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, ['agent_manager']),
    'GET /bo/api/payroll/runs': (url) =>
      page(url.searchParams.get('status') === 'done' ? [] : [run('4', 'running'), run('3', 'done')]),
    'POST /bo/api/payroll/runs/4/rerun': { value: run('4', 'done') },
    'POST /bo/api/payroll/run': {
      value: {
        ...run('5', 'done'),
        merchantCode: 'demo',
        type: 'daily',
        ran: true,
        contracts: 2,
        paid: 1,
        failed: 0,
      },
    },
    'GET /bo/api/payroll/statements': (url) =>
      page(url.searchParams.get('type') === 'hourly' ? [] : [statement]),
    'GET /bo/api/payroll/statements/77': { value: statement },
    ...extra,
  });
}

describe('the payroll runs', () => {
  it('runs a period now and reruns one left open', async () => {
    const calls = payrollDesk(['payroll.read', 'payroll.run']);
    renderConsole('/payroll');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payroll runs' }, { timeout: 15_000 });
    expect(within(table).getAllByText('125,000.00 VND')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Rerun 2026-12-03' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Rerun 2026-12-04' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Period 2026-12-04 run again: 0 left unpaid');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Period 2026-12-05: 2 contracts, 1 paid, 0 failed')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/bo/api/payroll/run')?.body).toEqual({
      type: 'daily',
      current: false,
    });
  });

  it('says when a status has no run, and a reader cannot run or rerun', async () => {
    payrollDesk(['payroll.read']);
    renderConsole('/payroll');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Payroll runs' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rerun 2026-12-04' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('No payroll run here')).toBeInTheDocument();
  });
});

describe('the payroll statements', () => {
  it("lists a run's statements and opens one with its figures", async () => {
    const calls = payrollDesk(['payroll.read']);
    renderConsole('/payroll-statements?runId=4');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payroll statements' }, { timeout: 15_000 });
    expect(
      calls.find((c) => c.url.pathname === '/bo/api/payroll/statements')?.url.searchParams.get('runId'),
    ).toBe('4');
    await user.click(within(table).getByRole('button', { name: 'Open statement 77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement 77' });
    expect(await within(dialog).findByText('1.00%')).toBeInTheDocument();
    expect(within(dialog).getByText('25,000.00 VND')).toBeInTheDocument();
    expect(within(dialog).getByText('The brand')).toBeInTheDocument();
  });

  it('says when a type has no statement', async () => {
    payrollDesk(['payroll.read']);
    renderConsole('/payroll-statements');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Payroll statements' }, { timeout: 15_000 });
    await user.click(screen.getByRole('tab', { name: 'Hourly salary' }));
    expect(await screen.findByText('No statement here')).toBeInTheDocument();
  });
});
