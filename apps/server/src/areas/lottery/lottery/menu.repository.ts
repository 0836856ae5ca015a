import { sql } from 'kysely';
import type { DrawRow, GameRow, Q } from './lottery.repository.ts';
import type { DrawStatus, LotteryKind } from './lottery.tables.ts';

export interface MenuRow extends GameRow {
  cur_id: bigint | null;
  cur_numero: string | null;
  cur_status: DrawStatus | null;
  cur_open_at: Date | null;
  cur_lock_at: Date | null;
  cur_draw_at: Date | null;
  cur_seed_hash: string | null;
  prev_numero: string | null;
  prev_draw_at: Date | null;
  prev_winning: string | null;
}

/** Reads behind the menus, history panel and results board. */
export function menuRepository(db: Q) {
  return {
    /** Games with their current draw (next to be drawn) and last drawn result. */
    async menu(merchantId: number, now: Date, filter: { kinds?: LotteryKind[]; ids?: number[] } = {}) {
      const where = [sql`g.merchant_id = ${merchantId}`, sql`g.enabled`];
      if (filter.kinds) where.push(sql`g.kind in (${sql.join(filter.kinds)})`);
      if (filter.ids) {
        if (!filter.ids.length) return [];
        where.push(sql`g.id in (${sql.join(filter.ids)})`);
      }
      const r = await sql<MenuRow>`
        select g.*, c.id as cur_id, c.numero as cur_numero, c.status as cur_status, c.open_at as cur_open_at,
               c.lock_at as cur_lock_at, c.draw_at as cur_draw_at, c.seed_hash as cur_seed_hash,
               p.numero as prev_numero, p.draw_at as prev_draw_at, p.winning_number as prev_winning
        from lottery_games g
        left join lateral (
          select * from lottery_draws d where d.game_id = g.id and d.draw_at > ${now} and d.status <> 'cancelled'
          order by d.draw_at limit 1) c on true
        left join lateral (
          select * from lottery_draws d where d.game_id = g.id and d.status in ('drawn', 'settled')
          order by d.draw_at desc limit 1) p on true
        where ${sql.join(where, sql` and `)}
        order by g.sort, g.id`.execute(db);
      return r.rows;
    },

    /** Bets per game since `since`, most first. */
    async popularGameIds(merchantId: number, since: Date, limit: number): Promise<number[]> {
      const r = await sql<{ game_id: number }>`
        select game_id from lottery_bets where merchant_id = ${merchantId} and placed_at >= ${since}
        group by game_id order by count(*) desc, game_id limit ${limit}`.execute(db);
      return r.rows.map((x) => x.game_id);
    },

    async recentGameIds(merchantId: number, memberId: bigint, limit: number): Promise<number[]> {
      const r = await sql<{ game_id: number }>`
        select game_id from lottery_bets where merchant_id = ${merchantId} and member_id = ${memberId}
        group by game_id order by max(id) desc limit ${limit}`.execute(db);
      return r.rows.map((x) => x.game_id);
    },

    /** Drawn results of a game, newest first; `dayOfWeek` (1 = Sunday) in the game's time zone. */
    async openedDraws(game: GameRow, count: number, dayOfWeek?: number): Promise<DrawRow[]> {
      const dow = dayOfWeek
        ? sql`and extract(dow from d.draw_at at time zone ${game.timezone}) + 1 = ${dayOfWeek}`
        : sql``;
      const r = await sql<DrawRow>`
        select * from lottery_draws d where d.game_id = ${game.id} and d.status in ('drawn', 'settled') ${dow}
        order by d.draw_at desc limit ${count}`.execute(db);
      return r.rows;
    },

    /** Drawn, settled and cancelled draws of a game, newest first, with the total. */
    async finishedDraws(gameId: number, pageNo: number, pageSize: number) {
      const rows = await sql<DrawRow>`
        select * from lottery_draws where game_id = ${gameId} and status in ('drawn', 'settled', 'cancelled')
        order by draw_at desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
      const total = await sql<{ n: number }>`
        select count(*)::int as n from lottery_draws
        where game_id = ${gameId} and status in ('drawn', 'settled', 'cancelled')`.execute(db);
      return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
    },

    async draw(merchantId: number, drawId: bigint): Promise<DrawRow | undefined> {
      const r =
        await sql<DrawRow>`select * from lottery_draws where id = ${drawId} and merchant_id = ${merchantId}`.execute(
          db,
        );
      return r.rows[0];
    },

    /** The latest drawn draw of each game with one member's bets in it. */
    async latestOpenedWithMine(merchantId: number, memberId: bigint, gameCode?: string) {
      const r = await sql<{
        game_code: string;
        kind: LotteryKind;
        draw_id: bigint;
        numero: string;
        draw_at: Date;
        winning_number: string | null;
        bet_count: number;
        stake: bigint | null;
        payout: bigint | null;
      }>`
        select g.code as game_code, g.kind, p.id as draw_id, p.numero, p.draw_at, p.winning_number,
               (select count(*)::int from lottery_bets b where b.draw_id = p.id and b.member_id = ${memberId}) as bet_count,
               (select sum(b.cost)::bigint from lottery_bets b where b.draw_id = p.id and b.member_id = ${memberId}) as stake,
               (select sum(b.payout)::bigint from lottery_bets b where b.draw_id = p.id and b.member_id = ${memberId}) as payout
        from lottery_games g
        join lateral (
          select * from lottery_draws d where d.game_id = g.id and d.status in ('drawn', 'settled')
          order by d.draw_at desc limit 1) p on true
        where g.merchant_id = ${merchantId} and g.enabled ${gameCode ? sql`and g.code = ${gameCode}` : sql``}
        order by g.sort, g.id`.execute(db);
      return r.rows;
    },
  };
}
