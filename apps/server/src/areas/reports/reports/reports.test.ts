import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { caller, demoMember } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/** The demo brand keeps Vietnam's days (UTC+7): 20:00 UTC on 1 March is 2 March there. */
const DAY1_LATE = '2026-03-01T20:00:00Z';
const DAY1 = '2026-03-01T05:00:00Z';

describe.each(dbKinds)('reports on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.54.0.1');
  const db = () => t.database.db;
  let admin: string;
  let merchantId: number;
  let players: bigint[];
  let slot: { id: number; vendor: string; code: string; type: string };
  let live: { id: number; vendor: string; code: string; type: string };
  let seq = 0;

  const settle = async (memberId: bigint, game: typeof slot, stake: bigint, win: bigint, at: string) => {
    seq += 1;
    const row = await db()
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        vendor: game.vendor,
        game_id: game.id,
        round_id: `rep-${seq}`,
        stake,
        win,
        status: 'settled',
        settled_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const dashboard = async (from: string, to: string, token = admin) =>
    call('GET', `/bo/api/reports/dashboard?from=${from}&to=${to}`, { token });
  const snapshot = async () => ({
    bets: await sql`select merchant_id, day::text, vendor, category, game, sum(bets)::text as bets,
        sum(stake)::text as stake, sum(payout)::text as payout from report_bets_daily
        group by 1, 2, 3, 4, 5 having sum(bets) <> 0 or sum(stake) <> 0 or sum(payout) <> 0 order by 1, 2, 3, 4, 5`.execute(
      db(),
    ),
    players: await sql`select * from report_players_daily where bets <> 0 order by 1, 2, 3`.execute(db()),
    actives: await sql`select merchant_id, day, sum(players)::int as n from report_actives_daily
        group by 1, 2 having sum(players) <> 0 order by 1, 2`.execute(db()),
    months: await sql`select * from report_player_months where days <> 0 order by 1, 2, 3`.execute(db()),
    money: await sql`select * from report_money_daily order by 1, 2`.execute(db()),
  });

  beforeAll(async () => {
    admin = await staff.login();
    merchantId = await brandId(db());
    players = [];
    for (let i = 0; i < 3; i += 1) players.push(await demoMember(t, `rep54p${i}`));
    const games = await db()
      .selectFrom('games')
      .select(['id', 'vendor_code as vendor', 'code', 'game_type as type'])
      .where('game_type', 'in', ['RNG', 'LIVE'])
      .orderBy('id')
      .execute();
    slot = games.find((g) => g.type === 'RNG') as typeof slot;
    live = games.find((g) => g.type === 'LIVE') as typeof live;
    // Start from the figures the demo data made, rebuilt the way the tests below compare against.
    await sql`select report_backfill()`.execute(db());
  });

  it("adds settled rounds to the brand's own days, per vendor and game, with GGR and players", async () => {
    await settle(players[0] as bigint, slot, 100_00n, 30_00n, DAY1);
    await settle(players[1] as bigint, slot, 50_00n, 0n, DAY1);
    await settle(players[0] as bigint, live, 200_00n, 390_00n, DAY1_LATE);
    const res = await dashboard('2026-03-01', '2026-03-02');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.days.map((d: { day: string }) => d.day)).toEqual(['2026-03-01', '2026-03-02']);
    expect(value.days[0]).toMatchObject({
      stake: '150.00',
      payout: '30.00',
      ggr: '120.00',
      bets: 2,
      activePlayers: 2,
    });
    expect(value.days[1]).toMatchObject({
      stake: '200.00',
      payout: '390.00',
      ggr: '-190.00',
      bets: 1,
      activePlayers: 1,
    });
    expect(value.totals).toMatchObject({ stake: '350.00', ggr: '-70.00', bets: 3, activePlayers: 2 });

    const byGame = await call('GET', '/bo/api/reports/bets?from=2026-03-01&to=2026-03-02&groupBy=game', {
      token: admin,
    });
    expect(byGame.json().value.rows).toEqual([
      { key: live.code, bets: 1, players: null, stake: '200.00', payout: '390.00', ggr: '-190.00' },
      { key: slot.code, bets: 2, players: null, stake: '150.00', payout: '30.00', ggr: '120.00' },
    ]);
    // Drill-down: from a vendor's figure to its days.
    const drill = await call(
      'GET',
      `/bo/api/reports/bets?from=2026-03-01&to=2026-03-02&groupBy=day&vendor=${encodeURIComponent(slot.vendor)}`,
      { token: admin },
    );
    expect(drill.json().value.rows).toEqual([
      { key: '2026-03-01', bets: 2, players: null, stake: '150.00', payout: '30.00', ggr: '120.00' },
    ]);
  });

  it('moves the figures by the difference when a settled round is changed or voided', async () => {
    const id = await settle(players[2] as bigint, slot, 10_00n, 0n, '2026-03-05T03:00:00Z');
    await db().updateTable('game_rounds').set({ win: 25_00n }).where('id', '=', id).execute();
    let day = (await dashboard('2026-03-05', '2026-03-05')).json().value.totals;
    expect(day).toMatchObject({ stake: '10.00', payout: '25.00', bets: 1 });
    await db().updateTable('game_rounds').set({ status: 'void' }).where('id', '=', id).execute();
    day = (await dashboard('2026-03-05', '2026-03-05')).json().value.totals;
    expect(day).toMatchObject({ stake: '0.00', payout: '0.00', bets: 0, activePlayers: 0 });
  });

  it('counts a player once over a range across months, and only on the days of the range', async () => {
    const member = await demoMember(t, 'rep54months');
    // Brand days 31 March and 1 April (UTC+7).
    await settle(member, slot, 5_00n, 0n, '2026-03-31T03:00:00Z');
    await settle(member, live, 5_00n, 0n, '2026-03-31T18:00:00Z');
    const players = async (from: string, to: string) =>
      (await dashboard(from, to)).json().value.totals.activePlayers;
    expect(await players('2026-03-31', '2026-04-01')).toBe(1);
    expect(await players('2026-04-01', '2026-04-30')).toBe(1);
    expect(await players('2026-04-02', '2026-04-30')).toBe(0);
    expect(await players('2026-03-30', '2026-03-30')).toBe(0);
    const days = (await dashboard('2026-03-31', '2026-04-01')).json().value.days;
    expect(days.map((d: { activePlayers: number }) => d.activePlayers)).toEqual([1, 1]);
  });

  it('counts a burst of 50 settlements of one game once each (PostgreSQL rows locked per shard)', async () => {
    const member = players[1] as bigint;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        settle(players[i % 3] ?? member, slot, 1_00n, 0n, '2026-03-07T03:00:00Z'),
      ),
    );
    const day = (await dashboard('2026-03-07', '2026-03-07')).json().value.totals;
    expect(day).toMatchObject({ stake: '50.00', bets: 50, activePlayers: 3 });
  });

  it('counts paid deposits (the first of a member once), paid withdrawals, registrations and bonuses', async () => {
    const method = await db()
      .selectFrom('payment_methods')
      .select(['id', 'provider'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const member = await demoMember(t, 'rep54dep');
    const deposit = async (no: string, amount: bigint) => {
      await db()
        .insertInto('deposit_orders')
        .values({
          order_no: no,
          merchant_id: merchantId,
          member_id: member,
          method_id: method.id,
          provider: method.provider,
          amount,
          currency: 'VND',
          return_url: '/',
        })
        .execute();
      await db()
        .updateTable('deposit_orders')
        .set({ status: 'paid', paid_at: '2026-03-09T02:00:00Z' })
        .where('order_no', '=', no)
        .execute();
    };
    await deposit('REP54-1', 500_00n);
    await deposit('REP54-2', 300_00n);
    const day = (await dashboard('2026-03-09', '2026-03-09')).json().value.totals;
    expect(day).toMatchObject({ deposits: '800.00', depositCount: 2, firstDeposits: 1 });
    // Members registered in this file count on the brand's today, whatever the hour in UTC.
    const around = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const now = (await dashboard(around(-1), around(1))).json().value.totals;
    expect(now.registrations).toBeGreaterThanOrEqual(4);
  });

  it('keeps exactly what a rebuild from the rows makes', async () => {
    const kept = await snapshot();
    await sql`select report_backfill()`.execute(db());
    expect(await snapshot()).toEqual(kept);
  });

  it('exports the bet report as CSV and keeps reports to roles that read them', async () => {
    const csv = await call('GET', '/bo/api/reports/bets.csv?from=2026-03-01&to=2026-03-02&groupBy=day', {
      token: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'day,bets,players,stake,payout,ggr',
      '2026-03-01,2,2,150.00,30.00,120.00',
      '2026-03-02,1,1,200.00,390.00,-190.00',
      '',
    ]);
    const finance = await staff.withRoles('finance54', ['finance']);
    expect((await dashboard('2026-03-01', '2026-03-02', finance)).statusCode).toBe(200);
    const content = await staff.withRoles('content54', ['content']);
    expect((await dashboard('2026-03-01', '2026-03-02', content)).statusCode).toBe(403);
    const bad = await dashboard('2026-03-02', '2026-03-01');
    expect(bad.statusCode).toBe(400);
  });
});
