import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { csvLines, lastExport } from '../../../test/csv-download.ts';
import { caller, demoMember } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/** Cents of a two-decimal amount, so figures are compared exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each(dbKinds)("the reports' exports, manual adjustments and rounds on %s", (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const db = () => t.database.db;
  let signIns = 0;
  const withRoles = (name: string, roles: string[]) =>
    staffKit(() => t, `10.61.1.${++signIns}`).withRoles(name, roles);
  let admin: string;
  let merchantId: number;
  let player: bigint;
  let slot: { id: number; vendor: string; code: string };
  let other: { id: number; vendor: string; code: string };
  let seq = 0;

  const settle = async (game: typeof slot, stake: bigint, win: bigint, at: string) => {
    seq += 1;
    await db()
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: player,
        vendor: game.vendor,
        game_id: game.id,
        round_id: `exp61-${seq}`,
        stake,
        win,
        status: 'settled',
        settled_at: at,
      })
      .execute();
  };

  beforeAll(async () => {
    admin = await staffKit(() => t, '10.61.0.1').login();
    merchantId = await brandId(db());
    player = await demoMember(t, 'exp61player');
    const games = await db()
      .selectFrom('games')
      .select(['id', 'vendor_code as vendor', 'code'])
      .where('game_type', '=', 'RNG')
      .orderBy('id')
      .limit(2)
      .execute();
    [slot, other] = games as [typeof slot, typeof other];
  });

  it('counts approved manual credits as a cost in NGR and manual debits as money back, kept as a rebuild makes it', async () => {
    const maker = await withRoles('exp61_maker', ['finance']);
    const checker = await withRoles('exp61_checker', ['finance']);
    const adjust = async (direction: 'credit' | 'debit', amount: string) => {
      const asked = await call('POST', '/bo/api/finance/adjustments', {
        token: maker,
        payload: { memberId: String(player), direction, amount, reason: 'exp61' },
      });
      const id = asked.json().value.id;
      const done = await call('POST', `/bo/api/finance/adjustments/${id}/approve`, { token: checker });
      expect(done.json().value.status).toBe('approved');
    };
    const around = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const totals = async () =>
      (
        await call('GET', `/bo/api/reports/dashboard?from=${around(-1)}&to=${around(1)}`, { token: admin })
      ).json().value.totals;
    const before = await totals();
    await adjust('credit', '100000');
    await adjust('debit', '30000');
    const after = await totals();
    expect(cents(after.adjustments) - cents(before.adjustments)).toBe(70000);
    expect(cents(after.ngr)).toBe(cents(after.ggr) - cents(after.bonuses) - cents(after.adjustments));
    expect(cents(after.ngr) - cents(before.ngr)).toBe(-70000);
    // A rejected request moves no money and no figure.
    const asked = await call('POST', '/bo/api/finance/adjustments', {
      token: maker,
      payload: { memberId: String(player), direction: 'credit', amount: '5000', reason: 'exp61 no' },
    });
    await call('POST', `/bo/api/finance/adjustments/${asked.json().value.id}/reject`, {
      token: checker,
      payload: { reason: 'not owed' },
    });
    expect((await totals()).adjustments).toBe(after.adjustments);

    const money = () => sql`select * from report_money_daily order by 1, 2`.execute(db());
    const kept = (await money()).rows;
    await sql`select report_backfill()`.execute(db());
    expect((await money()).rows).toEqual(kept);
  });

  it("exports the dashboard's days as CSV, one line a day, and logs the export with its range", async () => {
    await settle(slot, 100_00n, 40_00n, '2026-04-10T03:00:00Z');
    const res = await call('GET', '/bo/api/reports/dashboard.csv?from=2026-04-09&to=2026-04-10', {
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="dashboard-demo-2026-04-09-2026-04-10.csv"',
    );
    const lines = csvLines(res);
    expect(lines[0]).toBe(
      'day,stake,payout,ggr,bonuses,adjustments,ngr,bets,activePlayers,deposits,depositCount,firstDeposits,withdrawals,withdrawalCount,registrations',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual([
      '2026-04-09,0.00,0.00,0.00',
      '2026-04-10,100.00,40.00,60.00',
    ]);
    expect(await lastExport(db())).toMatchObject({
      target_id: 'reports.dashboardCsv',
      after: { filters: { from: '2026-04-09', to: '2026-04-10' } },
    });
  });

  it("lists a game's settled rounds of one of the brand's days by key, adding up to the report's figure", async () => {
    // Brand days are Vietnam's (UTC+7): 18:00 UTC on the 10th is the 11th there.
    await settle(slot, 20_00n, 0n, '2026-04-09T20:00:00Z');
    await settle(slot, 30_00n, 90_00n, '2026-04-10T10:00:00Z');
    await settle(slot, 5_00n, 0n, '2026-04-10T18:00:00Z');
    await settle(other, 7_00n, 0n, '2026-04-10T05:00:00Z');
    const game = encodeURIComponent(slot.code);
    const first = await call('GET', `/bo/api/reports/rounds?game=${game}&day=2026-04-10&limit=2`, {
      token: admin,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().value;
    expect(page1.items.map((r: { stake: string }) => r.stake)).toEqual(['30.00', '100.00']);
    expect(page1.items[0]).toMatchObject({
      vendor: slot.vendor,
      memberId: String(player),
      username: 'exp61player',
      payout: '90.00',
      settledAt: '2026-04-10T10:00:00.000Z',
    });
    const next = await call(
      'GET',
      `/bo/api/reports/rounds?game=${game}&day=2026-04-10&limit=2&cursor=${page1.nextCursor}`,
      { token: admin },
    );
    const page2 = next.json().value;
    expect(page2.items.map((r: { stake: string }) => r.stake)).toEqual(['20.00']);
    expect(page2.nextCursor).toBeNull();

    const report = await call(
      'GET',
      `/bo/api/reports/bets?from=2026-04-10&to=2026-04-10&groupBy=game&game=${game}`,
      {
        token: admin,
      },
    );
    expect(report.json().value.rows[0]).toMatchObject({ bets: 3, stake: '150.00', payout: '130.00' });

    const csv = await call('GET', `/bo/api/reports/rounds.csv?game=${game}&day=2026-04-10`, { token: admin });
    const lines = csvLines(csv);
    expect(lines[0]).toBe('roundId,vendor,memberId,username,stake,payout,settledAt');
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['30.00', '100.00', '20.00']);
    expect(await lastExport(db())).toMatchObject({
      target_id: 'reports.roundsCsv',
      after: { filters: { game: slot.code, day: '2026-04-10' } },
    });
  });

  it('logs the bet report export, and keeps every export to roles that read reports', async () => {
    const bets = await call('GET', '/bo/api/reports/bets.csv?from=2026-04-10&to=2026-04-10&groupBy=vendor', {
      token: admin,
    });
    expect(bets.statusCode).toBe(200);
    expect(await lastExport(db())).toMatchObject({
      target_id: 'reports.betsCsv',
      after: { filters: { from: '2026-04-10', to: '2026-04-10', groupBy: 'vendor' } },
    });
    const auditor = await withRoles('exp61_auditor', ['auditor']);
    const content = await withRoles('exp61_content', ['content']);
    const urls = [
      '/bo/api/reports/dashboard.csv?from=2026-04-10&to=2026-04-10',
      `/bo/api/reports/rounds?game=${encodeURIComponent(slot.code)}&day=2026-04-10`,
      `/bo/api/reports/rounds.csv?game=${encodeURIComponent(slot.code)}&day=2026-04-10`,
    ];
    for (const url of urls) {
      expect((await call('GET', url, { token: auditor })).statusCode, url).toBe(200);
      expect((await call('GET', url, { token: content })).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/bo/api/reports/rounds?day=2026-04-10', { token: admin })).statusCode).toBe(
      400,
    );
  });
});
