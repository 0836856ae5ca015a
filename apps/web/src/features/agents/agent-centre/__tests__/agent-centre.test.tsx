import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, failure } from '@/test/fetch-stub';
import { openCentre, signInAgent } from './agent-kit';

const DAILY = '/wps/relay/MCS2_processDailySalContract';

const FLAGS = {
  dailysalreqtype: true,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  enableContract: false,
  enableSalary: true,
  enableHourSalary: true,
  enableRealtimeSalary: false,
};

const OVERVIEW = {
  period: 'D',
  from: '2026-03-01T00:00:00Z',
  to: '2026-03-01T12:00:00Z',
  members: 2,
  newMembers: 1,
  activeMembers: 1,
  deposits: '1500.00',
  withdrawals: '200.00',
  validBets: '12345.60',
  profit: '-300.25',
};

const TEAM = [
  {
    username: 'agent02',
    nickname: 'agent02',
    type: 2,
    depth: 1,
    upline: 'agent01',
    status: 'active',
    balance: '50.00',
    createdAt: '2026-02-01T00:00:00Z',
    lastLoginAt: null,
  },
  {
    username: 'demo01',
    nickname: 'demo01',
    type: 0,
    depth: 1,
    upline: 'agent01',
    status: 'active',
    balance: '10.00',
    createdAt: '2026-02-02T00:00:00Z',
    lastLoginAt: null,
  },
];

type Contract = Record<string, unknown>;

const contract = (over: Contract): Contract => ({
  id: '7',
  type: 'daily',
  upline: 'boss',
  downline: 'agent01',
  status: 'pending',
  tiers: [{ minValidBet: '0.00', minActiveMembers: 1, rate: 100 }],
  rate: 100,
  period: 'D',
  offeredAt: '2026-03-01T00:00:00Z',
  validFrom: null,
  validTo: null,
  terminationRequestedBy: null,
  endReason: null,
  awaitingMe: true,
  ...over,
});

const result = (list: Contract[], over: Record<string, unknown> = {}) => ({
  action: 'list',
  contract: null,
  autoTerminated: [],
  list,
  pageNo: 1,
  totalPages: 1,
  total: list.length,
  mine: null,
  cap: 150,
  enabled: true,
  ...over,
});

function signInAgentWithTeam(routes: Parameters<typeof signInAgent>[0] = {}) {
  return signInAgent({
    '/wps/agent/consolidated': FLAGS,
    '/wps/agent/team/overview': (url: URL) => ({
      ...OVERVIEW,
      period: url.searchParams.get('period') ?? 'D',
    }),
    '/wps/agent/team/members': { list: TEAM, pageNo: 1, totalPages: 1, total: 2 },
    '/wps/relay/MCSFE_getListAnnouncements': {
      content: [
        { id: 4, title: 'Team meeting', content: 'Friday at noon', publishedAt: '2026-03-01T08:00:00Z' },
      ],
      pageNo: 1,
      pageSize: 9,
      totalPages: 1,
      total: 1,
    },
    ...routes,
  });
}

