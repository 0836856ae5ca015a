import { createHash } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { hashToken } from '../../identity/index.ts';
import { createLedger, memberAccount, moneyTransaction, vendorClearing } from '../../money/index.ts';
import { seamlessError } from './seamless.errors.ts';
import {
  type NewTransaction,
  type SeamlessRepository,
  seamlessRepository,
  type WalletSessionRow,
} from './seamless.repository.ts';
import type { SeamlessAction } from './seamless.tables.ts';

// What every seamless money call shares: its session, its lock and stored answer, its transfer.

/** What every money call answers (and what a repeat of it gets back unchanged). */
export interface MoneyAnswer {
  transactionId: string;
  balance: number;
  currency: string;
  roundId: string;
  /** Rollback only: false when the bet had not arrived (it will be refused when it does). */
  betFound?: boolean;
}

/**
 * Who a call is for: the wallet session token, or (for vendors whose later calls name the player
 * instead of repeating the token) the merchant and member, whose newest session of the vendor
 * is used.
 */
export type CallerKey = string | { merchantId: number; memberId: bigint };

export interface Call {
  vendor: string;
  action: SeamlessAction;
  transactionId: string;
  /** A rollback also holds the lock of the bet it names. */
  alsoLock?: string;
  token: CallerKey;
  /** Checked against the session's currency when the vendor sends one. */
  currency: string | undefined;
  /** Only what identifies the call; compared on a repeat. */
  fields: Record<string, string | boolean | null>;
  /**
   * The transaction the call names, stored with it (a win's bet): compared on a repeat too, with
   * calls stored before it was kept (no reference) taken by their fields alone.
   */
  names?: string;
}

/** What a call stores of itself beyond what every call stores (who, which id, its answer). */
export type CallRow = Pick<NewTransaction, 'roundId' | 'amount' | 'referenceTransactionId' | 'applied'>;

/**
 * Balances are JSON numbers, exact only up to 2^53 - 1. A balance beyond that is refused rather
 * than answered rounded; inside a money call the refusal rolls the call back, so nothing moves.
 */
export const SEAMLESS_MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
export const toNumber = (minor: bigint) => {
  if (minor > SEAMLESS_MAX_MINOR || minor < -SEAMLESS_MAX_MINOR) throw seamlessError('BALANCE_LIMIT');
  return Number(minor);
};

