import { createHash } from 'node:crypto';
import type {
  SeamlessBetInput as BetInput,
  SeamlessBonusWinInput as BonusWinInput,
  SeamlessRollbackInput as RollbackInput,
  SeamlessWinInput as WinInput,
} from '@pf/shared';
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

interface Call {
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
type CallRow = Pick<NewTransaction, 'roundId' | 'amount' | 'referenceTransactionId' | 'applied'>;

/**
 * Balances are JSON numbers, exact only up to 2^53 - 1. A balance beyond that is refused rather
 * than answered rounded; inside a money call the refusal rolls the call back, so nothing moves.
 */
export const SEAMLESS_MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const toNumber = (minor: bigint) => {
  if (minor > SEAMLESS_MAX_MINOR || minor < -SEAMLESS_MAX_MINOR) throw seamlessError('BALANCE_LIMIT');
  return Number(minor);
};

function fingerprintOf(action: SeamlessAction, memberId: bigint, fields: Call['fields']): string {
  const canonical = JSON.stringify([action, memberId.toString(), ...Object.entries(fields).sort()]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The part of a money call that differs per call, run inside its transaction with its session. */
type Apply = (ctx: {
  repo: SeamlessRepository;
  trx: Db;
  session: WalletSessionRow;
}) => Promise<MoneyAnswer & { row: CallRow }>;

async function liveOrAnySession(
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

async function balanceOf(s: Pick<WalletSessionRow, 'merchant_id' | 'member_id' | 'currency'>, onDb: Db) {
  const b = await createLedger(onDb).balance(memberAccount(s.merchant_id, s.member_id, s.currency));
  return b.available;
}

async function gameOf(repo: SeamlessRepository, session: WalletSessionRow, code: string | undefined) {
  if (code === undefined) return session.game_id;
  const id = await repo.gameIdOf(session.vendor, code);
  if (id === undefined) throw seamlessError('GAME_NOT_FOUND');
  return id;
}

/**
 * Runs one money call: lock, replay a stored answer, or apply and store. Refusals store nothing,
 * so the vendor may retry them.
 */
async function money(db: Db, call: Call, apply: Apply): Promise<MoneyAnswer> {
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

const roundRef = (vendor: string, roundId: string) => `seamless:${vendor}:${roundId}`;

/**
 * The one money movement of a wallet call, between the member's cash and the vendor's clearing
 * account; the vendor's transaction id is the idempotency key, so a retried call moves nothing.
 */
function vendorTransfer(
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

function betCall(vendor: string, input: BetInput): Call {
  return {
    vendor,
    action: 'bet',
    transactionId: input.transactionId,
    token: input.token,
    currency: input.currency,
    fields: {
      roundId: input.roundId,
      gameCode: input.gameCode ?? null,
      amount: input.amount.toString(),
      currency: input.currency,
    },
  };
}

export interface BetOptions {
  /**
   * A vendor's promotion payout, opened by a zero bet: accepted on a closed or cancelled round and
   * on an ended session, as it stakes nothing and only gives its win a bet to name.
   */
  promotion?: boolean;
}

/** A bet: the stake moves from the member's cash to the vendor, its round opens (or grows). */
function betApply(vendor: string, input: BetInput, now: () => Date, opts: BetOptions = {}): Apply {
  // Only a zero stake may skip the rules that protect the player's money.
  const promotion = opts.promotion === true && input.amount === 0n;
  return async ({ repo, trx, session }) => {
    if (!promotion && session.expires_at <= now()) throw seamlessError('SESSION_EXPIRED');
    if (await repo.rolledBack(vendor, input.transactionId)) throw seamlessError('TRANSACTION_ROLLED_BACK');
    const gameId = await gameOf(repo, session, input.gameCode);
    // The round row first, then the balances: the order every call takes its rows in. A
    // bet that is then refused rolls the new round back with it.
    const round = await repo.openRound({
      merchantId: session.merchant_id,
      memberId: session.member_id,
      vendor,
      gameId,
      roundId: input.roundId,
      now: now(),
    });
    if (round.member_id !== session.member_id) throw seamlessError('ROUND_CONFLICT');
    if (round.status !== 'open' && !promotion) throw seamlessError('ROUND_CLOSED');
    // A free-round spin stakes nothing: the round opens, no money moves.
    const t =
      input.amount > 0n
        ? await vendorTransfer(trx, session, vendor, {
            toVendor: true,
            amount: input.amount,
            kind: 'bet',
            reference: roundRef(vendor, input.roundId),
            transactionId: input.transactionId,
          })
        : null;
    await repo.addStake(round.id, input.amount);
    return {
      transactionId: input.transactionId,
      balance: toNumber(t?.debitAvailable ?? (await balanceOf(session, trx))),
      currency: session.currency,
      roundId: input.roundId,
      row: {
        roundId: input.roundId,
        amount: input.amount,
      },
    };
  };
}

export interface WinOptions {
  /**
   * The bet this win pays, for vendors whose wins name one: it is locked with the win (a rollback
   * of it locks it too, so the two never pass each other) and must be booked and not rolled back.
   */
  betTransactionId?: string;
  /**
   * The vendor's own amount when it is finer than a minor unit (the wallet books `amount`, the
   * part it can hold): compared on a repeat and kept on the ledger transfer.
   */
  vendorAmount?: string;
  /** A promotion payout: accepted on a round cancelled by rollbacks too, which it then settles. */
  promotion?: boolean;
}

function winCall(vendor: string, input: WinInput, opts: WinOptions = {}): Call {
  return {
    vendor,
    action: 'win',
    transactionId: input.transactionId,
    ...(opts.betTransactionId !== undefined
      ? { alsoLock: opts.betTransactionId, names: opts.betTransactionId }
      : {}),
    token: input.token,
    currency: input.currency,
    fields: {
      roundId: input.roundId,
      gameCode: input.gameCode ?? null,
      amount: input.amount.toString(),
      currency: input.currency,
      roundClosed: input.roundClosed,
      // Only when there is one, so the fingerprints of whole amounts stay as they were.
      ...(opts.vendorAmount !== undefined ? { vendorAmount: opts.vendorAmount } : {}),
      ...(opts.promotion === true ? { promotion: true } : {}),
    },
  };
}

/** A win on a round (zero closes it without money); a void round takes none. */
function winApply(vendor: string, input: WinInput, now: () => Date, opts: WinOptions = {}): Apply {
  return async ({ repo, trx, session }) => {
    if (opts.betTransactionId !== undefined) {
      const bet = await repo.findTransaction(vendor, opts.betTransactionId);
      if (bet?.action !== 'bet') throw seamlessError('ROUND_NOT_FOUND');
      if (bet.member_id !== session.member_id) throw seamlessError('ROUND_CONFLICT');
      if (await repo.rolledBack(vendor, opts.betTransactionId)) throw seamlessError('ROUND_CANCELLED');
    }
    const round = await repo.findRound(session.merchant_id, vendor, input.roundId);
    if (!round) throw seamlessError('ROUND_NOT_FOUND');
    if (round.member_id !== session.member_id) throw seamlessError('ROUND_CONFLICT');
    if (round.status === 'void' && !opts.promotion) throw seamlessError('ROUND_CANCELLED');
    let balance: bigint | null = null;
    if (input.amount > 0n) {
      const t = await vendorTransfer(trx, session, vendor, {
        toVendor: false,
        amount: input.amount,
        kind: 'payout',
        reference: roundRef(vendor, input.roundId),
        transactionId: input.transactionId,
        ...(opts.vendorAmount !== undefined ? { metadata: { vendorAmount: opts.vendorAmount } } : {}),
      });
      balance = t.creditAvailable;
    }
    await repo.addWin(round.id, input.amount, input.roundClosed, now(), opts.promotion === true);
    return {
      transactionId: input.transactionId,
      balance: toNumber(balance ?? (await balanceOf(session, trx))),
      currency: session.currency,
      roundId: input.roundId,
      row: {
        roundId: input.roundId,
        amount: input.amount,
        // The bet it pays, so a later rollback of that bet (and only of that bet) sees it.
        ...(opts.betTransactionId !== undefined ? { referenceTransactionId: opts.betTransactionId } : {}),
      },
    };
  };
}

function rollbackCall(vendor: string, input: RollbackInput): Call {
  return {
    vendor,
    action: 'rollback',
    transactionId: input.transactionId,
    alsoLock: input.referenceTransactionId,
    token: input.token,
    currency: input.currency,
    fields: {
      referenceTransactionId: input.referenceTransactionId,
      roundId: input.roundId,
      gameCode: input.gameCode ?? null,
      currency: input.currency,
    },
  };
}

/** A rollback refunds the bet it names once; a bet not yet arrived is refused when it does. */
function rollbackApply(
  vendor: string,
  input: RollbackInput,
  now: () => Date,
  opts: RollbackOptions = {},
): Apply {
  return async ({ repo, trx, session }) => {
    const bet = await repo.findTransaction(vendor, input.referenceTransactionId);
    if (bet && bet.action !== 'bet') throw seamlessError('ROLLBACK_NOT_BET');
    if (bet && bet.member_id !== session.member_id) throw seamlessError('ROUND_CONFLICT');
    // Nothing to refund: the bet never came, or another rollback already refunded it.
    const refund = bet !== undefined && !(await repo.rolledBack(vendor, input.referenceTransactionId));
    let balance: bigint | null = null;
    if (bet && refund) {
      // Locked before the balances, in the order a bet takes them.
      const round = await repo.findRound(session.merchant_id, vendor, bet.round_id);
      // Read under the round's row lock, which a win takes too: a win and this refund never pass
      // each other unseen. A zero bet (free round, promotion) refunds nothing, so it may go.
      if (opts.refuseAfterWin && bet.amount > 0n && round && (round.win > 0n || round.status === 'settled')) {
        throw seamlessError('ROUND_CLOSED');
      }
      // Under the bet's lock, which a win naming this bet takes too: only this bet's own win
      // (zero included) keeps its stake; other bets of its round are refunded.
      if (
        opts.refuseAfterOwnWin &&
        bet.amount > 0n &&
        (await repo.wonBet(vendor, {
          transactionId: input.referenceTransactionId,
          memberId: bet.member_id,
          roundId: bet.round_id,
        }))
      ) {
        throw seamlessError('ROUND_CLOSED');
      }
      // Under the bet's lock, which a win naming this bet takes too.
      if (opts.settledBy !== undefined && (await repo.findTransaction(vendor, opts.settledBy))) {
        throw seamlessError('ROUND_CLOSED');
      }
      // A zero bet (free round, promotion) is cancelled without a transfer: there is nothing to give back.
      if (bet.amount > 0n) {
        const t = await vendorTransfer(trx, session, vendor, {
          toVendor: false,
          amount: bet.amount,
          kind: 'refund',
          reference: roundRef(vendor, bet.round_id),
          transactionId: input.transactionId,
          metadata: { cancels: input.referenceTransactionId },
        });
        balance = t.creditAvailable;
      }
      if (round) await repo.removeStake(round.id, bet.amount, now());
    }
    return {
      transactionId: input.transactionId,
      balance: toNumber(balance ?? (await balanceOf(session, trx))),
      currency: session.currency,
      roundId: input.roundId,
      betFound: bet !== undefined,
      row: {
        roundId: input.roundId,
        amount: refund && bet ? bet.amount : 0n,
        referenceTransactionId: input.referenceTransactionId,
        applied: refund,
      },
    };
  };
}

export interface RollbackOptions {
  /**
   * Refuse (ROUND_CLOSED) to refund a bet whose round already has a win or was settled; a zero
   * bet, having nothing to refund, is still rolled back.
   */
  refuseAfterWin?: boolean;
  /**
   * Refuse (ROUND_CLOSED) to refund a bet that a win names, whatever that win's amount, for
   * vendors whose wins name their bet: another bet of the same round is still refunded. A zero bet
   * is still rolled back.
   */
  refuseAfterOwnWin?: boolean;
  /**
   * Refuse (ROUND_CLOSED) once a call under this transaction id exists: the bet's own settlement,
   * for vendors that settle each bet by an id derived from it (its win names the bet, so both hold
   * the bet's lock and see each other).
   */
  settledBy?: string;
}

function bonusWinCall(vendor: string, input: BonusWinInput): Call {
  return {
    vendor,
    action: 'bonus',
    transactionId: input.transactionId,
    token: input.token,
    currency: input.currency,
    fields: {
      bonusId: input.bonusId,
      gameCode: input.gameCode ?? null,
      amount: input.amount.toString(),
      currency: input.currency,
    },
  };
}

/** A bonus win: its own round, paid from the vendor's clearing account. */
function bonusWinApply(vendor: string, input: BonusWinInput, now: () => Date): Apply {
  return async ({ repo, trx, session }) => {
    const roundId = `bonus:${input.transactionId}`;
    const gameId = await gameOf(repo, session, input.gameCode);
    await repo.insertBonusRound({
      merchantId: session.merchant_id,
      memberId: session.member_id,
      vendor,
      gameId,
      roundId,
      amount: input.amount,
      now: now(),
    });
    const t = await vendorTransfer(trx, session, vendor, {
      toVendor: false,
      amount: input.amount,
      kind: 'bonus',
      reference: `seamless:${vendor}:bonus:${input.bonusId}`,
      transactionId: input.transactionId,
      metadata: { bonusId: input.bonusId },
    });
    return {
      transactionId: input.transactionId,
      balance: toNumber(t.creditAvailable ?? (await balanceOf(session, trx))),
      currency: session.currency,
      roundId,
      row: {
        roundId,
        amount: input.amount,
      },
    };
  };
}

/**
 * A call keyed by member rather than by its token; such vendors send no currency either, so the
 * session's own is used.
 */
const keyed = (call: Call, who: CallerKey | undefined): Call =>
  who === undefined
    ? call
    : { ...call, token: who, currency: typeof who === 'string' ? call.currency : undefined };

/**
 * The seamless wallet: the vendor holds no money, it asks us to move it. Each call runs in one
 * database transaction that holds an advisory lock on its transaction id, so a transaction id is
 * applied at most once however many copies arrive at the same time; its answer is stored with it
 * and a repeat gets that answer back. Money moves only through the ledger: bets from the member's
 * cash to the vendor's clearing account, wins, bonus wins and refunds back.
 */
export function seamlessService(db: Db, now: () => Date = () => new Date()) {
  return {
    async authenticate(vendor: string, token: string) {
      const session = await liveOrAnySession(seamlessRepository(db), vendor, token);
      if (session.expires_at <= now()) throw seamlessError('SESSION_EXPIRED');
      return {
        playerId: session.member_id.toString(),
        username: session.username,
        currency: session.currency,
        balance: toNumber(await balanceOf(session, db)),
        sessionExpiresAt: session.expires_at.toISOString(),
      };
    },

    async balance(vendor: string, token: string) {
      const session = await liveOrAnySession(seamlessRepository(db), vendor, token);
      return { balance: toNumber(await balanceOf(session, db)), currency: session.currency };
    },

    /** The session a caller key names, for vendors that answer balances in their own format. */
    session: (vendor: string, who: CallerKey) => liveOrAnySession(seamlessRepository(db), vendor, who),

    balanceOf: (session: WalletSessionRow) => balanceOf(session, db),

    bet: (vendor: string, input: BetInput, who?: CallerKey, opts?: BetOptions) =>
      money(db, keyed(betCall(vendor, input), who), betApply(vendor, input, now, opts)),

    win: (vendor: string, input: WinInput, who?: CallerKey, opts?: WinOptions) =>
      money(db, keyed(winCall(vendor, input, opts), who), winApply(vendor, input, now, opts)),

    rollback: (vendor: string, input: RollbackInput, who?: CallerKey, opts?: RollbackOptions) =>
      money(db, keyed(rollbackCall(vendor, input), who), rollbackApply(vendor, input, now, opts)),

    bonusWin: (vendor: string, input: BonusWinInput, who?: CallerKey) =>
      money(db, keyed(bonusWinCall(vendor, input), who), bonusWinApply(vendor, input, now)),
  };
}

export type SeamlessService = ReturnType<typeof seamlessService>;
