import type { Db } from '../../../db/kysely.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type WithdrawalRow, withdrawRepository } from './withdraw.repository.ts';
import { withdrawPayoutRepository } from './withdraw-payout.repository.ts';

/** How long the approving request has to send its own payout before the payout job sends it too. */
export const PAYOUT_GRACE_MS = 60_000;

/**
 * How long one payout call may take before it counts as a failed attempt: a call that never
 * settles would otherwise hold the approving request, and the payout job (one run at a time per
 * instance) for good.
 */
export const PAYOUT_TIMEOUT_MS = 30_000;

/** How many owed payouts one run of the payout job sends, oldest approval first. */
const RESUME_BATCH = 50;

/** A withdrawal's payout request id: from its order number, so every try of it sends the same id. */
export const payoutRequestId = (orderNo: string) => `payout-${orderNo}`;

/** What finance sees of an approved withdrawal's payout; null before approval. */
export function payoutView(w: WithdrawalRow) {
  if (w.payout_request_id === null) return null;
  return {
    requestId: w.payout_request_id,
    provider: w.payout_provider,
    providerRef: w.payout_ref,
    sentAt: w.payout_sent_at?.toISOString() ?? null,
    attempts: w.payout_attempts,
    lastError: w.payout_error,
  };
}

/**
 * Payouts of approved withdrawals. The approval's transaction has already moved the money to the
 * provider's clearing account; the provider is called after it committed, never inside it, so a
 * retried transaction cannot pay twice. Every call carries the withdrawal's payout request id,
 * which the provider pays once: sending it again after a crash (before or after the provider
 * paid) answers the first payout.
 */
export function withdrawPayouts(deps: {
  db: Db;
  provider: PaymentProvider | undefined;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** PAYOUT_TIMEOUT_MS unless given (tests). */
  timeoutMs?: number | undefined;
}) {
  const timeoutMs = deps.timeoutMs ?? PAYOUT_TIMEOUT_MS;
  const withdrawals = { ...withdrawRepository(deps.db), ...withdrawPayoutRepository(deps.db) };

  const current = async (w: WithdrawalRow, changed: WithdrawalRow | undefined) =>
    changed ?? (await withdrawals.byOrderNo(w.order_no)) ?? w;

  async function failed(w: WithdrawalRow, err: unknown) {
    deps.log.warn({ err, orderNo: w.order_no }, 'withdrawal payout not confirmed; it is owed and sent again');
    const message = err instanceof Error ? err.message : String(err);
    return current(w, await withdrawals.payoutFailed(w.id, message.slice(0, 500)));
  }

  /**
   * Sends one approved withdrawal's payout and records the provider's answer. A provider that
   * refuses or cannot be reached leaves the payout owed (counted, with the error); the row as it
   * stands afterwards is the answer either way.
   */
  async function send(w: WithdrawalRow): Promise<WithdrawalRow> {
    if (w.payout_request_id === null || w.payout_sent_at !== null) return w;
    const provider = deps.provider;
    // The money sits in that provider's clearing account: no other provider may pay it.
    if (!provider || provider.code !== w.payout_provider) {
      return failed(w, new Error(`payout provider ${w.payout_provider} is not configured`));
    }
    let providerRef: string;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // A call still running when the time is up may yet pay: the request id makes the next send
      // of it answer that payout rather than pay again.
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`payout provider did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      ({ providerRef } = await Promise.race([
        provider.payout({
          requestId: w.payout_request_id,
          orderNo: w.order_no,
          amount: w.amount,
          currency: w.currency,
          receivingAddress: w.receiving_address,
        }),
        timedOut,
      ]));
    } catch (err) {
      return failed(w, err);
    } finally {
      clearTimeout(timer);
    }
    return current(w, await withdrawals.payoutSent(w.id, providerRef, deps.now()));
  }

  return {
    send,

    /**
     * The payout job: sends again every payout approved at least PAYOUT_GRACE_MS ago that the
     * provider has not answered (a crash between the approval's commit and the provider's answer,
     * or a provider that failed). Answers how many were confirmed.
     */
    async resumeDue(limit = RESUME_BATCH): Promise<number> {
      const before = new Date(deps.now().getTime() - PAYOUT_GRACE_MS);
      let sent = 0;
      for (const w of await withdrawals.payoutsDue(before, limit)) {
        if ((await send(w)).payout_sent_at !== null) sent += 1;
      }
      return sent;
    },
  };
}

export type WithdrawPayouts = ReturnType<typeof withdrawPayouts>;
