import { sql } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import { joinedQueries } from '../../../db/joined-queries.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { gameByCode } from '../games/game-by-code.ts';
import type { SeamlessAction, SeamlessSessionsTable } from './seamless.tables.ts';

export interface WalletSessionRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  vendor: string;
  game_id: number;
  currency: string;
  expires_at: Date;
  username: string;
  member_status: 'active' | 'locked' | 'closed';
}

export interface TransactionRow {
  action: SeamlessAction;
  member_id: bigint;
  round_id: string;
  amount: bigint;
  reference_transaction_id: string | null;
  applied: boolean;
  fingerprint: string;
  response: unknown;
}

/** A money call as stored: its answer is what a repeat of the call gets back. */
export interface NewTransaction {
  vendor: string;
  transactionId: string;
  action: SeamlessAction;
  merchantId: number;
  memberId: bigint;
  roundId: string;
  amount: bigint;
  referenceTransactionId?: string;
  applied?: boolean;
  fingerprint: string;
  response: unknown;
}

/** A round a money call opens: whose, in which game, for how much and when. */
interface NewRound {
  merchantId: number;
  memberId: bigint;
  vendor: string;
  gameId: number;
  roundId: string;
  amount: bigint;
  now: Date;
}

const roundValues = (r: NewRound) => ({
  merchant_id: r.merchantId,
  member_id: r.memberId,
  vendor: r.vendor,
  game_id: r.gameId,
  round_id: r.roundId,
  created_at: r.now,
});

export interface RoundRow {
  id: bigint;
  member_id: bigint;
  stake: bigint;
  win: bigint;
  status: 'open' | 'settled' | 'void';
}

/** Vendors' secrets and the vendors' game codes. */
function vendorQueries(db: Db) {
  return {
    async vendorSecret(vendor: string): Promise<string | undefined> {
      const row = await selectWhere(db, 'seamless_vendors', { vendor_code: vendor, enabled: true })
        .select('secret')
        .executeTakeFirst();
      return row?.secret;
    },

    async upsertVendor(vendor: string, secret: string): Promise<void> {
      await db
        .insertInto('seamless_vendors')
        .values({ vendor_code: vendor, secret })
        .onConflict((oc) => oc.column('vendor_code').doNothing())
        .execute();
    },

    async gameIdOf(vendor: string, code: string): Promise<number | undefined> {
      return (await gameByCode(db, vendor, code))?.id;
    },
  };
}

/** The columns a launch session is stored with, each as given. */
const SESSION_COLUMNS = [
  'token_hash',
  'merchant_id',
  'member_id',
  'vendor',
  'game_id',
  'currency',
  'expires_at',
] as const;

