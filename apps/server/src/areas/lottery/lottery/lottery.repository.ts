import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { LotteryDrawsTable, LotteryKind } from './lottery.tables.ts';
import type { DrawSeedFields } from './seed-chain.ts';

export type Q = Kysely<Database>;

export interface GameRow {
  id: number;
  merchant_id: number;
  code: string;
  kind: LotteryKind;
  region: 'MB' | 'MT' | 'MN';
  name: string;
  stations: Record<string, string>;
  draw_days: number[];
  draw_time: string | null;
  timezone: string;
  interval_seconds: number | null;
  lock_seconds: number;
  tags: string[];
  sort: number;
  odds: unknown;
  min_stake: bigint;
  max_stake: bigint;
  enabled: boolean;
}

/** A draw as stored; its seed is plaintext once drawn, sealed in server_seed_enc until then. */
export type DrawRow = Selectable<LotteryDrawsTable>;

export interface NewDraw extends DrawSeedFields {
  merchant_id: number;
  game_id: number;
  numero: string;
  open_at: Date;
  lock_at: Date;
  draw_at: Date;
}

const gameColumns = [
  'id',
  'merchant_id',
  'code',
  'kind',
  'region',
  'name',
  'stations',
  'draw_days',
  'draw_time',
  'timezone',
  'interval_seconds',
  'lock_seconds',
  'tags',
  'sort',
  'odds',
  'min_stake',
  'max_stake',
  'enabled',
] as const;

/** Advisory lock class of lottery payouts (the second key is the merchant). */
const PAYOUT_LOCK_CLASS = 0x4c6f74;

/** Lottery games: of a brand, by code or id, and those whose draws the scheduler plans. */
function gameQueries(db: Q) {
  return {
    async games(merchantId: number): Promise<GameRow[]> {
      return selectWhere(db, 'lottery_games', { merchant_id: merchantId, enabled: true })
        .select(gameColumns)
        .orderBy('sort')
        .orderBy('id')
        .execute() as Promise<GameRow[]>;
    },

    async gameByCode(merchantId: number, code: string): Promise<GameRow | undefined> {
      return selectWhere(db, 'lottery_games', { merchant_id: merchantId, code, enabled: true })
        .select(gameColumns)
        .executeTakeFirst() as Promise<GameRow | undefined>;
    },

    async gameById(id: number): Promise<GameRow | undefined> {
      return selectWhere(db, 'lottery_games', { id }).select(gameColumns).executeTakeFirst() as Promise<
        GameRow | undefined
      >;
    },

    /** Enabled games of every merchant with the time of their last generated draw. */
    async gamesToSchedule(): Promise<(GameRow & { merchant_code: string; last_draw_at: Date | null })[]> {
      const rows = await sql<GameRow & { merchant_code: string; last_draw_at: Date | null }>`
        select g.*, m.code as merchant_code,
          (select max(d.draw_at) from lottery_draws d where d.game_id = g.id) as last_draw_at
        from lottery_games g join merchants m on m.id = g.merchant_id
        where g.enabled`.execute(db);
      return rows.rows;
    },
  };
}

