import type { GameType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export interface WinRow {
  round_pk: bigint;
  username: string;
  game_id: number;
  game_name: string;
  vendor_code: string;
  account_type_name: string;
  game_type: GameType;
  win: bigint;
  settled_at: Date;
}

/** Reads over `game_rounds`; the wallet and in-house games write the rounds. */
export function roundsRepository(db: Db) {
  return {
    /** The biggest settled wins since `since`, biggest first, ties newest first. */
    async topWins(f: {
      merchantId: number;
      language: string;
      gameType?: GameType | undefined;
      since: Date;
      limit: number;
    }): Promise<WinRow[]> {
      let q = db
        .selectFrom('game_rounds as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
        .innerJoin('merchant_vendors as mv', (j) =>
          j.onRef('mv.vendor_code', '=', 'g.vendor_code').onRef('mv.merchant_id', '=', 'r.merchant_id'),
        )
        .innerJoin('members as m', 'm.id', 'r.member_id')
        .leftJoin('game_names as gn', (j) =>
          j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', f.language),
        )
        .select([
          'r.id as round_pk',
          'm.username',
          'g.id as game_id',
          sql<string>`coalesce(gn.name, g.name)`.as('game_name'),
          'g.vendor_code',
          'v.account_type_name',
          'g.game_type',
          'r.win',
          sql<Date>`r.settled_at`.as('settled_at'),
        ])
        .where('r.merchant_id', '=', f.merchantId)
        .where('r.status', '=', 'settled')
        .where('r.win', '>', 0n)
        .where('r.settled_at', '>=', f.since)
        .where('mv.enabled', '=', true);
      if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
      return q
        .orderBy('r.win', 'desc')
        .orderBy('r.settled_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(f.limit)
        .execute();
    },
  };
}

export type RoundsRepository = ReturnType<typeof roundsRepository>;
