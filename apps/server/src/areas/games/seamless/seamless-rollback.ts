import type { SeamlessRollbackInput as RollbackInput } from '@pf/shared';
import { seamlessError } from './seamless.errors.ts';
import { type Apply, answered, type Call, roundRef, vendorTransfer } from './seamless-call.ts';

export function rollbackCall(vendor: string, input: RollbackInput): Call {
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
export function rollbackApply(
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
      ...(await answered(trx, session, input, balance)),
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