/** Draws through their life: planned, opened and locked by time, claimed to draw, drawn. */
function drawQueries(db: Q) {
  return {
    async insertDraws(rows: NewDraw[]): Promise<number> {
      if (!rows.length) return 0;
      const res = await db
        .insertInto('lottery_draws')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0n);
    },

    /** scheduled → open and open → locked by time; safe on every instance at once. */
    async advanceByTime(now: Date): Promise<void> {
      await db
        .updateTable('lottery_draws')
        .set({ status: 'locked' })
        .where('status', 'in', ['scheduled', 'open'])
        .where('lock_at', '<=', now)
        .execute();
      await updateWhere(db, 'lottery_draws', { status: 'scheduled' })
        .set({ status: 'open' })
        .where('open_at', '<=', now)
        .execute();
    },

    /** Due RNG draws, locked for this transaction; others skip them. */
    async claimDueRngDraws(
      now: Date,
      limit: number,
    ): Promise<(DrawRow & { kind: LotteryKind; region: string })[]> {
      const rows = await sql<DrawRow & { kind: LotteryKind; region: string }>`
        select d.*, g.kind, g.region from lottery_draws d join lottery_games g on g.id = d.game_id
        where d.status in ('scheduled', 'open', 'locked') and d.draw_at <= ${now} and g.kind <> 'vn'
        order by d.draw_at limit ${limit}
        for update of d skip locked`.execute(db);
      return rows.rows;
    },

    /**
     * Traditional draws past their time with no result entered yet (for a results feed), oldest
     * first, leaving out the draws in `skip`.
     */
    async traditionalAwaitingResult(
      now: Date,
      limit: number,
      skip: readonly bigint[] = [],
    ): Promise<DrawRow[]> {
      const rows = await sql<DrawRow>`
        select d.* from lottery_draws d join lottery_games g on g.id = d.game_id
        where d.status in ('open', 'locked') and d.draw_at <= ${now} and g.kind = 'vn' and not d.feed_held
          ${skip.length ? sql`and d.id <> all(${skip.map(String)}::bigint[])` : sql``}
          and not exists (select 1 from lottery_result_entries e
                          where e.draw_id = d.id and e.status in ('pending', 'confirmed'))
        order by d.draw_at limit ${limit}`.execute(db);
      return rows.rows;
    },

    async setDrawn(id: bigint, result: unknown, winningNumber: string, now: Date): Promise<void> {
      await updateWhere(db, 'lottery_draws', { id })
        .set({
          status: 'drawn',
          result: JSON.stringify(result),
          winning_number: winningNumber,
          drawn_at: now,
        })
        .execute();
    },
  };
}

/** Settling a draw: claimed, locked with its brand's payouts, finished, its stakes totalled. */
function settlementQueries(db: Q) {
  return {
    /** One drawn draw to settle, locked for this transaction; none when all are taken. */
    async claimDrawToSettle(): Promise<DrawRow | undefined> {
      const rows = await sql<DrawRow>`
        select * from lottery_draws where status = 'drawn'
        order by draw_at limit 1 for update skip locked`.execute(db);
      return rows.rows[0];
    },

    /**
     * Serialises the many-member payouts (settlement credits, cancellation refunds) of one merchant
     * until commit. Each pays several members, each transfer locking a house shard and a member row;
     * two such transactions paying overlapping members in different orders would deadlock.
     */
    async lockPayouts(merchantId: number): Promise<void> {
      await sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_CLASS}::int, ${merchantId}::int)`.execute(db);
    },

    async lockDraw(id: bigint): Promise<DrawRow | undefined> {
      const rows = await sql<DrawRow>`select * from lottery_draws where id = ${id} for update`.execute(db);
      return rows.rows[0];
    },

    async finishSettlement(
      id: bigint,
      totals: { betCount: number; stakeTotal: bigint; payoutTotal: bigint; winnerCount: number },
      now: Date,
    ): Promise<void> {
      await updateWhere(db, 'lottery_draws', { id })
        .set({
          status: 'settled',
          settled_at: now,
          bet_count: totals.betCount,
          stake_total: totals.stakeTotal,
          payout_total: totals.payoutTotal,
          winner_count: totals.winnerCount,
        })
        .execute();
    },

    async drawStakeTotals(drawId: bigint): Promise<{ count: number; stake: bigint }> {
      const row = await sql<{ count: number; stake: bigint | null }>`
        select count(*)::int as count, sum(cost)::bigint as stake from lottery_bets where draw_id = ${drawId}`.execute(
        db,
      );
      return { count: row.rows[0]?.count ?? 0, stake: row.rows[0]?.stake ?? 0n };
    },
  };
}

// "Lot"

/** SQL of the lottery; pass a transaction as `db` to run inside it. */
export function lotteryRepository(db: Q) {
  return { ...gameQueries(db), ...drawQueries(db), ...settlementQueries(db) };
}

export type LotteryRepository = ReturnType<typeof lotteryRepository>;
