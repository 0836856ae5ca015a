import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export interface GameDay {
  merchantId: number;
  /** The game's code, as the bet report groups by it (every vendor's game of that code). */
  game: string;
  /** The brand's own day, YYYY-MM-DD. */
  day: string;
}

/**
 * A page of the settled rounds of a game on one of the brand's days, newest settlement first, after
 * the round `after` (its row id) when given: the rows the bet report's figure for that game and day
 * adds up (migration 0054 counts a round on the brand's day of its settlement). Read by key over
 * the index of migration 0061, so the thousandth page costs what the first does.
 */
export function gameRoundsPage(db: Db, q: GameDay, pageSize: number) {
  // The day's bounds in the brand's time zone, as `report_day` reads it.
  const zone = sql`coalesce((select time_zone from merchants where id = ${q.merchantId}), 'UTC')`;
  return (after: bigint | null) =>
    db
      .selectFrom('game_rounds as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select([
        'r.id',
        'r.round_id',
        'r.vendor',
        'r.member_id',
        'm.username',
        'r.stake',
        'r.win',
        'r.settled_at',
      ])
      .where('r.merchant_id', '=', q.merchantId)
      .where('r.status', '=', 'settled')
      .where(sql<boolean>`r.game_id in (select g.id from games g where g.code = ${q.game})`)
      .where(sql<boolean>`r.settled_at >= (${q.day}::date::timestamp at time zone ${zone})`)
      .where(sql<boolean>`r.settled_at < ((${q.day}::date + 1)::timestamp at time zone ${zone})`)
      .$if(after !== null, (b) =>
        b.where(
          // A row of a scalar subquery and the id (not a row subquery): an index condition.
          sql<boolean>`(r.settled_at, r.id) < ((select c.settled_at from game_rounds c where c.id = ${after}), ${after})`,
        ),
      )
      .orderBy('r.settled_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .execute();
}

export type GameRoundRow = Awaited<ReturnType<ReturnType<typeof gameRoundsPage>>>[number];
