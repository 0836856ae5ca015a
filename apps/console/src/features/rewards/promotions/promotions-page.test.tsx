import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

const totals = { joined: 3, granted: 2, released: 1, grantedAmount: '250.00', releasedAmount: '150.00' };
const rule = {
  id: 9,
  merchantId: 1,
  promotionId: 7,
  kind: 'deposit_match',
  percentBps: 5000,
  cap: '200.00',
  minDeposit: '100.00',
  amount: null,
  cashbackPeriod: null,
  prizes: null,
  wageringMultiple: 0,
  weights: { INHOUSE: 10000 },
  maxBet: null,
  expiryDays: 7,
  newPlayerOnly: false,
  minVipLevel: 1,
  startsAt: null,
  endsAt: null,
  oncePerMember: true,
  onePerFingerprint: true,
  active: true,
  updatedAt: '2026-12-05T10:00:00.000Z',
};
const offer = (active = true) => ({
  id: 7,
  merchantId: 1,
  category: 'deposit',
  imageUrl: '/wps/content/images/x',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  active,
  texts: [{ language: 'EN', title: 'Weekend reload', summary: 'Half again', terms: 'Deposit 100.' }],
  rule: { ...rule, active },
  totals,
  updatedAt: '2026-12-05T10:00:00.000Z',
});
const page = (list: unknown[]) => ({ list, pageNo: 1, totalPages: 1, total: list.length, totals });

function financeDesk(extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(['rewards.read', 'rewards.write'], ['finance']),
    'GET /bo/api/rewards/offers': (url) => ({
      value: page(url.searchParams.get('active') === 'false' ? [] : [offer()]),
    }),
    'PUT /bo/api/rewards/offers/7': () => ({ value: offer(false) }),
    'POST /bo/api/rewards/offers': () => ({ value: { ...offer(), id: 8 } }),
    'GET /bo/api/rewards/offers/7/takers': {
      value: {
        list: [
          {
            memberId: '42',
            username: 'player.one',
            joinedAt: '2026-12-05T10:00:00.000Z',
            grantId: '5',
            amount: '150.00',
            currency: 'VND',
            wageringRequired: '0.00',
            wageringDone: '0.00',
            status: 'released',
            closedAt: '2026-12-05T10:01:00.000Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        total: 1,
        totals,
      },
    },
    ...extra,
  });
}

describe('the promotions screen', () => {
  it('lists promotions with their rule and totals, and shows one promotion’s takers', async () => {
    financeDesk();
    renderConsole('/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions and bonuses' });
    expect(within(table).getByText('Weekend reload')).toBeInTheDocument();
    expect(within(table).getByText('50% up to 200.00')).toBeInTheDocument();
    expect(within(table).getByText('1 released · 150.00')).toBeInTheDocument();
    const strip = screen.getByLabelText('What members took');
    expect(within(strip).getByText('250.00')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Takers' }));
    const takers = await screen.findByRole('table', { name: 'Takers of promotion #7' });
    expect(within(takers).getByText('player.one')).toBeInTheDocument();
    expect(within(takers).getByText('Released')).toBeInTheDocument();
  });

  it('says so when no promotion matches, and switches one off', async () => {
    const calls = financeDesk();
    renderConsole('/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions and bonuses' });
    await userEvent.click(within(table).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });
    await userEvent.click(screen.getByRole('tab', { name: 'Switched off' }));
    expect(await screen.findByText('No promotions match these filters')).toBeInTheDocument();
  });

  it('makes a deposit match with a preview of the player page', async () => {
    const calls = financeDesk();
    renderConsole('/promotions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotion' });
    await user.type(within(dialog).getByLabelText('Title'), 'Friday match');
    await user.type(within(dialog).getByLabelText('Summary'), 'Half again on Fridays');
    await user.type(within(dialog).getByLabelText(/Terms/), 'Deposit 100 or more.');
    await user.type(within(dialog).getByLabelText('Match or cashback (%)'), '50');
    await user.type(within(dialog).getByLabelText('Cap'), '200');
    await user.type(within(dialog).getByLabelText('Minimum deposit'), '100');
    const preview = within(dialog).getByRole('region', { name: "The player's promotion page" });
    expect(within(preview).getByText('Friday match')).toBeInTheDocument();
    expect(
      within(preview).getByText('50% of your deposit up to 200 (deposit at least 100)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promotion #8 saved');
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      category: 'deposit',
      texts: [{ language: 'EN', title: 'Friday match' }],
      rule: { kind: 'deposit_match', percentBps: 5000, cap: '200', minDeposit: '100', wageringMultiple: 0 },
    });
  });

  it('shows the server’s refusal in the form', async () => {
    financeDesk({
      'POST /bo/api/rewards/offers': {
        status: 400,
        code: 'BONUS_RULE_INVALID',
        message: 'A deposit_match rule needs percentBps, cap and minDeposit',
      },
    });
    renderConsole('/promotions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog', { name: 'New promotion' });
    await user.type(within(dialog).getByLabelText('Title'), 'X');
    await user.type(within(dialog).getByLabelText('Summary'), 'Y');
    await user.type(within(dialog).getByLabelText(/Terms/), 'Z');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/deposit_match rule needs|incomplete/);
  });
});
