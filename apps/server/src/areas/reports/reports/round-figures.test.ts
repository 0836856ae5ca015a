import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { demoMember } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/**
 * One trigger keeps both the rebate's bet statistics and the reports' figures of a round
 * (migration 0062): after settlements, late wins, voids and a round moved to another day, both are
 * what the rounds make.
 */
describe.each(dbKinds)("a round's figures, kept by one trigger, on %s", (kind) => {
  const t = suiteApp(kind);
  const db = () => t.database.db;
  let merchantId: number;
  let members: bigint[];
  let games: { id: number; vendor: string }[];
  let seq = 0;

  const settle = async (
    member: bigint,
    game: { id: number; vendor: string },
    stake: bigint,
    win: bigint,
    at: string,
  ) => {
    seq += 1;
    const row = await db()
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: member,
        vendor: game.vendor,
        game_id: game.id,
        round_id: `fig62-${seq}`,
        stake,
        win,
        status: 'settled',
        settled_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    merchantId = await brandId(db());
    members = [await demoMember(t, 'fig62a'), await demoMember(t, 'fig62b')];
    games = await db()
      .selectFrom('games')
      .select(['id', 'vendor_code as vendor'])
      .where('game_type', 'in', ['RNG', 'LIVE'])
      .orderBy('id')
      .limit(3)
      .execute();
  });

  it('is the one trigger of game_rounds that counts them', async () => {
    const triggers = await sql<{ tgname: string }>`select tgname from pg_trigger
      where tgrelid = 'game_rounds'::regclass and not tgisinternal order by tgname`.execute(db());
    const names = triggers.rows.map((r) => r.tgname);
    expect(names).toContain('bet_figures_on_round');
    expect(names).not.toContain('bet_stats_on_round');
    expect(names).not.toContain('report_on_round');
  });

  it('keeps the bet statistics and the daily figures as the rounds make them, through changes and voids', async () => {
    const [a, b] = members as [bigint, bigint];
    const [g1, g2, g3] = games as [(typeof games)[0], (typeof games)[0], (typeof games)[0]];
    const late = await settle(a, g1, 100_00n, 0n, '2026-06-01T03:00:00Z');
    await settle(a, g2, 50_00n, 120_00n, '2026-06-01T23:30:00Z');
    const voided = await settle(b, g1, 70_00n, 0n, '2026-06-02T01:00:00Z');
    const moved = await settle(b, g3 ?? g1, 30_00n, 10_00n, '2026-06-02T02:00:00Z');
    await settle(b, g1, 0n, 25_00n, '2026-06-02T04:00:00Z');
    await db().updateTable('game_rounds').set({ win: 250_00n }).where('id', '=', late).execute();
    await db().updateTable('game_rounds').set({ status: 'void' }).where('id', '=', voided).execute();
    await db()
      .updateTable('game_rounds')
      .set({ settled_at: '2026-06-05T02:00:00Z' })
      .where('id', '=', moved)
      .execute();
    // A settled round taken back to open counts nothing until it settles again.
    const reopened = await settle(a, g2, 40_00n, 0n, '2026-06-03T02:00:00Z');
    await db().updateTable('game_rounds').set({ status: 'open' }).where('id', '=', reopened).execute();

    const ours = sql.join(members.map((m) => sql`${m}`));
    const kept = await sql`select member_id, category, valid_bet::text, payout::text, bet_count::text
      from bet_totals where member_id in (${ours}) and (valid_bet <> 0 or payout <> 0 or bet_count <> 0)
      order by 1, 2`.execute(db());
    const made = await sql`select r.member_id, g.game_type as category, sum(r.stake)::text as valid_bet,
        sum(r.win)::text as payout, count(*) filter (where r.stake > 0)::text as bet_count
      from game_rounds r join games g on g.id = r.game_id
      where r.member_id in (${ours}) and r.status = 'settled' group by 1, 2 order by 1, 2`.execute(db());
    expect(kept.rows).toEqual(made.rows);
    expect(kept.rows.length).toBeGreaterThan(0);
    const hourly = await sql`select member_id, hour, category, valid_bet::text, payout::text, bet_count::text
      from bet_stats_hourly where member_id in (${ours}) and (valid_bet <> 0 or payout <> 0 or bet_count <> 0)
      order by 1, 2, 3`.execute(db());
    const hourlyMade = await sql`select r.member_id, date_trunc('hour', r.settled_at, 'UTC') as hour,
        g.game_type as category, sum(r.stake)::text as valid_bet, sum(r.win)::text as payout,
        count(*) filter (where r.stake > 0)::text as bet_count
      from game_rounds r join games g on g.id = r.game_id
      where r.member_id in (${ours}) and r.status = 'settled' group by 1, 2, 3 order by 1, 2, 3`.execute(
      db(),
    );
    expect(hourly.rows).toEqual(hourlyMade.rows);

    const daily = () =>
      sql`select day::text, vendor, category, game, sum(bets)::text as bets, sum(stake)::text as stake,
          sum(payout)::text as payout from report_bets_daily where merchant_id = ${merchantId}
          group by 1, 2, 3, 4 having sum(bets) <> 0 or sum(stake) <> 0 or sum(payout) <> 0 order by 1, 2, 3, 4`.execute(
        db(),
      );
    const players = () =>
      sql`select * from report_players_daily where bets <> 0 order by 1, 2, 3`.execute(db());
    const before = { daily: (await daily()).rows, players: (await players()).rows };
    await sql`select report_backfill()`.execute(db());
    expect({ daily: (await daily()).rows, players: (await players()).rows }).toEqual(before);
    // Brand days (UTC+7): the late win on 1 June, the 23:30 UTC round on the 2nd, the moved one on the 5th.
    expect(
      before.daily.filter((r) => (r as { day: string }).day.startsWith('2026-06-0')).length,
    ).toBeGreaterThan(2);
  });
});
