import type { GameType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { RoundStatus } from '../games/games.tables.ts';

export interface RecordFilter {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
  vendor?: string | undefined;
  status?: RoundStatus | undefined;
  language: string;
}

export interface RecordRow {
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

/** A member's rounds of every vendor (seamless and in-house), from game_rounds. */
export function bettingRecordRepository(db: Db) {
  function base(f: RecordFilter) {
    let q = db
      .selectFrom('game_rounds as r')
      .where('r.merchant_id', '=', f.merchantId)
      .where('r.member_id', '=', f.memberId)
      .where('r.created_at', '>=', f.from)
      .where('r.created_at', '<', f.to);
    if (f.vendor) q = q.where('r.vendor', '=', f.vendor);
    if (f.status) q = q.where('r.status', '=', f.status);
    return q;
  }

  return {
    async page(f: RecordFilter, limit: number, offset: number): Promise<RecordRow[]> {
      return base(f)
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .innerJoin('game_vendors as v', 'v.code', 'r.vendor')
        .leftJoin('game_names as gn', (j) =>
          j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', f.language),
        )
        .select([
          'r.id',
          'r.round_id',
          'r.vendor',
          'v.name as vendor_name',
          'g.id as game_id',
          sql<string>`coalesce(gn.name, g.name)`.as('game_name'),
          'g.game_type',
          'r.stake',
          'r.win',
          'r.status',
          'r.created_at',
          'r.settled_at',
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * The vendors the member has rounds with in the window, whatever the vendor filter: the choices
     * of the page's vendor picker, so it never offers a vendor that would list nothing.
     */
    async vendors(f: RecordFilter): Promise<{ code: string; name: string }[]> {
      return base({ ...f, vendor: undefined, status: undefined })
        .innerJoin('game_vendors as v', 'v.code', 'r.vendor')
        .select(['r.vendor as code', 'v.name as name'])
        .distinct()
        .orderBy('v.name')
        .orderBy('r.vendor')
        .execute();
    },
    /** Count and sums of the whole filter, for paging and the summary line. */
    async totals(f: RecordFilter): Promise<{ total: number; stake: bigint; win: bigint }> {
      const row = await base(f)
        .select([
          sql<string>`count(*)`.as('n'),
          sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
          sql<bigint>`coalesce(sum(r.win), 0)::bigint`.as('win'),
        ])
        .executeTakeFirst();
      return { total: Number(row?.n ?? 0), stake: BigInt(row?.stake ?? 0n), win: BigInt(row?.win ?? 0n) };
    },
  };
}

export type BettingRecordRepository = ReturnType<typeof bettingRecordRepository>;
