import { type Selectable, sql } from 'kysely';
import { selectWhere } from '../../../db/select-where.ts';
import type { DrawRow, Q } from './lottery.repository.ts';
import type { DrawStatus, LotteryBetsTable } from './lottery.tables.ts';
import { SIDE_MIDPOINT } from './side-bets.ts';

export interface BetView {
  id: bigint;
  game_code: string;
  draw_id: bigint;
  numero: string;
  draw_status: DrawStatus;
  draw_at: Date;
  winning_number: string | null;
  bet_type: string;
  numbers: string[];
  stake: bigint;
  cost: bigint;
  placed_at: Date;
  hits: number | null;
  payout: bigint | null;
  refunded: boolean;
  request_id: string;
  line: number;
}

/** A bet as it is placed: every column but those the draw's settlement fills in. */
export type NewBet = Omit<Selectable<LotteryBetsTable>, 'id' | 'hits' | 'payout' | 'refunded'>;

export type BetStatusFilter = 'pending' | 'won' | 'lost' | 'push' | 'refunded';

/** A keno side bet whose measure landed on its midpoint (`betStatus` calls it a push). */
const isPush = sql`b.hits is not null and (${sql.join(
  Object.entries(SIDE_MIDPOINT).map(
    ([type, midpoint]) => sql`(b.bet_type = ${type} and b.hits = ${midpoint})`,
  ),
  sql` or `,
)})`;

/** The bets each status filter lists: exactly those `betStatus` gives that status. */
const statusWhere: Record<BetStatusFilter, ReturnType<typeof sql>> = {
  pending: sql`d.status not in ('settled', 'cancelled')`,
  won: sql`d.status = 'settled' and b.payout is not null and not (${isPush})`,
  lost: sql`d.status = 'settled' and b.payout is null`,
  push: sql`d.status = 'settled' and b.payout is not null and ${isPush}`,
  refunded: sql`b.refunded`,
};

const betViewSelect = sql`
  select b.id, g.code as game_code, b.draw_id, d.numero, d.status as draw_status, d.draw_at,
         d.winning_number, b.bet_type, b.numbers, b.stake, b.cost, b.placed_at, b.hits, b.payout,
         b.refunded, b.request_id, b.line
  from lottery_bets b
  join lottery_draws d on d.id = b.draw_id
  join lottery_games g on g.id = b.game_id`;

export function betsRepository(db: Q) {
  return {
    async byRequest(merchantId: number, memberId: bigint, requestId: string): Promise<BetView[]> {
      const r = await sql<BetView>`${betViewSelect}
        where b.merchant_id = ${merchantId} and b.member_id = ${memberId} and b.request_id = ${requestId}
        order by b.line`.execute(db);
      return r.rows;
    },

    /** The draw a bet goes to, share-locked so it cannot lock or be cancelled under the bet. */
    async drawForBet(gameId: number, drawId: number | undefined, now: Date): Promise<DrawRow | undefined> {
      const r = drawId
        ? await sql<DrawRow>`select * from lottery_draws where id = ${drawId} and game_id = ${gameId} for share`.execute(
            db,
          )
        : await sql<DrawRow>`
            select * from lottery_draws
            where game_id = ${gameId} and status = 'open' and open_at <= ${now} and lock_at > ${now}
            order by draw_at limit 1 for share`.execute(db);
      return r.rows[0];
    },

    async insert(rows: NewBet[]): Promise<void> {
      await db.insertInto('lottery_bets').values(rows).execute();
    },

    async page(
      merchantId: number,
      memberId: bigint,
      filter: { gameCode?: string | undefined; status?: BetStatusFilter | undefined },
      paging: { pageNo: number; pageSize: number },
    ): Promise<{ rows: BetView[]; total: number }> {
      const where = sql.join(
        [
          sql`b.merchant_id = ${merchantId}`,
          sql`b.member_id = ${memberId}`,
          ...(filter.gameCode ? [sql`g.code = ${filter.gameCode}`] : []),
          ...(filter.status ? [statusWhere[filter.status]] : []),
        ],
        sql` and `,
      );
      const rows = await sql<BetView>`${betViewSelect} where ${where}
        order by b.id desc limit ${paging.pageSize} offset ${(paging.pageNo - 1) * paging.pageSize}`.execute(
        db,
      );
      const total = await sql<{ n: number }>`
        select count(*)::int as n from lottery_bets b
        join lottery_draws d on d.id = b.draw_id join lottery_games g on g.id = b.game_id
        where ${where}`.execute(db);
      return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
    },

    /** The bets of these draws, in id order. */
    async ofDraws(
      drawIds: bigint[],
    ): Promise<{ id: bigint; draw_id: bigint; member_id: bigint; cost: bigint }[]> {
      if (drawIds.length === 0) return [];
      return db
        .selectFrom('lottery_bets')
        .select(['id', 'draw_id', 'member_id', 'cost'])
        .where('draw_id', 'in', drawIds)
        .orderBy('id')
        .execute();
    },

    /** Whether the draw has taken any bet (committed, or in this transaction). */
    async anyOn(drawId: bigint): Promise<boolean> {
      const row = await selectWhere(db, 'lottery_bets', { draw_id: drawId })
        .select('id')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async markRefunded(drawId: bigint): Promise<void> {
      await db.updateTable('lottery_bets').set({ refunded: true }).where('draw_id', '=', drawId).execute();
    },
  };
}

export type BetsRepository = ReturnType<typeof betsRepository>;
