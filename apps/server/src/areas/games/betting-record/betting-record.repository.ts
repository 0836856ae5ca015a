import type { GameType } from '@pf/shared';
import { INHOUSE_VENDOR } from '@pf/shared/inhouse/index';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { RoundStatus } from '../games/games.tables.ts';
import { LOTTERY_VENDORS } from './lottery-source.ts';

/** The vendor of a lottery line (`LOTTERY_VENDORS`), in SQL over its lottery game `lg`. */
const LOTTERY_VENDOR_SQL = sql<string>`(case lg.kind when 'keno' then ${LOTTERY_VENDORS.keno}::text else ${LOTTERY_VENDORS.vn}::text end)`;

export interface RecordFilter {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
  vendor?: string | undefined;
  status?: RoundStatus | undefined;
  language: string;
}

/** Lottery lines carry their draw and terms; game rounds leave these null. */
export interface LotteryColumns {
  draw_numero: string | null;
  bet_type: string | null;
  numbers: string[] | null;
  rate_pay: bigint | null;
  rate_per: bigint | null;
  rate_table: number[] | null;
  winning_number: string | null;
  hits: number | null;
  lottery_kind: string | null;
}

export interface RecordRow extends LotteryColumns {
  /** The crash round of a crash bet's copy (round id `CR<bet id>`); null for every other row. */
  crash_round: string | null;
  source: 'round' | 'lottery';
  id: bigint;
  round_id: string;
  vendor: string;
  vendor_name: string;
  game_id: number;
  game_name: string;
  game_type: GameType;
  stake: bigint;
  win: bigint;
  status: RoundStatus;
  created_at: Date;
  settled_at: Date | null;
}

/**
 * Every record row of one member: vendor rounds (seamless and in-house, game_rounds) and our own
 * lottery's bet lines (lottery_bets), in one shape. A lottery line costs its `cost`, wins its
 * payout (its cost back when refunded), is open until its draw settles and void when refunded.
 */
function recordRows(f: RecordFilter): RawBuilder<RecordRow> {
  const roundWhere = [
    sql`r.merchant_id = ${f.merchantId}`,
    sql`r.member_id = ${f.memberId}`,
    sql`r.created_at >= ${f.from}`,
    sql`r.created_at < ${f.to}`,
    ...(f.vendor ? [sql`r.vendor = ${f.vendor}`] : []),
    ...(f.status ? [sql`r.status = ${f.status}`] : []),
  ];
  const lotteryStatus = sql`case when b.refunded or d.status = 'cancelled' then 'void'
                                 when d.status = 'settled' then 'settled' else 'open' end`;
  const lotteryWhere = [
    sql`b.merchant_id = ${f.merchantId}`,
    sql`b.member_id = ${f.memberId}`,
    sql`b.placed_at >= ${f.from}`,
    sql`b.placed_at < ${f.to}`,
    ...(f.vendor ? [sql`${LOTTERY_VENDOR_SQL} = ${f.vendor}`] : []),
    ...(f.status ? [sql`${lotteryStatus} = ${f.status}`] : []),
  ];
  return sql<RecordRow>`
    select 'round' as source, r.id, r.round_id::text, r.vendor::text, v.name::text as vendor_name, g.id as game_id,
           coalesce(gn.name, g.name)::text as game_name, g.game_type::text, r.stake, r.win, r.status::text,
           r.created_at, r.settled_at,
           null::text as draw_numero, null::text as bet_type, null::text[] as numbers,
           null::bigint as rate_pay, null::bigint as rate_per, null::int[] as rate_table,
           null::text as winning_number, null::int as hits, null::text as lottery_kind,
           cb.round_id::text as crash_round
    from game_rounds r
    join games g on g.id = r.game_id
    join game_vendors v on v.code = r.vendor
    left join game_names gn on gn.game_id = g.id and gn.language = ${f.language}
    left join crash_bets cb on r.vendor = ${INHOUSE_VENDOR}
      and cb.id = case when r.round_id ~ '^CR[0-9]{1,18}$' then substr(r.round_id, 3)::bigint end
    where ${sql.join(roundWhere, sql` and `)}
    union all
    select 'lottery', b.id, d.numero::text, ${LOTTERY_VENDOR_SQL}, coalesce(v.name::text, ${LOTTERY_VENDOR_SQL}), lg.id,
           coalesce(lgn.name, lg.name)::text, case lg.kind when 'vn' then 'LOTT' else 'ELOTT' end, b.cost,
           case when b.refunded then b.cost else coalesce(b.payout, 0) end, ${lotteryStatus},
           b.placed_at, case when b.refunded then d.cancelled_at else d.settled_at end,
           d.numero::text, b.bet_type::text, b.numbers::text[], b.rate_pay, b.rate_per, b.rate_table,
           case when d.status = 'settled' then d.winning_number::text end, b.hits, lg.kind::text,
           null::text
    from lottery_bets b
    join lottery_draws d on d.id = b.draw_id
    join lottery_games lg on lg.id = b.game_id
    left join lottery_game_names lgn on lgn.game_id = lg.id and lgn.language = ${f.language}
    left join game_vendors v on v.code = ${LOTTERY_VENDOR_SQL}
    where ${sql.join(lotteryWhere, sql` and `)}`;
}

