import type { InhouseGame } from '@pf/shared/inhouse/index';
import type { Selectable } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { gameByCode } from '../games/game-by-code.ts';
import type { InhouseRoundsTable, InhouseSeedsTable } from './inhouse.tables.ts';

export type SeedRow = Selectable<InhouseSeedsTable>;
export type RoundRow = Selectable<InhouseRoundsTable>;
export type RoundWithSeed = RoundRow & {
  server_seed_hash: string;
  client_seed: string;
  /** The seed itself, only once its pair was rotated. */
  revealed_seed: string | null;
};

/** The columns a seed pair is stored with, each as given. */
const SEED_COLUMNS = [
  'merchant_id',
  'member_id',
  'server_seed_hash',
  'server_seed_enc',
  'next_seed_hash',
  'next_seed_enc',
  'client_seed',
] as const;

/** The member's seed pairs: the serialising lock, the active pair, rotation and nonces. */
function seedQueries(db: Db) {
  return {
    /**
     * Serialises the member's rounds and rotations for the rest of the transaction. The active
     * seed row cannot serve as the lock: a rotation retires it, so a waiter would wake up to no
     * active row while the next one is still being written.
     */
    async lockMember(memberId: bigint): Promise<void> {
      await lockUntilCommit(db, 11, `inhouse-member:${memberId}`);
    },

    /** The member's active pair, locked for the rest of the transaction when `lock` is set. */
    async activeSeed(memberId: bigint, lock: boolean): Promise<SeedRow | undefined> {
      let q = selectWhere(db, 'inhouse_seeds', { member_id: memberId })
        .selectAll()
        .where('active', '=', true);
      if (lock) q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /** Inserts an active pair unless another transaction did first; returns whether it inserted. */
    async insertSeed(v: CamelValues<InhouseSeedsTable, (typeof SEED_COLUMNS)[number]>): Promise<boolean> {
      const rows = await insertRow(db, 'inhouse_seeds', SEED_COLUMNS, v)
        .onConflict((oc) => oc.column('member_id').where('active', '=', true).doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Retires a pair: its seed is written in plain (revealed) and the sealed copies dropped. */
    async retireSeed(id: bigint, serverSeed: string, at: Date): Promise<void> {
      await updateWhere(db, 'inhouse_seeds', { id })
        .set({
          active: false,
          revealed_at: at,
          server_seed: serverSeed,
          server_seed_enc: null,
          next_seed_enc: null,
        })
        .execute();
    },

    async bumpNonce(id: bigint): Promise<void> {
      await updateWhere(db, 'inhouse_seeds', { id })
        .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
        .execute();
    },
  };
}

/** Reading rounds (with their seed's public parts) and the catalog game behind them. */
function roundReads(db: Db) {
  const roundsWithSeed = () =>
    db
      .selectFrom('inhouse_rounds as r')
      .innerJoin('inhouse_seeds as s', 's.id', 'r.seed_id')
      .selectAll('r')
      .select([
        's.server_seed_hash',
        's.client_seed',
        (eb) =>
          eb
            .case()
            .when('s.active', '=', false)
            .then(eb.ref('s.server_seed'))
            .else(null)
            .end()
            .as('revealed_seed'),
      ]);

  return {
    /** The catalog row of a BGS game. */
    async findGame(vendor: string, code: string) {
      return gameByCode(db, vendor, code);
    },

    async roundByRequest(memberId: bigint, requestId: string): Promise<RoundWithSeed | undefined> {
      return roundsWithSeed()
        .where('r.member_id', '=', memberId)
        .where('r.request_id', '=', requestId)
        .executeTakeFirst();
    },

    async round(memberId: bigint, roundId: bigint): Promise<RoundWithSeed | undefined> {
      return roundsWithSeed()
        .where('r.member_id', '=', memberId)
        .where('r.id', '=', roundId)
        .executeTakeFirst();
    },

    /** Locks a member's round for an action on it (reveal, cash-out). */
    async lockRound(memberId: bigint, roundId: bigint): Promise<RoundRow | undefined> {
      return selectWhere(db, 'inhouse_rounds', { member_id: memberId, id: roundId })
        .selectAll()
        .forUpdate()
        .executeTakeFirst();
    },

    async openRound(memberId: bigint): Promise<RoundWithSeed | undefined> {
      return roundsWithSeed()
        .where('r.member_id', '=', memberId)
        .where('r.status', '=', 'open')
        .executeTakeFirst();
    },

    /** The member's latest rounds of one game, newest first. */
    async recentRounds(memberId: bigint, game: InhouseGame, limit: number): Promise<RoundWithSeed[]> {
      return roundsWithSeed()
        .where('r.member_id', '=', memberId)
        .where('r.game', '=', game)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** Storing rounds: a new round, a Mines board's progress and its settlement. */
function roundWrites(db: Db) {
  return {
    async insertRound(v: {
      merchantId: number;
      memberId: bigint;
      game: InhouseGame;
      gameId: number;
      seedId: bigint;
      nonce: number;
      requestId: string;
      stake: bigint;
      bet: Record<string, unknown>;
      outcome: Record<string, unknown>;
      balanceBefore: bigint;
      at: Date;
      /** Set for a round settled at once (slot, dice); absent for an open Mines board. */
      settled?: { win: bigint; balanceAfter: bigint };
    }): Promise<RoundRow> {
      return db
        .insertInto('inhouse_rounds')
        .values({
          merchant_id: v.merchantId,
          member_id: v.memberId,
          game: v.game,
          game_id: v.gameId,
          seed_id: v.seedId,
          nonce: v.nonce,
          request_id: v.requestId,
          stake: v.stake,
          bet: JSON.stringify(v.bet),
          outcome: JSON.stringify(v.outcome),
          balance_before: v.balanceBefore,
          created_at: v.at,
          ...(v.settled
            ? {
                status: 'settled' as const,
                win: v.settled.win,
                balance_after: v.settled.balanceAfter,
                settled_at: v.at,
              }
            : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setProgress(id: bigint, progress: Record<string, unknown>): Promise<void> {
      await updateWhere(db, 'inhouse_rounds', { id })
        .set({ progress: JSON.stringify(progress) })
        .execute();
    },

    async settleRound(
      id: bigint,
      v: { win: bigint; balanceAfter: bigint; progress: Record<string, unknown>; at: Date },
    ): Promise<void> {
      await updateWhere(db, 'inhouse_rounds', { id })
        .set({
          win: v.win,
          balance_after: v.balanceAfter,
          progress: JSON.stringify(v.progress),
          status: 'settled',
          settled_at: v.at,
        })
        .execute();
    },
  };
}

/** The catalog's `game_rounds` copy of in-house rounds. */
function catalogCopy(db: Db) {
  return {
    /** The catalog's copy of the round, read by the winner board and the betting record. */
    async upsertGameRound(v: {
      merchantId: number;
      memberId: bigint;
      vendor: string;
      gameId: number;
      roundId: string;
      stake: bigint;
      win: bigint;
      settled: boolean;
      createdAt: Date;
      settledAt: Date | null;
    }): Promise<void> {
      await db
        .insertInto('game_rounds')
        .values({
          merchant_id: v.merchantId,
          member_id: v.memberId,
          vendor: v.vendor,
          game_id: v.gameId,
          round_id: v.roundId,
          stake: v.stake,
          win: v.win,
          status: v.settled ? 'settled' : 'open',
          created_at: v.createdAt,
          settled_at: v.settledAt,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'vendor', 'round_id']).doUpdateSet({
            win: v.win,
            status: v.settled ? 'settled' : 'open',
            settled_at: v.settledAt,
          }),
        )
        .execute();
    },
  };
}

/** SQL of the in-house games; callers pass a transaction where rows must be locked. */
export function inhouseRepository(db: Db) {
  return { ...seedQueries(db), ...roundReads(db), ...roundWrites(db), ...catalogCopy(db) };
}

export type InhouseRepository = ReturnType<typeof inhouseRepository>;
