import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type AccountRef, type MemberPurpose, memberAccount } from './ledger.accounts.ts';
import { announceMoved } from './ledger.events.ts';
import {
  type HistoryRow,
  type LedgerRepository,
  ledgerRepository,
  type TransferRow,
} from './ledger.repository.ts';
import type { OwnerKind, Phase } from './ledger.tables.ts';

export * from './ledger.accounts.ts';

export interface TransferInput {
  merchantId: number;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  /** What the movement is: 'deposit', 'bet', 'payout', 'bonus', 'withdrawal' … */
  kind: string;
  /** The business object it belongs to, e.g. a round or order id. */
  reference?: string;
  /** Unique per merchant. A retry with the same key and data returns the first result. */
  idempotencyKey: string;
  /** Free-form context; not part of the idempotency comparison. */
  metadata?: unknown;
}

export interface ReserveInput extends TransferInput {
  /** After this many seconds the sweeper voids the reservation (phase 'expire'). */
  timeoutSeconds?: number;
}

export interface ResolveInput {
  merchantId: number;
  pendingId: bigint;
  idempotencyKey: string;
  metadata?: unknown;
}

export interface Transfer {
  id: bigint;
  phase: Phase;
  amount: bigint;
  pendingId: bigint | null;
  debitAccountId: bigint;
  creditAccountId: bigint;
  createdAt: Date;
  expiresAt: Date | null;
  /** True when this answer is the stored result of an earlier call with the same key. */
  replayed: boolean;
  /** Available funds of a single-row (member/agent) side after the call; null for counters. */
  debitAvailable: bigint | null;
  creditAvailable: bigint | null;
}

export interface Balance {
  /** Posted funds. */
  balance: bigint;
  /** Held by open reservations. */
  pending: bigint;
  /** balance - pending: what can be spent now. */
  available: bigint;
}

export interface HistoryEntry {
  id: bigint;
  phase: Phase;
  kind: string;
  reference: string;
  idempotencyKey: string;
  /** Signed from the account's point of view: positive when credited. */
  delta: bigint;
  amount: bigint;
  counterAccountId: bigint;
  pendingId: bigint | null;
  metadata: unknown;
  createdAt: Date;
}

const SYSTEM_KEY_PREFIX = 'sys:';
const KEY_RE = /^[\x21-\x7e]{1,200}$/;

/** SQLSTATEs raised by the ledger functions (migration 0003) → API errors. */
function mapDbError(err: unknown): never {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'LD001':
      throw new AppError('INSUFFICIENT_FUNDS', undefined, { detail: message });
    case 'LD002':
      throw new AppError('IDEMPOTENCY_CONFLICT', undefined, { detail: message }, 409);
    case 'LD003':
      throw new AppError('PENDING_RESOLVED', message);
    case 'LD004':
      throw new AppError('NOT_FOUND', message);
    case 'LD005':
    case 'LD006':
      throw new AppError('VALIDATION', message);
    default:
      throw err;
  }
}

function toTransfer(r: TransferRow): Transfer {
  return {
    id: r.id,
    phase: r.phase,
    amount: r.amount,
    pendingId: r.pending_id,
    debitAccountId: r.debit_account_id,
    creditAccountId: r.credit_account_id,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    replayed: r.replayed,
    debitAvailable: r.debit_available,
    creditAvailable: r.credit_available,
  };
}

function checkKey(key: string) {
  if (!KEY_RE.test(key) || key.startsWith(SYSTEM_KEY_PREFIX)) {
    throw new AppError('VALIDATION', 'idempotencyKey: 1-200 printable characters, not starting with "sys:"');
  }
}

function checkTransfer(t: TransferInput) {
  checkKey(t.idempotencyKey);
  if (typeof t.amount !== 'bigint' || t.amount <= 0n) {
    throw new AppError('VALIDATION', 'amount: must be a positive integer of minor units');
  }
  if (t.debit.merchantId !== t.merchantId || t.credit.merchantId !== t.merchantId) {
    throw new AppError('VALIDATION', 'debit/credit: accounts must belong to the transfer merchant');
  }
  if (t.debit.currency !== t.credit.currency) {
    throw new AppError('VALIDATION', 'credit: currency differs from the debit account');
  }
  if (!t.kind || t.kind.length > 64) throw new AppError('VALIDATION', 'kind: 1-64 characters');
  if ((t.reference ?? '').length > 200) throw new AppError('VALIDATION', 'reference: at most 200 characters');
}