describe('agent centre', { timeout: 20_000 }, () => {
  it('opens from the header for agent01 with the team overview and only the enabled contract pages', async () => {
    const api = signInAgentWithTeam();
    const { user, centre } = await openCentre();
    // A daily-salary request waits for agent01: its entry says so.
    const menu = within(centre).getByRole('navigation', { name: 'Agent centre menu' });
    await waitFor(() =>
      expect(
        within(menu).getByRole('button', { name: 'Daily salary, Waiting for your answer' }),
      ).toBeInTheDocument(),
    );
    expect(within(menu).getByRole('button', { name: 'Hourly salary' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Dividend bonus' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Real-time salary' })).not.toBeInTheDocument();

    const figures = await within(centre).findByText('Valid bets', { selector: 'dt' });
    expect(figures.nextSibling).toHaveTextContent('12,345.60');
    expect(within(centre).getByText('Team profit', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '-300.25',
    );
    expect(within(centre).getByText('Team members', { selector: 'dt' }).nextSibling).toHaveTextContent('2');
    expect(within(centre).getByRole('img', { name: 'Team money over the period' })).toBeInTheDocument();

    await user.click(within(centre).getByRole('tab', { name: 'This month' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([u]) => String(u).includes('/wps/agent/team/overview?period=M'))).toBe(
        true,
      ),
    );
  });

  it('checks the register form with the brand rules before sending, then opens the account', async () => {
    const api = signInAgentWithTeam({
      '/wps/agent/team/register': { username: 'newbie1', type: 0, upline: 'agent01' },
    });
    const { user, centre } = await openCentre();
    await user.click(within(centre).getByRole('button', { name: 'Register account' }));
    const form = await within(centre).findByRole('form', { name: 'Register account' });
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(within(form).getByLabelText(/^\*?Username$/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(callsTo(api, '/wps/agent/team/register')).toBe(0);

    await user.type(within(form).getByLabelText(/^\*?Username$/), 'newbie1');
    await user.type(within(form).getByLabelText(/^\*?Password$/), 'short');
    await user.type(within(form).getByLabelText(/^\*?Confirm password$/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(within(form).getByLabelText(/^\*?Password$/)).toHaveAccessibleDescription(
      'Please fill in your password with 8 - 20 characters',
    );
    expect(within(form).getByLabelText(/^\*?Confirm password$/)).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
    expect(callsTo(api, '/wps/agent/team/register')).toBe(0);

    await user.clear(within(form).getByLabelText(/^\*?Password$/));
    await user.type(within(form).getByLabelText(/^\*?Password$/), 'Good@1234');
    await user.clear(within(form).getByLabelText(/^\*?Confirm password$/));
    await user.type(within(form).getByLabelText(/^\*?Confirm password$/), 'Good@1234');
    await user.click(within(form).getByRole('tab', { name: 'Agent' }));
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Account newbie1 has been opened');
    expect(bodyOf(api, '/wps/agent/team/register')).toEqual({
      username: 'newbie1',
      password: 'Good@1234',
      confirmPassword: 'Good@1234',
      accountType: 'agent',
    });
  });

  it('transfers to a downline and resends a failed attempt with the same request id', async () => {
    let tries = 0;
    const api = signInAgentWithTeam({
      '/wps/agent/team/transfer': () => {
        tries += 1;
        if (tries === 1) return failure('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', 403);
        return { downline: 'demo01', amount: '25.50', balance: '974.50' };
      },
    });
    const { user, centre } = await openCentre();
    await user.click(within(centre).getByRole('button', { name: 'Team management' }));
    const list = await within(centre).findByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Transfer to demo01' }));

    const dialog = await screen.findByRole('dialog', { name: 'Transfer to demo01' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      within(dialog).getByText('Enter an amount above zero with at most two decimals.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Amount/), '25.50');
    await user.type(within(dialog).getByLabelText(/Payment password/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('The payment password is incorrect')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Payment password/));
    await user.type(within(dialog).getByLabelText(/Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('25.50 sent to demo01.');
    const first = bodyOf(api, '/wps/agent/team/transfer', 0) as { requestId: string };
    const second = bodyOf(api, '/wps/agent/team/transfer', 1) as Record<string, unknown>;
    expect(second).toEqual({
      downline: 'demo01',
      amount: '25.50',
      paymentPassword: '123456',
      requestId: first.requestId,
    });
    expect(first.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // A new opening of the dialog is a new transfer: it gets an id of its own.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(within(list).getByRole('button', { name: 'Transfer to demo01' }));
    const again = await screen.findByRole('dialog', { name: 'Transfer to demo01' });
    await user.type(within(again).getByLabelText(/Amount/), '1');
    await user.type(within(again).getByLabelText(/Payment password/), '123456');
    await user.click(within(again).getByRole('button', { name: 'Transfer' }));
    await within(again).findByRole('status');
    const third = bodyOf(api, '/wps/agent/team/transfer', 2) as { requestId: string };
    expect(third.requestId).not.toBe(first.requestId);

    // Escape closes the dialog on top of the centre alone; the next one closes the centre.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transfer to demo01' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Agent centre' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument(),
    );
  });

  it('offers a daily salary with two tiers and shows the server refusing a rate above the cap', async () => {
    let offers = 0;
    const api = signInAgentWithTeam({
      [DAILY]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { action: string };
        if (body.action === 'list') return result([]);
        offers += 1;
        if (offers === 1) {
          return failure('CONTRACT_RATE_ABOVE_CAP', 'The rate is above your cap of 1.5%', 409, { cap: 150 });
        }
        return result([], {
          action: 'offer',
          contract: contract({ upline: 'agent01', downline: 'agent02' }),
        });
      },
    });
    const { user, centre } = await openCentre();
    await user.click(await within(centre).findByRole('button', { name: /^Daily salary/ }));
    expect(await within(centre).findByText('No contracts of this type yet.')).toBeInTheDocument();
    expect(within(centre).getByText('You may offer up to 1.5%.')).toBeInTheDocument();
    await user.click(within(centre).getByRole('button', { name: 'Offer a contract' }));

    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'agent02' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/Direct downline username/), 'agent02');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate (%)' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const tier2 = within(dialog).getByRole('group', { name: 'Tier 2' });
    await user.clear(within(tier2).getByRole('textbox', { name: 'Minimum valid bets' }));
    await user.type(within(tier2).getByRole('textbox', { name: 'Minimum valid bets' }), '1000000');
    await user.clear(within(tier2).getByRole('textbox', { name: 'Minimum active members' }));
    await user.type(within(tier2).getByRole('textbox', { name: 'Minimum active members' }), '5');
    await user.type(within(tier2).getByRole('textbox', { name: 'Rate (%)' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('The rate is above your cap of 1.5%')).toBeInTheDocument();

    await user.clear(within(tier2).getByRole('textbox', { name: 'Rate (%)' }));
    await user.type(within(tier2).getByRole('textbox', { name: 'Rate (%)' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(centre).findByText('Offer sent.')).toBeInTheDocument();
    const dailyBodies = () =>
      api.mock.calls
        .filter(([u]) => new URL(String(u), window.location.origin).pathname === DAILY)
        .map(
          ([, init]) => JSON.parse(String((init as RequestInit).body)) as { action: string; role?: string },
        );
    const offerBodies = dailyBodies().filter((b) => b.action === 'offer');
    expect(offerBodies.at(-1)).toEqual({
      action: 'offer',
      downline: 'agent02',
      tiers: [
        { minValidBet: '0', minActiveMembers: 0, rate: 100 },
        { minValidBet: '1000000', minActiveMembers: 5, rate: 150 },
      ],
    });

    await user.click(within(centre).getByRole('tab', { name: 'Given by me' }));
    await waitFor(() =>
      expect(dailyBodies().at(-1)).toMatchObject({ action: 'list', role: 'upline', pageNo: 1 }),
    );
  });

  it('accepts a waiting contract after confirming, and proceeds when lower contracts would end', async () => {
    const accepts: unknown[] = [];
    let accepted = false;
    signInAgentWithTeam({
      [DAILY]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { action: string; proceed?: boolean };
        if (body.action === 'list') {
          return result([accepted ? contract({ status: 'active', awaitingMe: false }) : contract({})]);
        }
        accepts.push(body);
        if (!body.proceed) {
          return failure('CONTRACT_DOWNLINE_RATE_ABOVE', 'Your downline contracts are above this rate', 409, {
            contracts: [contract({ id: '9', upline: 'agent01', downline: 'agent02', rate: 150 })],
          });
        }
        accepted = true;
        return result([], {
          action: 'accept',
          contract: contract({ status: 'active', awaitingMe: false }),
          autoTerminated: [contract({ id: '9', status: 'terminated' })],
        });
      },
    });
    const { user, centre } = await openCentre();
    await user.click(await within(centre).findByRole('button', { name: /^Daily salary/ }));
    const list = await within(centre).findByRole('list', { name: 'Contracts' });
    expect(within(list).getByText('From boss')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for your answer')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Accept' }));

    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Accept this contract at 1%?');
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    const proceed = await screen.findByRole('dialog', { name: 'Lower contracts will end' });
    expect(proceed).toHaveTextContent('Accepting ends 1 contract(s)');
    await user.click(within(proceed).getByRole('button', { name: 'Proceed' }));

    expect(await within(centre).findByText('1 lower contract(s) were ended.')).toBeInTheDocument();
    expect(accepts).toEqual([
      { action: 'accept', contractId: '7', proceed: false },
      { action: 'accept', contractId: '7', proceed: true },
    ]);
    await waitFor(() => expect(within(centre).getByText('Active')).toBeInTheDocument());
    expect(within(centre).getByRole('button', { name: 'Request termination' })).toBeInTheDocument();
  });
});
