import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { PayoutInput } from './payment-provider.ts';

/**
 * The sandbox's payouts: one per payout request id, kept in sandbox_payouts. A repeat of a request
 * id answers the first payout's reference and pays nothing; the same id with other details is
 * refused, as a real provider would.
 */
export function sandboxPayout(db: Db) {
  return async (input: PayoutInput): Promise<{ providerRef: string }> => {
    // The reference is the sandbox's own, random: only a kept record can answer a repeat with it.
    const made = await db
      .insertInto('sandbox_payouts')
      .values({
        request_id: input.requestId,
        order_no: input.orderNo,
        amount: input.amount,
        currency: input.currency,
        receiving_address: input.receivingAddress,
        provider_ref: `SBX-P-${randomBytes(8).toString('hex').toUpperCase()}`,
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('provider_ref')
      .executeTakeFirst();
    if (made) return { providerRef: made.provider_ref };
    const first = await selectWhere(db, 'sandbox_payouts', { request_id: input.requestId })
      .selectAll()
      .executeTakeFirstOrThrow();
    if (
      first.order_no !== input.orderNo ||
      first.amount !== input.amount ||
      first.currency !== input.currency ||
      first.receiving_address !== input.receivingAddress
    ) {
      throw new Error(`sandbox payout refused: request id ${input.requestId} was used for another payout`);
    }
    return { providerRef: first.provider_ref };
  };
}
