import type { SeamlessBonusWinInput as BonusWinInput } from '@pf/shared';
import { type Apply, answered, type Call, gameOf, vendorTransfer } from './seamless-call.ts';

export function bonusWinCall(vendor: string, input: BonusWinInput): Call {
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
export function bonusWinApply(vendor: string, input: BonusWinInput, now: () => Date): Apply {
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
      ...(await answered(trx, session, { transactionId: input.transactionId, roundId }, t.creditAvailable)),
      row: { roundId, amount: input.amount },
    };
  };
}
