import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/test/fetch-stub';
import { openPage, signInAgent } from './agent-kit';

const WINDOW = { period: 'D', from: '2026-03-01T00:00:00Z', to: '2026-03-01T12:00:00Z' };

const FLAGS = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  enableContract: true,
  enableSalary: true,
  enableHourSalary: false,
  enableRealtimeSalary: false,
};

const STATEMENT = {
  id: '9',
  contractId: '7',
  contractType: 'daily',
  upline: 'agent01',
  downline: 'agent02',
  paidBy: 'upline',
  periodKind: 'D',
  periodFrom: '2026-03-01T00:00:00Z',
  periodTo: '2026-03-02T00:00:00Z',
  periodLabel: '2026-03-01',
  validBet: '62345.67',
  payout: '60000.00',
  profitLoss: '2345.67',
  activeMembers: 12,
  carryIn: '0.00',
  base: '62345.67',
  carryOut: '0.00',
  tier: { minValidBet: '50000.00', minActiveMembers: 10, rateBps: 80 },
  rateBps: 80,
  amount: '498.76',
  currency: 'VND',
  transferId: '55',
  createdAt: '2026-03-02T00:01:00Z',
};

const page = <T,>(list: T[]) => ({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length });

function signInAgentWithReports(routes: Parameters<typeof signInAgent>[0] = {}) {
  return signInAgent({
    '/wps/agent/consolidated': FLAGS,
    '/wps/agent/team/overview': {
      ...WINDOW,
      members: 0,
      newMembers: 0,
      activeMembers: 0,
      deposits: '0.00',
      withdrawals: '0.00',
      validBets: '0.00',
      profit: '0.00',
    },
    ...routes,
  });
}

describe('agent centre reports', { timeout: 20_000 }, () => {
  it('team betting lists bets per member and category with totals, and asks for one member', async () => {
    const api = signInAgentWithReports({
      '/wps/agent/team/bets': {
        ...WINDOW,
        ...page([
          { username: 'agent02', category: 'INHOUSE', betCount: 3, validBet: '1500.00', winLoss: '-250.50' },
          { username: 'agent02', category: 'RNG', betCount: 1, validBet: '100.00', winLoss: '-100.00' },
        ]),
        totals: { betCount: 4, validBet: '1600.00', winLoss: '-350.50' },
      },
    });
    const { user, centre } = await openPage('Team betting');
    const list = await within(centre).findByRole('list', { name: 'Team bets by member and category' });
    expect(within(list).getAllByText('agent02')).toHaveLength(2);
    // The category by its name in the language of the page, and the count in the right number.
    expect(within(list).getByText('Originals')).toBeInTheDocument();
    expect(within(list).getByText('3 bets')).toBeInTheDocument();
    expect(within(list).getByText('1 bet')).toBeInTheDocument();
    expect(within(centre).getByText('Win/loss', { selector: 'dt' }).nextSibling).toHaveTextContent('-350.50');
    await user.type(within(centre).getByRole('searchbox', { name: 'Search by username' }), 'agent02');
    await user.click(within(centre).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        api.mock.calls.some(([u]) =>
          String(u).includes('/wps/agent/team/bets?period=D&pageNo=1&pageSize=10&username=agent02'),
        ),
      ).toBe(true),
    );
  });

  it('user loss says so when nobody lost, and shows a refused member as an error with a retry', async () => {
    let calls = 0;
    signInAgentWithReports({
      '/wps/agent/team/loss': () => {
        calls += 1;
        return calls === 1
          ? { ...WINDOW, ...page([]), totalLoss: '0.00' }
          : failure('AGENT_NOT_IN_TEAM', 'This account is not in your team', 403);
      },
    });
    const { user, centre } = await openPage('User loss');
    expect(await within(centre).findByText('Nobody in the team lost in this period.')).toBeInTheDocument();
    await user.type(within(centre).getByRole('searchbox', { name: 'Search by username' }), 'stranger');
    await user.click(within(centre).getByRole('button', { name: 'Search' }));
    const alert = await within(centre).findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('my income shows the totals and each day', async () => {
    signInAgentWithReports({
      '/wps/agent/income': {
        ...WINDOW,
        period: 'M',
        days: [{ day: '2026-03-01', salary: '498.76', dividend: '0.00', rebate: '1.20', total: '499.96' }],
        totals: { salary: '498.76', dividend: '0.00', rebate: '1.20', total: '499.96' },
      },
    });
    const { centre } = await openPage('My income');
    const days = await within(centre).findByRole('list', { name: 'Income per day' });
    expect(within(days).getByText('2026-03-01')).toBeInTheDocument();
    expect(within(centre).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('499.96');
  });

  it('account details filters the lines by type', async () => {
    const api = signInAgentWithReports({
      '/wps/agent/account/details': (url: URL) => ({
        ...WINDOW,
        period: 'M',
        ...page(
          url.searchParams.get('type') === 'salary'
            ? [
                {
                  id: '2',
                  type: 'salary',
                  kind: 'salary',
                  amount: '-25.00',
                  reference: 'contract:7',
                  counterparty: 'sub-agent-1',
                  createdAt: WINDOW.to,
                },
              ]
            : [],
        ),
      }),
    });
    const { user, centre } = await openPage('Account details');
    expect(await within(centre).findByText('No movements in this period.')).toBeInTheDocument();
    await user.selectOptions(within(centre).getByRole('combobox', { name: 'Type' }), 'salary');
    const list = await within(centre).findByRole('list', { name: 'Account movements' });
    expect(within(list).getByText('-25.00')).toBeInTheDocument();
    expect(within(list).getByText(/· sub-agent-1$/)).toBeInTheDocument();
    expect(api.mock.calls.some(([u]) => String(u).includes('type=salary'))).toBe(true);
  });

  it('opens a payout statement with the figures its formula used', async () => {
    signInAgentWithReports({
      '/wps/relay/MCS2_getPayrollStatements': (url: URL) =>
        url.searchParams.get('role') === 'payer' ? page([STATEMENT]) : page([]),
    });
    const { user, centre } = await openPage('Payout statements');
    expect(await within(centre).findByText('No statements yet.')).toBeInTheDocument();
    await user.click(within(centre).getByRole('tab', { name: 'Paid by me' }));
    await user.click(
      await within(centre).findByRole('button', { name: 'Open the statement of 2026-03-01 with agent02' }),
    );
    const statement = await screen.findByRole('dialog', { name: 'Payout statement' });
    const figure = (label: string) => within(statement).getByText(label, { selector: 'dt' }).nextSibling;
    expect(figure('Valid bet')).toHaveTextContent('62,345.67');
    expect(figure('Active members')).toHaveTextContent('12');
    expect(figure('Tier reached')).toHaveTextContent('Valid bet 50,000.00, 10 active');
    expect(figure('Rate')).toHaveTextContent('0.8%');
    expect(figure('Amount')).toHaveTextContent('498.76 VND');
    // A salary statement has no carried loss.
    expect(within(statement).queryByText('Loss carried in')).not.toBeInTheDocument();
  });
});
