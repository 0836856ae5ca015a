import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

// jsdom has no canvas: the chart's library is replaced by one that keeps what it was asked to draw.
const drawn = vi.hoisted(() => ({ options: [] as { xAxis: { data: string[] } }[] }));
vi.mock('./echarts-setup', () => ({
  init: () => ({
    setOption: (option: { xAxis: { data: string[] } }) => drawn.options.push(option),
    resize: () => {},
    dispose: () => {},
  }),
}));

const FIGURES = {
  stake: '1500.00',
  payout: '900.00',
  ggr: '-1234567.50',
  bonuses: '100.00',
  adjustments: '-20.00',
  ngr: '500.00',
  bets: 12,
  deposits: '2000.00',
  depositCount: 3,
  firstDeposits: 2,
  withdrawals: '300.00',
  withdrawalCount: 1,
  registrations: 4,
  activePlayers: 5,
};
const row = (key: string, bets: number) => ({
  key,
  bets,
  players: 1,
  stake: '10.00',
  payout: '4.00',
  ggr: '6.00',
});

/** The bet report answers by grouping: vendors, a vendor's games, a game's days. */
const BETS: Record<string, ReturnType<typeof row>[]> = {
  vendor: [row('inhouse', 7), row('pg', 5)],
  game: [row('dice', 4)],
  day: [row('2026-12-05', 4)],
};

describe('the dashboard', () => {
  it('is the first screen for a reports role: tiles for the last seven days, and a drill-down from a vendor to its games to a game’s days', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['reports.read', 'audit.read']),
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
        return { value: { merchantCode: 'main', currency: 'VND', groupBy, rows: BETS[groupBy] ?? [] } };
      },
    });
    const { router } = renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const tiles = await screen.findByLabelText('Key figures');
    expect(within(tiles).getByText('GGR').nextElementSibling).toHaveTextContent('-1,234,567.50');
    expect(within(tiles).getByText('Active players').nextElementSibling).toHaveTextContent('5');
    const asked = calls.find((c) => c.url.pathname === '/bo/api/reports/dashboard')!.url.searchParams;
    const days = (Date.parse(asked.get('to')!) - Date.parse(asked.get('from')!)) / 86_400_000;
    expect(days).toBe(6);

    await vi.waitFor(() => expect(drawn.options.at(-1)?.xAxis.data).toEqual(['2026-12-05']));

    const user = userEvent.setup();
    const report = await screen.findByRole('table', { name: 'Bet report' });
    await user.click(within(report).getByText('inhouse'));
    const games = await screen.findByText('dice');
    const last = calls.filter((c) => c.url.pathname === '/bo/api/reports/bets').at(-1)!.url.searchParams;
    expect([last.get('groupBy'), last.get('vendor')]).toEqual(['game', 'inhouse']);
    await user.click(games);
    expect(await screen.findByText('2026-12-05')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Drill-down' });
    expect(trail).toHaveTextContent('Vendor: inhouse');
    expect(trail).toHaveTextContent('Game: dice');
    await user.click(within(trail).getByRole('button', { name: 'Back to the top' }));
    expect(await screen.findByText('pg')).toBeInTheDocument();
  });

  it('downloads the bet report as CSV with the staff token and the same query', async () => {
    setStaffToken('staff-token');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['reports.read']),
      'GET /bo/api/reports/dashboard': {
        value: { merchantCode: 'main', currency: 'VND', from: '', to: '', totals: FIGURES, days: [] },
      },
      'GET /bo/api/reports/bets': {
        value: { merchantCode: 'main', currency: 'VND', groupBy: 'vendor', rows: [] },
      },
      'GET /bo/api/reports/bets.csv': { value: 'csv' },
    });
    const made = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderConsole('/dashboard');
    expect(await screen.findByText('No bets in this range')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual([expect.stringMatching(/^bets-.+\.csv blob:report$/)]));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/reports/bets.csv')!;
    expect(csv.auth).toBe('Bearer staff-token');
    expect(csv.url.searchParams.get('groupBy')).toBe('vendor');
    expect(csv.url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a failed load says why', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['reports.read']),
      'GET /bo/api/reports/dashboard': { status: 403, code: 'STAFF_FORBIDDEN', message: 'x' },
    });
    renderConsole('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action');
  });
});