/** Wallet sessions: opened at a launch, found by token or by member. */
function sessionQueries(db: Db) {
  /** Sessions with the columns of a `WalletSessionRow`, their member's name and status beside them. */
  const withMember = () =>
    db
      .selectFrom('seamless_sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select([
        's.id',
        's.merchant_id',
        's.member_id',
        's.vendor',
        's.game_id',
        's.currency',
        's.expires_at',
        'm.username',
        'm.status as member_status',
      ]);
  return {
    async insertSession(
      s: CamelValues<SeamlessSessionsTable, (typeof SESSION_COLUMNS)[number]>,
    ): Promise<void> {
      await insertRow(db, 'seamless_sessions', SESSION_COLUMNS, s).execute();
    },

    /** A session whatever its age: wins and rollbacks are accepted after it expired. */
    async sessionByHash(tokenHash: string): Promise<WalletSessionRow | undefined> {
      return withMember().where('s.token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The member's newest session of this vendor, for vendors whose calls name the player. */
    async latestSession(
      vendor: string,
      merchantId: number,
      memberId: bigint,
    ): Promise<WalletSessionRow | undefined> {
      return withMember()
        .where('s.vendor', '=', vendor)
        .where('s.merchant_id', '=', merchantId)
        .where('s.member_id', '=', memberId)
        .orderBy('s.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

/** The wallet calls' transaction ids: their locks and stored answers. */
function transactionQueries(db: Db) {
  const vendorTransactions = (vendor: string) =>
    db.selectFrom('seamless_transactions').where('vendor', '=', vendor);

  return {
    /**
     * Serialises every call about one transaction id until the wallet call's transaction ends:
     * parallel repeats then see the first one's stored answer, and a bet and its rollback never
     * interleave.
     */
    async lock(key: string): Promise<void> {
      await lockUntilCommit(db, 7, key);
    },

    async findTransaction(vendor: string, transactionId: string): Promise<TransactionRow | undefined> {
      return vendorTransactions(vendor)
        .select([
          'action',
          'member_id',
          'round_id',
          'amount',
          'reference_transaction_id',
          'applied',
          'fingerprint',
          'response',
        ])
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
    },

    /** Whether a rollback naming this bet exists (applied or recorded ahead of the bet). */
    async rolledBack(vendor: string, betTransactionId: string): Promise<boolean> {
      const row = await vendorTransactions(vendor)
        .select('id')
        .where('reference_transaction_id', '=', betTransactionId)
        .where('action', '=', 'rollback')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Whether a win pays this bet: one naming it, or (stored before wins named their bet) any win
     * of the member on the bet's round, which may have been this bet's.
     */
    async wonBet(vendor: string, bet: { transactionId: string; memberId: bigint; roundId: string }) {
      const row = await vendorTransactions(vendor)
        .select('id')
        .where('action', '=', 'win')
        .where((eb) =>
          eb.or([
            eb('reference_transaction_id', '=', bet.transactionId),
            eb.and([
              eb('reference_transaction_id', 'is', null),
              eb('member_id', '=', bet.memberId),
              eb('round_id', '=', bet.roundId),
            ]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertTransaction(t: NewTransaction): Promise<void> {
      await db
        .insertInto('seamless_transactions')
        .values({
          vendor: t.vendor,
          transaction_id: t.transactionId,
          action: t.action,
          merchant_id: t.merchantId,
          member_id: t.memberId,
          round_id: t.roundId,
          amount: t.amount,
          reference_transaction_id: t.referenceTransactionId ?? null,
          applied: t.applied ?? true,
          fingerprint: t.fingerprint,
          response: JSON.stringify(t.response),
        })
        .execute();
    },
  };
}

/** A vendor round as bets arrive: found, opened and staked. */
function roundStakes(db: Db) {
  return {
    async findRound(merchantId: number, vendor: string, roundId: string): Promise<RoundRow | undefined> {
      return selectWhere(db, 'game_rounds', { merchant_id: merchantId, vendor, round_id: roundId })
        .select(['id', 'member_id', 'stake', 'win', 'status'])
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * The round of a bet, created when it is new, and locked either way, in one statement: bets
     * opening the same round at once queue on it instead of each finding nothing and racing to
     * insert it after they already hold balance rows.
     */
    async openRound(r: Omit<NewRound, 'amount'>): Promise<RoundRow> {
      return db
        .insertInto('game_rounds')
        .values({ ...roundValues({ ...r, amount: 0n }), stake: 0n })
        .onConflict((oc) =>
          oc
            .columns(['merchant_id', 'vendor', 'round_id'])
            .doUpdateSet((eb) => ({ stake: eb.ref('game_rounds.stake') })),
        )
        .returning(['id', 'member_id', 'stake', 'win', 'status'])
        .executeTakeFirstOrThrow();
    },

    async addStake(roundPk: bigint, amount: bigint): Promise<void> {
      await updateWhere(db, 'game_rounds', { id: roundPk })
        .set((eb) => ({ stake: eb('stake', '+', amount) }))
        .execute();
    },
  };
}

/** A vendor round's wins, refunds and bonus rounds. */
function roundSettlement(db: Db) {
  return {
    /** `settleVoid`: a promotion payout on a round its rollbacks cancelled settles that round. */
    async addWin(
      roundPk: bigint,
      amount: bigint,
      close: boolean,
      now: Date,
      settleVoid = false,
    ): Promise<void> {
      // Which rounds this win settles: open ones when it closes them, cancelled ones for a promotion.
      const states = [...(close ? ['open'] : []), ...(settleVoid ? ['void'] : [])];
      const from = sql`status in (${sql.join(states)})`;
      await updateWhere(db, 'game_rounds', { id: roundPk })
        .set((eb) => ({
          win: eb('win', '+', amount),
          ...(states.length > 0
            ? {
                status: sql<'settled'>`case when ${from} then 'settled' else status end`,
                settled_at: sql<Date>`case when ${from} then coalesce(settled_at, ${now}) else settled_at end`,
              }
            : {}),
        }))
        .execute();
    },

    /** Takes a cancelled bet off the round; a round left with no stake and no win is void. */
    async removeStake(roundPk: bigint, amount: bigint, now: Date): Promise<void> {
      await updateWhere(db, 'game_rounds', { id: roundPk })
        .set((eb) => ({ stake: eb('stake', '-', amount) }))
        .execute();
      await updateWhere(db, 'game_rounds', { id: roundPk, stake: 0n, win: 0n, status: 'open' })
        .set({ status: 'void', settled_at: now })
        .execute();
    },

    /** A bonus win is a round of its own: no stake, settled at once. */
    async insertBonusRound(r: NewRound): Promise<void> {
      await db
        .insertInto('game_rounds')
        .values({ ...roundValues(r), stake: 0n, win: r.amount, status: 'settled', settled_at: r.now })
        .execute();
    },
  };
}

/** SQL of the seamless wallet. Inside a wallet call it runs on the call's transaction. */
export function seamlessRepository(db: Db) {
  return joinedQueries(db, vendorQueries, sessionQueries, transactionQueries, roundStakes, roundSettlement);
}

export type SeamlessRepository = ReturnType<typeof seamlessRepository>;