function fingerprintOf(action: SeamlessAction, memberId: bigint, fields: Call['fields']): string {
  const canonical = JSON.stringify([action, memberId.toString(), ...Object.entries(fields).sort()]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The part of a money call that differs per call, run inside its transaction with its session. */
export type Apply = (ctx: {
  repo: SeamlessRepository;
  trx: Db;
  session: WalletSessionRow;
}) => Promise<MoneyAnswer & { row: CallRow }>;

export async function liveOrAnySession(
  repo: SeamlessRepository,
  vendor: string,
  token: CallerKey,
): Promise<WalletSessionRow> {
  const session =
    typeof token === 'string'
      ? await repo.sessionByHash(hashToken(token))
      : await repo.latestSession(vendor, token.merchantId, token.memberId);
  // A token of another vendor is as unknown as a made-up one.
  if (!session || session.vendor !== vendor) throw seamlessError('SESSION_INVALID');
  return session;
}

export async function balanceOf(
  s: Pick<WalletSessionRow, 'merchant_id' | 'member_id' | 'currency'>,
  onDb: Db,
) {
  const b = await createLedger(onDb).balance(memberAccount(s.merchant_id, s.member_id, s.currency));
  return b.available;
}

export async function gameOf(repo: SeamlessRepository, session: WalletSessionRow, code: string | undefined) {
  if (code === undefined) return session.game_id;
  const id = await repo.gameIdOf(session.vendor, code);
  if (id === undefined) throw seamlessError('GAME_NOT_FOUND');
  return id;
}

/**
 * Runs one money call: lock, replay a stored answer, or apply and store. Refusals store nothing,
 * so the vendor may retry them.
 */
export async function money(db: Db, call: Call, apply: Apply): Promise<MoneyAnswer> {
  let session: WalletSessionRow | undefined;
  try {
    // A call that loses a deadlock or a serialization conflict runs again as a whole.
    return await moneyTransaction(db, async (trx) => {
      const repo = seamlessRepository(trx);
      // Always in one order, so a rollback naming X and one naming it back cannot deadlock.
      const keys = [call.transactionId, ...(call.alsoLock ? [call.alsoLock] : [])].sort();
      for (const key of new Set(keys)) await repo.lock(`${call.vendor}:${key}`);
      session = await liveOrAnySession(repo, call.vendor, call.token);
      const fingerprint = fingerprintOf(call.action, session.member_id, call.fields);
      const prior = await repo.findTransaction(call.vendor, call.transactionId);
      if (prior) {
        if (prior.fingerprint !== fingerprint) throw seamlessError('TRANSACTION_CONFLICT');
        const priorNames = prior.reference_transaction_id;
        if (call.names !== undefined && priorNames !== null && priorNames !== call.names) {
          throw seamlessError('TRANSACTION_CONFLICT');
        }
        return prior.response as MoneyAnswer;
      }
      if (call.currency !== undefined && call.currency !== session.currency)
        throw seamlessError('CURRENCY_MISMATCH');
      const { row, ...answer } = await apply({ repo, trx, session });
      await repo.insertTransaction({
        vendor: call.vendor,
        transactionId: call.transactionId,
        action: call.action,
        merchantId: session.merchant_id,
        memberId: session.member_id,
        ...row,
        fingerprint,
        response: answer,
      });
      return answer;
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS' && session) {
      // The transaction is rolled back; the vendor gets the balance it can still bet.
      throw seamlessError('INSUFFICIENT_FUNDS', {
        balance: toNumber(await balanceOf(session, db)),
        currency: session.currency,
      });
    }
    throw err;
  }
}

export const roundRef = (vendor: string, roundId: string) => `seamless:${vendor}:${roundId}`;

/**
 * The one money movement of a wallet call, between the member's cash and the vendor's clearing
 * account; the vendor's transaction id is the idempotency key, so a retried call moves nothing.
 */
export function vendorTransfer(
  trx: Db,
  session: WalletSessionRow,
  vendor: string,
  t: {
    toVendor: boolean;
    amount: bigint;
    kind: string;
    reference: string;
    transactionId: string;
    metadata?: Record<string, string>;
  },
) {
  const member = memberAccount(session.merchant_id, session.member_id, session.currency);
  const clearing = vendorClearing(session.merchant_id, vendor, session.currency);
  return createLedger(trx).transfer({
    merchantId: session.merchant_id,
    debit: t.toVendor ? member : clearing,
    credit: t.toVendor ? clearing : member,
    amount: t.amount,
    kind: t.kind,
    reference: t.reference,
    idempotencyKey: `seamless:${vendor}:${t.transactionId}`,
    metadata: { transactionId: t.transactionId, ...t.metadata },
  });
}

/**
 * The answer of an applied call: the member's cash after it, read back unless the call's own
 * transfer already answered it.
 */
export async function answered(
  trx: Db,
  session: WalletSessionRow,
  ids: { transactionId: string; roundId: string },
  cashAfter: bigint | null | undefined,
): Promise<MoneyAnswer> {
  return {
    transactionId: ids.transactionId,
    balance: toNumber(cashAfter ?? (await balanceOf(session, trx))),
    currency: session.currency,
    roundId: ids.roundId,
  };
}

/**
 * A call keyed by member rather than by its token; such vendors send no currency either, so the
 * session's own is used.
 */
export const keyed = (call: Call, who: CallerKey | undefined): Call =>
  who === undefined
    ? call
    : { ...call, token: who, currency: typeof who === 'string' ? call.currency : undefined };