/** Money moving: transfers now, reservations held, posted or released, expired ones swept. */
function movements(repo: LedgerRepository, events: { moved?: (accountIds: bigint[]) => void } = {}) {
  async function run(call: () => Promise<TransferRow>): Promise<Transfer> {
    let row: TransferRow;
    try {
      row = await call();
    } catch (err) {
      mapDbError(err);
    }
    if (!row.replayed) events.moved?.([row.debit_account_id, row.credit_account_id]);
    return toTransfer(row);
  }

  async function resolve(action: 'post' | 'void', input: ResolveInput, amount: bigint | null) {
    checkKey(input.idempotencyKey);
    if (amount !== null && amount <= 0n) throw new AppError('VALIDATION', 'amount: must be positive');
    return run(() =>
      repo.resolve({
        merchantId: input.merchantId,
        pendingId: input.pendingId,
        action,
        amount,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      }),
    );
  }
  return {
    /** Moves `amount` from debit to credit now. */
    async transfer(t: TransferInput): Promise<Transfer> {
      checkTransfer(t);
      return run(() =>
        repo.transferNow({
          ...t,
          reference: t.reference ?? '',
          metadata: t.metadata,
          pending: false,
          timeoutSeconds: null,
        }),
      );
    },

    /**
     * Inside a transaction that is about to make several transfers (a draw's payouts or refunds):
     * takes all their balance rows now, in the order single transfers lock theirs, so the
     * transaction cannot deadlock with other transfers. Returns how many rows it locked.
     */
    lockFor(transfers: Array<Pick<TransferInput, 'merchantId' | 'debit' | 'credit'>>): Promise<number> {
      return repo.lockRows(transfers);
    },

    /** Holds `amount` on the debit account; nothing moves until post. */
    async reserve(t: ReserveInput): Promise<Transfer> {
      checkTransfer(t);
      const timeout = t.timeoutSeconds ?? null;
      if (timeout !== null && (!Number.isInteger(timeout) || timeout < 1)) {
        throw new AppError('VALIDATION', 'timeoutSeconds: a positive whole number');
      }
      return run(() =>
        repo.transfer({
          ...t,
          reference: t.reference ?? '',
          metadata: t.metadata,
          pending: true,
          timeoutSeconds: timeout,
        }),
      );
    },

    /** Moves all (amount omitted) or part of a reservation; the rest is released. */
    post(input: ResolveInput & { amount?: bigint }): Promise<Transfer> {
      return resolve('post', input, input.amount ?? null);
    },

    /** Releases a reservation. */
    void(input: ResolveInput): Promise<Transfer> {
      return resolve('void', input, null);
    },

    /** Expires due reservations; returns how many. Safe to run on every instance at once. */
    sweepExpired(limit = 500): Promise<number> {
      return repo.expireDue(limit);
    },
  };
}

/** Accounts: a member's created, balances read, one account's movements listed. */
function accounts(repo: LedgerRepository) {
  return {
    /** Creates the cash, bonus and locked accounts of a member (idempotent). */
    async ensureMemberAccounts(merchantId: number, memberId: number | bigint | string, currency: string) {
      for (const p of ['cash', 'bonus', 'locked'] as const) {
        await repo.ensureAccount(memberAccount(merchantId, memberId, currency, p));
      }
    },

    async balance(account: AccountRef): Promise<Balance> {
      const id = await repo.findAccountId(account);
      if (id === undefined) return { balance: 0n, pending: 0n, available: 0n };
      const b = await repo.accountBalance(id);
      return { ...b, available: b.balance - b.pending };
    },

    /** A member's cash, bonus and locked balances (zero for accounts not yet created). */
    async balances(
      merchantId: number,
      memberId: number | bigint | string,
      currency: string,
    ): Promise<Record<MemberPurpose, Balance>> {
      const zero = (): Balance => ({ balance: 0n, pending: 0n, available: 0n });
      const out: Record<MemberPurpose, Balance> = { cash: zero(), bonus: zero(), locked: zero() };
      for (const r of await repo.ownerBalances(merchantId, 'member', String(memberId), currency)) {
        if (r.purpose === 'cash' || r.purpose === 'bonus' || r.purpose === 'locked') {
          out[r.purpose] = { balance: r.balance, pending: r.pending, available: r.balance - r.pending };
        }
      }
      return out;
    },

    /** Every account of one owner in one currency (vendor wallets included), summed over shards. */
    async ownerAccounts(
      merchantId: number,
      kind: OwnerKind,
      owner: number | bigint | string,
      currency: string,
    ): Promise<Array<Balance & { accountId: bigint; purpose: string }>> {
      const rows = await repo.ownerBalances(merchantId, kind, String(owner), currency);
      return rows.map((r) => ({
        accountId: r.account_id,
        purpose: r.purpose,
        balance: r.balance,
        pending: r.pending,
        available: r.balance - r.pending,
      }));
    },

    /** One account's movements, newest first. Pass the last id as `beforeId` for the next page. */
    async history(
      filter: { account: AccountRef; kinds?: string[]; from?: Date; to?: Date },
      paging: { limit?: number; beforeId?: bigint } = {},
    ): Promise<{ items: HistoryEntry[]; nextBeforeId: bigint | null }> {
      const limit = Math.min(Math.max(paging.limit ?? 50, 1), 500);
      const accountId = await repo.findAccountId(filter.account);
      if (accountId === undefined) return { items: [], nextBeforeId: null };
      const rows = await repo.history({
        merchantId: filter.account.merchantId,
        accountId,
        kinds: filter.kinds,
        from: filter.from,
        to: filter.to,
        beforeId: paging.beforeId,
        limit,
      });
      const items = rows.map((r) => toEntry(r, accountId));
      const last = items.at(-1);
      return { items, nextBeforeId: items.length === limit && last ? last.id : null };
    },
  };
}

/**
 * The one way money moves. Games, lottery, cashier and payroll call these; nothing else writes
 * ledger rows.
 */
export function ledgerService(
  repo: LedgerRepository,
  events: { moved?: (accountIds: bigint[]) => void } = {},
) {
  return { ...movements(repo, events), ...accounts(repo) };
}

/** Only 'single' and 'post' move posted balances; other phases are shown with delta 0. */
function toEntry(r: HistoryRow, accountId: bigint): HistoryEntry {
  const moves = r.phase === 'single' || r.phase === 'post';
  const credited = r.credit_account_id === accountId;
  return {
    id: r.id,
    phase: r.phase,
    kind: r.kind,
    reference: r.reference,
    idempotencyKey: r.idempotency_key,
    delta: moves ? (credited ? r.amount : -r.amount) : 0n,
    amount: r.amount,
    counterAccountId: credited ? r.debit_account_id : r.credit_account_id,
    pendingId: r.pending_id,
    metadata: r.metadata,
    createdAt: r.created_at,
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;

/** The ledger on a database handle: what other modules import. */
export function createLedger(db: Db): LedgerService {
  return ledgerService(ledgerRepository(db), { moved: (ids) => announceMoved(db, ids) });
}