/** A member's betting record across vendors, our own lottery included. */
export function bettingRecordRepository(db: Db) {
  return {
    /** A member's brand and its settings, if the member is of `merchantId` (null: any brand). */
    memberBrand(memberId: bigint, merchantId: number | null) {
      return db
        .selectFrom('members as m')
        .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
        .select(['b.id', 'b.config'])
        .where('m.id', '=', memberId)
        .$if(merchantId !== null, (q) => q.where('m.merchant_id', '=', merchantId as number))
        .executeTakeFirst();
    },

    async page(f: RecordFilter, limit: number, offset: number): Promise<RecordRow[]> {
      const r = await sql<RecordRow>`
        select * from (${recordRows(f)}) x
        order by x.created_at desc, x.source, x.id desc
        limit ${limit} offset ${offset}`.execute(db);
      return r.rows.map((row) => ({
        ...row,
        id: BigInt(row.id),
        stake: BigInt(row.stake),
        win: BigInt(row.win),
        rate_pay: row.rate_pay === null ? null : BigInt(row.rate_pay),
        rate_per: row.rate_per === null ? null : BigInt(row.rate_per),
        created_at: new Date(row.created_at),
        settled_at: row.settled_at === null ? null : new Date(row.settled_at),
      }));
    },

    /**
     * The vendors the member has rows with in the window, whatever the vendor filter: the choices
     * of the page's vendor picker, so it never offers a vendor that would list nothing.
     */
    async vendors(f: RecordFilter): Promise<{ code: string; name: string }[]> {
      const r = await sql<{ code: string; name: string }>`
        select distinct x.vendor as code, x.vendor_name as name
        from (${recordRows({ ...f, vendor: undefined, status: undefined })}) x
        order by x.vendor_name, x.vendor`.execute(db);
      return r.rows;
    },

    /** One of the member's own vendor rounds, with its game's vendor code; none for anyone else's. */
    async ownRound(merchantId: number, memberId: bigint, id: bigint) {
      return db
        .selectFrom('game_rounds as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .select(['r.vendor', 'r.round_id', 'g.code as game_code'])
        .where('r.id', '=', id)
        .where('r.merchant_id', '=', merchantId)
        .where('r.member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** Count and sums of the whole filter, for paging and the summary line. */
    async totals(f: RecordFilter): Promise<{ total: number; stake: bigint; win: bigint }> {
      const r = await sql<{ n: string; stake: string; win: string }>`
        select count(*) as n, coalesce(sum(x.stake), 0)::bigint as stake,
               coalesce(sum(x.win), 0)::bigint as win
        from (${recordRows(f)}) x`.execute(db);
      const row = r.rows[0];
      return { total: Number(row?.n ?? 0), stake: BigInt(row?.stake ?? 0), win: BigInt(row?.win ?? 0) };
    },
  };
}

export type BettingRecordRepository = ReturnType<typeof bettingRecordRepository>;
