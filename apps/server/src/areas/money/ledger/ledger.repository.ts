import { CompiledQuery, type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { preparedStatement } from '../../../db/prepared-statements.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { AccountRef } from './ledger.accounts.ts';
import { type BatchItemResult, createBatcher } from './ledger.batcher.ts';
import type { LedgerTransfersTable, Phase } from './ledger.tables.ts';

/** What ledger_transfer / ledger_resolve answer: the transfer as first stored. */
export interface TransferRow {
  id: bigint;
  phase: Phase;
  amount: bigint;
  pending_id: bigint | null;
  debit_account_id: bigint;
  credit_account_id: bigint;
  created_at: Date;
  expires_at: Date | null;
  replayed: boolean;
  debit_available: bigint | null;
  credit_available: bigint | null;
}

export interface TransferCall {
  merchantId: number;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  kind: string;
  reference: string;
  idempotencyKey: string;
  metadata: unknown;
  pending: boolean;
  timeoutSeconds: number | null;
}

export interface ResolveCall {
  merchantId: number;
  pendingId: bigint;
  action: 'post' | 'void';
  amount: bigint | null;
  idempotencyKey: string;
  metadata: unknown;
}

export interface BalanceRow {
  account_id: bigint;
  purpose: string;
  balance: bigint;
  pending: bigint;
}

export interface OwnerBalanceRow extends BalanceRow {
  merchant_id: number;
  owner_id: string;
  currency: string;
}

/** A transfer as an account's history lists it. */
export type HistoryRow = Omit<
  Selectable<LedgerTransfersTable>,
  'merchant_id' | 'debit_shard' | 'credit_shard' | 'expires_at'
>;

const TRANSFER_SQL = preparedStatement(
  'ledger_transfer',
  'select * from ledger_transfer($1::int, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, ' +
    '$8::text, $9::bigint, $10::text, $11::text, $12::text, $13::jsonb, $14::boolean, $15::int)',
);

const RESOLVE_SQL = preparedStatement(
  'ledger_resolve',
  'select * from ledger_resolve($1::int, $2::bigint, $3::text, $4::bigint, $5::text, $6::jsonb)',
);

const TRANSFER_BATCH_SQL = preparedStatement(
  'ledger_transfer_batch',
  'select * from ledger_transfer_batch($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], ' +
    '$6::text[], $7::text[], $8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[], $13::jsonb[])',
);

/** Up to this many transfers share a call; two calls run at once so both cores stay busy. */
const MAX_BATCH = 64;
const MAX_IN_FLIGHT = 2;
/** A queued transfer leaves after this long even when both calls are still running. */
const MAX_QUEUE_MS = 20;

type BatchRow = TransferRow & { idx: number; err_code: string | null; err_message: string | null };

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

type AccountPair = Pick<TransferCall, 'merchantId' | 'debit' | 'credit'>;

/** The eight account parameters the ledger functions take first, in their order. */
const accountParams = (c: AccountPair): unknown[] => [
  c.merchantId,
  c.debit.currency,
  c.debit.kind,
  c.debit.owner,
  c.debit.purpose,
  c.credit.kind,
  c.credit.owner,
  c.credit.purpose,
];

/** The same for several transfers, as parallel arrays (one element per transfer). */
function accountColumns(calls: AccountPair[]): unknown[][] {
  const rows = calls.map(accountParams);
  return Array.from({ length: 8 }, (_, k) => rows.map((r) => r[k]));
}

const LOCK_ROWS_SQL =
  'select ledger_lock_rows($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], ' +
  '$7::text[], $8::text[]) as n';

/** One transfer in one statement. */
async function sendTransfer(db: Db, c: TransferCall): Promise<TransferRow> {
  const { rows } = await db.executeQuery<TransferRow>(
    CompiledQuery.raw(TRANSFER_SQL, [
      ...accountParams(c),
      c.amount.toString(),
      c.kind,
      c.reference,
      c.idempotencyKey,
      json(c.metadata),
      c.pending,
      c.timeoutSeconds,
    ]),
  );
  return rows[0]!;
}

/** Many transfers in one statement; each item answers on its own. */
async function sendTransfers(db: Db, calls: TransferCall[]): Promise<Array<BatchItemResult<TransferRow>>> {
  const col = <T>(f: (c: TransferCall) => T) => calls.map(f);
  const { rows } = await db.executeQuery<BatchRow>(
    CompiledQuery.raw(TRANSFER_BATCH_SQL, [
      ...accountColumns(calls),
      col((c) => c.amount.toString()),
      col((c) => c.kind),
      col((c) => c.reference),
      col((c) => c.idempotencyKey),
      col((c) => json(c.metadata)),
    ]),
  );
  const out: Array<BatchItemResult<TransferRow>> = [];
  for (const r of rows) {
    // Neither a transfer nor an error: the batch left the item to a single call (a new account).
    out[r.idx] = r.err_code
      ? { error: { code: r.err_code, message: r.err_message ?? '' } }
      : r.id === null
        ? {}
        : { row: r };
  }
  return out;
}

/** Movements: transfers (one, or many in one call), pending ones resolved or expired, rows locked. */
function transferQueries(db: Db) {
  const transferOne = (c: TransferCall) => sendTransfer(db, c);
  const transferMany = (calls: TransferCall[]) => sendTransfers(db, calls);
  return {
    /**
     * An immediate transfer. Outside a caller's transaction, concurrent calls share one database
     * call (see ledger.batcher.ts); inside one, it runs on the caller's connection as one statement.
     */
    transferNow(c: TransferCall): Promise<TransferRow> {
      return db.isTransaction ? transferOne(c) : batcherOf(db, transferOne, transferMany).submit(c);
    },

    /** One statement, one round trip, parsed once per connection. Reservations use this. */
    transfer: transferOne,

    async resolve(c: ResolveCall): Promise<TransferRow> {
      const { rows } = await db.executeQuery<TransferRow>(
        CompiledQuery.raw(RESOLVE_SQL, [
          c.merchantId,
          c.pendingId.toString(),
          c.action,
          c.amount === null ? null : c.amount.toString(),
          c.idempotencyKey,
          json(c.metadata),
        ]),
      );
      return rows[0]!;
    },

    /** Locks the balance rows of these transfers in the global order; see migration 0011. */
    async lockRows(calls: AccountPair[]): Promise<number> {
      const { rows } = await db.executeQuery<{ n: number }>(
        CompiledQuery.raw(LOCK_ROWS_SQL, accountColumns(calls)),
      );
      return Number(rows[0]?.n ?? 0);
    },

    async expireDue(limit: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`select ledger_expire_due(${limit}::int) as n`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** Accounts and their balances. */
function accountQueries(db: Db) {
  return {
    async ensureAccount(a: AccountRef): Promise<bigint> {
      const { rows } = await sql<{ id: bigint }>`select id from ledger_account(
        ${a.merchantId}::int, ${a.currency}::text, ${a.kind}::text, ${a.owner}::text, ${a.purpose}::text)`.execute(
        db,
      );
      return rows[0]!.id;
    },

    async findAccountId(a: AccountRef): Promise<bigint | undefined> {
      const row = await selectWhere(db, 'ledger_accounts', {
        merchant_id: a.merchantId,
        currency: a.currency,
        owner_kind: a.kind,
        owner_id: a.owner,
        purpose: a.purpose,
      })
        .select('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Balances of all accounts of one owner in one currency, summed over shards. */
    async ownerBalances(
      merchantId: number,
      kind: string,
      owner: string,
      currency: string,
    ): Promise<BalanceRow[]> {
      const { rows } = await sql<BalanceRow>`
        select a.id as account_id, a.purpose, coalesce(sum(b.balance), 0)::bigint as balance,
               coalesce(sum(b.pending), 0)::bigint as pending
          from ledger_accounts a join ledger_balances b on b.account_id = a.id
         where a.merchant_id = ${merchantId} and a.owner_kind = ${kind} and a.owner_id = ${owner}
           and a.currency = ${currency}
         group by a.id, a.purpose`.execute(db);
      return rows;
    },

    /**
     * The accounts of many owners of one kind at once (the balance reads of many members that
     * arrived together); each row names its owner, merchant and currency.
     */
    async ownerBalancesMany(
      kind: string,
      owners: ReadonlyArray<{ merchantId: number; owner: string; currency: string }>,
    ): Promise<OwnerBalanceRow[]> {
      const { rows } = await sql<OwnerBalanceRow>`
        select a.merchant_id, a.owner_id, a.currency, a.id as account_id, a.purpose,
               coalesce(sum(b.balance), 0)::bigint as balance, coalesce(sum(b.pending), 0)::bigint as pending
          from unnest(${owners.map((o) => o.merchantId)}::int[], ${owners.map((o) => o.owner)}::text[],
                      ${owners.map((o) => o.currency)}::text[]) as k(merchant_id, owner_id, currency)
          join ledger_accounts a
            on a.merchant_id = k.merchant_id and a.owner_kind = ${kind} and a.owner_id = k.owner_id
           and a.currency = k.currency
          join ledger_balances b on b.account_id = a.id
         group by a.id, a.purpose`.execute(db);
      return rows;
    },

    async accountBalance(accountId: bigint): Promise<{ balance: bigint; pending: bigint }> {
      const { rows } = await sql<{ balance: bigint; pending: bigint }>`
        select coalesce(sum(balance), 0)::bigint as balance, coalesce(sum(pending), 0)::bigint as pending
          from ledger_balances where account_id = ${accountId.toString()}::bigint`.execute(db);
      return rows[0] ?? { balance: 0n, pending: 0n };
    },
  };
}

/** An account's movements. */
function historyQueries(db: Db) {
  return {
    /** Newest first, keyset paging on id; one account's movements, both sides. */
    async history(f: {
      merchantId: number;
      accountId: bigint;
      kinds: string[] | undefined;
      from: Date | undefined;
      to: Date | undefined;
      beforeId: bigint | undefined;
      limit: number;
    }): Promise<HistoryRow[]> {
      let q = selectWhere(db, 'ledger_transfers', { merchant_id: f.merchantId })
        .select([
          'id',
          'currency',
          'debit_account_id',
          'credit_account_id',
          'amount',
          'phase',
          'pending_id',
          'kind',
          'reference',
          'idempotency_key',
          'metadata',
          'created_at',
        ])
        .where((eb) =>
          eb.or([eb('debit_account_id', '=', f.accountId), eb('credit_account_id', '=', f.accountId)]),
        );
      if (f.kinds?.length) q = q.where('kind', 'in', f.kinds);
      if (f.from) q = q.where('created_at', '>=', f.from);
      if (f.to) q = q.where('created_at', '<', f.to);
      if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
      const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
      return rows;
    },
  };
}

export function ledgerRepository(db: Db) {
  return { ...transferQueries(db), ...accountQueries(db), ...historyQueries(db) };
}

// One batcher per database handle: the ledger service is created per request, the queue is shared.
const batchers = new WeakMap<Db, ReturnType<typeof createBatcher<TransferCall, TransferRow>>>();

function batcherOf(
  db: Db,
  sendOne: (c: TransferCall) => Promise<TransferRow>,
  sendMany: (c: TransferCall[]) => Promise<Array<BatchItemResult<TransferRow>>>,
) {
  let b = batchers.get(db);
  if (!b) {
    b = createBatcher({
      sendOne,
      sendMany,
      maxBatch: MAX_BATCH,
      maxInFlight: MAX_IN_FLIGHT,
      maxQueueMs: MAX_QUEUE_MS,
    });
    batchers.set(db, b);
  }
  return b;
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
