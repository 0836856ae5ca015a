import { KENO_PAYTABLE_TENTHS, KENO_SIDE_WIN_HUNDREDTHS, VN_BET_TYPES, vnOddsSchema } from '@pf/shared';
import { type Kysely, sql } from 'kysely';

/** Days without traditional draws, seeded for Tết 2026 and 2027 (30 Tết to mùng 3) in every region. */
const TET_DAYS: readonly [string, string][] = [
  ['2026-02-16', 'Tết Bính Ngọ'],
  ['2026-02-17', 'Tết Bính Ngọ'],
  ['2026-02-18', 'Tết Bính Ngọ'],
  ['2026-02-19', 'Tết Bính Ngọ'],
  ['2027-02-05', 'Tết Đinh Mùi'],
  ['2027-02-06', 'Tết Đinh Mùi'],
  ['2027-02-07', 'Tết Đinh Mùi'],
  ['2027-02-08', 'Tết Đinh Mùi'],
];

/**
 * Lottery: payout terms stored on each bet line, draw voids and the non-draw-day calendar.
 *
 * Bets placed before this migration get the terms their game has now: the best record of what
 * they were accepted at, and from here on settlement reads nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table lottery_bets
      add column rate_pay bigint,
      add column rate_per bigint,
      add column rate_table int[]`.execute(db);

  const games = await sql<{ id: number; kind: string; region: 'MB' | 'MT' | 'MN'; odds: unknown }>`
    select id, kind, region, odds from lottery_games`.execute(db);
  for (const game of games.rows) {
    if (game.kind === 'keno') {
      for (const [spots, row] of Object.entries(KENO_PAYTABLE_TENTHS)) {
        const table = Array.from({ length: 11 }, (_, hits) => row[hits] ?? 0);
        await sql`update lottery_bets set rate_pay = 0, rate_per = 10, rate_table = ${table}::int[]
          where game_id = ${game.id} and bet_type = 'spots' and cardinality(numbers) = ${Number(spots)}`.execute(
          db,
        );
      }
      await sql`update lottery_bets set rate_pay = ${KENO_SIDE_WIN_HUNDREDTHS}, rate_per = 100
        where game_id = ${game.id} and bet_type <> 'spots'`.execute(db);
      continue;
    }
    const odds = vnOddsSchema.parse(game.odds ?? {})[game.region];
    for (const type of VN_BET_TYPES) {
      if (type === 'loTruot') {
        for (const [count, rate] of Object.entries(odds.loTruot)) {
          await sql`update lottery_bets set rate_pay = ${rate.pay}, rate_per = ${rate.per}
            where game_id = ${game.id} and bet_type = 'loTruot' and cardinality(numbers) = ${Number(count)}`.execute(
            db,
          );
        }
        continue;
      }
      await sql`update lottery_bets set rate_pay = ${odds[type].pay}, rate_per = ${odds[type].per}
        where game_id = ${game.id} and bet_type = ${type}`.execute(db);
    }
  }
  // Anything left (a bet type no game knows) pays nothing rather than blocking the migration.
  await sql`update lottery_bets set rate_pay = 0, rate_per = 1 where rate_pay is null or rate_per is null`.execute(
    db,
  );
  await sql`
    alter table lottery_bets
      alter column rate_pay set not null,
      alter column rate_per set not null,
      add constraint lottery_bets_rate check (rate_pay >= 0 and rate_per > 0)`.execute(db);

  // A void past draw time: requested by one operator with a reason, carried out by another.
  await sql`
    alter table lottery_draws
      add column void_reason text,
      add column void_requested_by bigint,
      add column void_requested_at timestamptz,
      add column void_confirmed_by bigint,
      add constraint lottery_draws_void_two_people
        check (void_confirmed_by is null or void_confirmed_by <> void_requested_by)`.execute(db);

  await sql`
    create table lottery_holidays (
      region text not null check (region in ('MB', 'MT', 'MN')),
      day date not null,
      name text not null check (length(name) between 1 and 100),
      primary key (region, day)
    )`.execute(db);
  for (const region of ['MB', 'MT', 'MN']) {
    for (const [day, name] of TET_DAYS) {
      await sql`insert into lottery_holidays (region, day, name) values (${region}, ${day}::date, ${name})
        on conflict do nothing`.execute(db);
    }
  }
}
