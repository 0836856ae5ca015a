import type { SeamlessBetInput as BetInput, SeamlessWinInput as WinInput } from '@pf/shared';
import { seamlessError } from './seamless.errors.ts';
import { type Apply, answered, type Call, gameOf, roundRef, vendorTransfer } from './seamless-call.ts';

/**
 * The fields a bet and a win are both compared by on a repeat, in this order: the call's
 * fingerprint is taken over them as written.
 */
function moneyFields(input: BetInput | WinInput) {
  return {
    roundId: input.roundId,
    gameCode: input.gameCode ?? null,
    amount: input.amount.toString(),
    currency: input.currency,
  };
}

export function betCall(vendor: string, input: BetInput): Call {
  return {
    vendor,
    action: 'bet',
    transactionId: input.transactionId,
    token: input.token,
    currency: input.currency,
    fields: moneyFields(input),
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
export function betApply(vendor: string, input: BetInput, now: () => Date, opts: BetOptions = {}): Apply {
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
      ...(await answered(trx, session, input, t?.debitAvailable)),
      row: { roundId: input.roundId, amount: input.amount },
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

export function winCall(vendor: string, input: WinInput, opts: WinOptions = {}): Call {
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
      ...moneyFields(input),
      roundClosed: input.roundClosed,
      // Only when there is one, so the fingerprints of whole amounts stay as they were.
      ...(opts.vendorAmount !== undefined ? { vendorAmount: opts.vendorAmount } : {}),
      ...(opts.promotion === true ? { promotion: true } : {}),
    },
  };
}

/** A win on a round (zero closes it without money); a void round takes none. */
export function winApply(vendor: string, input: WinInput, now: () => Date, opts: WinOptions = {}): Apply {
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
      ...(await answered(trx, session, input, balance)),
      row: {
        roundId: input.roundId,
        amount: input.amount,
        // The bet it pays, so a later rollback of that bet (and only of that bet) sees it.
        ...(opts.betTransactionId !== undefined ? { referenceTransactionId: opts.betTransactionId } : {}),
      },
    };
  };
}
