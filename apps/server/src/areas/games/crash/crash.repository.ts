import { type Selectable, sql } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import { joinedQueries } from '../../../db/joined-queries.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { gameByCode } from '../games/game-by-code.ts';
import type { CrashBetStatus, CrashBetsTable, CrashChainsTable, CrashRoundsTable } from './crash.tables.ts';

export type CrashChainRow = Selectable<CrashChainsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;
/** A round with its chain's public facts. */
export type CrashRoundWithChain = CrashRoundRow & { terminal_hash: string; salt: string };
export type CrashBetWithPlayer = CrashBetRow & { username: string };

/** The columns a new chain is stored with, each as given. */
const CHAIN_COLUMNS = ['merchant_id', 'length', 'salt', 'terminal_hash', 'root_enc'] as const;

/** Chains and the clock lease. */
function chainQueries(db: Db) {
  return {
    async insertChain(c: CamelValues<CrashChainsTable, (typeof CHAIN_COLUMNS)[number]>): Promise<void> {
      await insertRow(db, 'crash_chains', CHAIN_COLUMNS, c).execute();
    },

    /** Takes the next link of the brand's newest chain; undefined when it has none left. */
    async takeLink(merchantId: number): Promise<(CrashChainRow & { index: number }) | undefined> {
      const r = await sql<CrashChainRow & { index: number }>`
        update crash_chains set next_index = next_index + 1
        where id = (select max(id) from crash_chains where merchant_id = ${merchantId})
          and next_index <= length
        returning *, next_index - 1 as index`.execute(db);
      return r.rows[0];
    },

    async chain(id: bigint): Promise<CrashChainRow | undefined> {
      return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes or keeps the clock lease for `holder` until `until`; true when this holder has it. A
     * lease whose holder stopped renewing expires and the next instance takes it over.
     */
    async takeLease(holder: string, at: Date, until: Date): Promise<boolean> {
      const r = await sql<{ holder: string }>`
        insert into crash_clock_lease (id, holder, expires_at) values (1, ${holder}, ${until})
        on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where crash_clock_lease.holder = excluded.holder or crash_clock_lease.expires_at < ${at}
        returning holder`.execute(db);
      return r.rows.length > 0;
    },

    async releaseLease(holder: string): Promise<void> {
      await db.deleteFrom('crash_clock_lease').where('holder', '=', holder).execute();
    },
  };
}

/** Reading rounds: the live one, history, a link's revealed hash. */
function roundQueries(db: Db) {
  const withChain = () =>
    db
      .selectFrom('crash_rounds as r')
      .innerJoin('crash_chains as c', 'c.id', 'r.chain_id')
      .selectAll('r')
      .select(['c.terminal_hash', 'c.salt']);
  return {
    /** The catalog's Crash game (one row for every brand) and the brands it runs for. */
    async crashGame(vendor: string, code: string) {
      return gameByCode(db, vendor, code);
    },

    async brands(): Promise<{ id: number; currency: string }[]> {
      return db.selectFrom('merchants').select(['id', 'currency']).orderBy('id').execute();
    },

    /** The brand's newest round (live or the last crashed). */
    async latestRound(merchantId: number): Promise<CrashRoundWithChain | undefined> {
      return withChain()
        .where('r.merchant_id', '=', merchantId)
        .orderBy('r.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async roundById(merchantId: number, id: bigint): Promise<CrashRoundWithChain | undefined> {
      return withChain().where('r.merchant_id', '=', merchantId).where('r.id', '=', id).executeTakeFirst();
    },

    /** Locks a round for a bet (shared) or for crashing it (exclusive). */
    async lockRound(id: bigint, mode: 'share' | 'update'): Promise<CrashRoundWithChain | undefined> {
      const q = withChain().where('r.id', '=', id);
      return (mode === 'share' ? q.forShare('r') : q.forUpdate('r')).executeTakeFirst();
    },

    async history(merchantId: number, limit: number): Promise<CrashRoundWithChain[]> {
      return withChain()
        .where('r.merchant_id', '=', merchantId)
        .where('r.crashed_at', 'is not', null)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The hash revealed by link `index` of the chain (null while not crashed or absent). */
    async hashAt(chainId: bigint, index: number): Promise<string | null> {
      const r = await selectWhere(db, 'crash_rounds', { chain_id: chainId, chain_index: index })
        .select('hash')
        .executeTakeFirst();
      return r?.hash ?? null;
    },
  };
}

/** The columns a round opens with, each as given. */
const ROUND_COLUMNS = ['merchant_id', 'game_id', 'chain_id', 'chain_index', 'seed_enc', 'start_at'] as const;

/** Opening and crashing rounds. */
function roundWrites(db: Db) {
  return {
    /** Inserts the brand's next round unless another one is live (returns whether it did). */
    async insertRound(
      v: CamelValues<CrashRoundsTable, (typeof ROUND_COLUMNS)[number]> & { at: Date },
    ): Promise<boolean> {
      const rows = await insertRow(db, 'crash_rounds', ROUND_COLUMNS, v, { created_at: v.at })
        .onConflict((oc) => oc.column('merchant_id').where('crashed_at', 'is', null).doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Publishes the crashed round's link and crash point; the sealed copy is dropped. */
    async markCrashed(id: bigint, v: { hash: string; crashPoint: number; at: Date }): Promise<void> {
      await updateWhere(db, 'crash_rounds', { id })
        .set({ hash: v.hash, crash_point: v.crashPoint, crashed_at: v.at, seed_enc: null })
        .where('crashed_at', 'is', null)
        .execute();
    },
  };
}

/** Bets of a round. */
function betQueries(db: Db) {
  const withPlayer = () =>
    db
      .selectFrom('crash_bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .selectAll('b')
      .select('m.username');
  return {
    async betByRequest(memberId: bigint, requestId: string): Promise<CrashBetRow | undefined> {
      return selectWhere(db, 'crash_bets', { member_id: memberId, request_id: requestId })
        .selectAll()
        .executeTakeFirst();
    },

    async betOfRound(roundId: bigint, memberId: bigint): Promise<CrashBetRow | undefined> {
      return selectWhere(db, 'crash_bets', { round_id: roundId, member_id: memberId })
        .selectAll()
        .executeTakeFirst();
    },

    /** A member's bet, locked for a cash-out. */
    async lockBet(memberId: bigint, betId: bigint): Promise<CrashBetRow | undefined> {
      return selectWhere(db, 'crash_bets', { member_id: memberId, id: betId })
        .selectAll()
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * Open bets of a round, all locked at once before any money moves (a cash-out holding one of
     * them is waited for). `upTo` keeps those whose auto cash-out is at most that multiplier.
     */
    async lockOpenBets(roundId: bigint, upTo?: number): Promise<CrashBetRow[]> {
      let q = selectWhere(db, 'crash_bets', { round_id: roundId }).selectAll().where('status', '=', 'open');
      if (upTo !== undefined) q = q.where('auto_cash_out', '<=', upTo);
      return q.orderBy('id').forUpdate().execute();
    },

    async countOpenBets(roundId: bigint): Promise<number> {
      const r = await db
        .selectFrom('crash_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', roundId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Settles an open bet; false when it was already settled (then nothing changes). */
    async settleBet(
      id: bigint,
      v: { status: Exclude<CrashBetStatus, 'open'>; cashedOutAt: number | null; win: bigint; at: Date },
    ): Promise<boolean> {
      const r = await updateWhere(db, 'crash_bets', { id, status: 'open' })
        .set({ status: v.status, cashed_out_at: v.cashedOutAt, win: v.win, settled_at: v.at })
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async betsOfRound(roundId: bigint): Promise<CrashBetWithPlayer[]> {
      return withPlayer()
        .where('b.round_id', '=', roundId)
        .orderBy('b.stake', 'desc')
        .orderBy('b.id')
        .execute();
    },

    async bet(id: bigint): Promise<CrashBetWithPlayer | undefined> {
      return withPlayer().where('b.id', '=', id).executeTakeFirst();
    },
  };
}

/** Advisory locks that serialise a member's bets and a brand's round opening. */
function locks(db: Db) {
  return {
    /** Serialises one member's bets for the rest of the transaction (a retry waits for the first). */
    async lockMember(memberId: bigint): Promise<void> {
      await lockUntilCommit(db, 29, `crash-member:${memberId}`);
    },

    /** Serialises opening a brand's next round, so no chain link is taken for nothing. */
    async lockOpening(merchantId: number): Promise<void> {
      await lockUntilCommit(db, 29, `crash-open:${merchantId}`);
    },
  };
}

/** The columns a bet is stored with, each as given. */
const BET_COLUMNS = ['round_id', 'merchant_id', 'member_id', 'request_id', 'stake', 'auto_cash_out'] as const;

/** Storing bets. */
function betWrites(db: Db) {
  return {
    async insertBet(
      v: CamelValues<CrashBetsTable, (typeof BET_COLUMNS)[number]> & { at: Date },
    ): Promise<CrashBetRow> {
      return insertRow(db, 'crash_bets', BET_COLUMNS, v, { created_at: v.at })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

/** SQL of the Crash game; callers pass a transaction where rows must be locked. */
export function crashRepository(db: Db) {
  return joinedQueries(db, chainQueries, roundQueries, roundWrites, locks, betQueries, betWrites);
}

export type CrashRepository = ReturnType<typeof crashRepository>;
