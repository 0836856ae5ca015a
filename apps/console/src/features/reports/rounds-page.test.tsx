import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { catchDownloads } from '@/test/downloads';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

vi.mock('./echarts-setup', () => ({
  init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }),
}));

const FIGURES = {
  stake: '10.00',
  payout: '4.00',
  ggr: '6.00',
  bonuses: '0.00',
  adjustments: '-1500.00',
  ngr: '6.00',
  bets: 1,
  deposits: '0.00',
  depositCount: 0,
  firstDeposits: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  registrations: 0,
  activePlayers: 1,
};
const row = (key: string) => ({ key, bets: 2, players: null, stake: '10.00', payout: '4.00', ggr: '6.00' });
const round = (id: string, username: string) => ({
  id,
  roundId: `R-${id}`,
  vendor: 'PG',
  memberId: '42',
  username,
  stake: '1250.50',
  payout: '0.00',
  settledAt: '2026-12-05T09:00:00.000Z',
});

function desk(permissions: string[], extra: StubRoutes = {}) {
  setStaffToken('staff-token');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions),
    'GET /bo/api/reports/dashboard': (url) => ({
      value: {
        merchantCode: 'main',
        currency: 'VND',
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        totals: FIGURES,
        days: [{ ...FIGURES, day: '2026-12-05' }],
      },
    }),
    'GET /bo/api/reports/bets': (url) => {
      const groupBy = url.searchParams.get('groupBy') ?? 'day';
      const rows = { vendor: [row('pg')], game: [row('dice')], day: [row('2026-12-05')], category: [] };
      return { value: { merchantCode: 'main', currency: 'VND', groupBy, rows: rows[groupBy as 'day'] } };
    },
    'GET /bo/api/reports/rounds': (url) => ({
      value: {
        merchantCode: 'main',
        currency: 'VND',
        items:
          url.searchParams.get('cursor') === '9' ? [round('8', 'player.two')] : [round('9', 'player.one')],
        nextCursor: url.searchParams.get('cursor') ? null : '9',
      },
    }),
    'GET /bo/api/reports/rounds.csv': { value: 'csv' },
    'GET /bo/api/reports/dashboard.csv': { value: 'csv' },
    ...extra,
  });
}

describe("a game's rounds of a day", () => {
  it("opens from a game's day in the bet report, pages by the cursor and downloads the CSV", async () => {
    const calls = desk(['reports.read', 'members.read']);
    const saved = catchDownloads();
    const { router } = renderConsole('/dashboard');
    const user = userEvent.setup();
    const report = await screen.findByRole('table', { name: 'Bet report' });
    await user.click(within(report).getByText('pg'));
    await user.click(await screen.findByText('dice'));
    await user.click(await screen.findByText('2026-12-05'));
    expect(router.state.location.pathname).toBe('/dashboard/rounds');
    expect(router.state.location.search).toBe('?game=dice&day=2026-12-05');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rounds of dice on 2026-12-05' }),
    ).toBeVisible();
    const list = await screen.findByRole('table', { name: 'Rounds' });
    expect(within(list).getByText('R-9')).toBeInTheDocument();
    expect(within(list).getByText('1,250.50')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'player.one' })).toHaveAttribute('href', '/members/42');
    const asked = calls.filter((c) => c.url.pathname === '/bo/api/reports/rounds').at(-1)!.url.searchParams;
    expect([asked.get('game'), asked.get('day')]).toEqual(['dice', '2026-12-05']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('player.two')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('cursor')).toBe('9');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['rounds-dice-2026-12-05.csv blob:file']));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/reports/rounds.csv')!;
    expect(csv.auth).toBe('Bearer staff-token');
    expect([csv.url.searchParams.get('game'), csv.url.searchParams.get('day')]).toEqual([
      'dice',
      '2026-12-05',
    ]);
    expect(csv.url.searchParams.has('cursor')).toBe(false);
  });

  it('says when the game had no round that day, and when a round list fails', async () => {
    desk(['reports.read'], {
      'GET /bo/api/reports/rounds': {
        value: { merchantCode: 'main', currency: 'VND', items: [], nextCursor: null },
      },
    });
    renderConsole('/dashboard/rounds?game=crash&day=2026-12-05');
    expect(await screen.findByText('No settled round of this game on this day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');

    desk(['reports.read'], {
      'GET /bo/api/reports/rounds': { status: 403, code: 'STAFF_FORBIDDEN', message: 'x' },
    });
    renderConsole('/dashboard/rounds?game=dice&day=2026-12-06');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action');
  });

  it('is not offered to a role without reports, and asks for a game and day when the address has none', async () => {
    desk(['members.read']);
    const { unmount } = renderConsole('/dashboard/rounds?game=dice&day=2026-12-05');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rounds' })).not.toBeInTheDocument();
    unmount();
    desk(['reports.read']);
    renderConsole('/dashboard/rounds');
    expect(
      await screen.findByText('Open this list from a game’s day in the bet report.'),
    ).toBeInTheDocument();
  });

  it("downloads the dashboard's days as CSV for the chosen range", async () => {
    const calls = desk(['reports.read']);
    const saved = catchDownloads();
    renderConsole('/dashboard');
    await screen.findByRole('table', { name: 'Bet report' });
    // Manual adjustments have a tile beside NGR, which subtracts them.
    const tiles = screen.getByLabelText('Key figures');
    expect(within(tiles).getByText('Adjustments').nextElementSibling).toHaveTextContent('-1,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Download days (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual([expect.stringMatching(/^dashboard-.+\.csv blob:file$/)]));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/reports/dashboard.csv')!;
    expect(csv.url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(csv.url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
