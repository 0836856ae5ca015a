import type { Db } from '../../../db/kysely.ts';
import { updateWhere } from '../../../db/update-where.ts';

/** The payout columns of approved withdrawals. Pass a transaction as `db` to join one. */
export function withdrawPayoutRepository(db: Db) {
  return {
    /** Records the provider's answer to the payout; answers the row only when this call recorded it. */
    async payoutSent(id: bigint, providerRef: string, at: Date) {
      return updateWhere(db, 'withdrawals', { id })
        .set({ payout_ref: providerRef, payout_sent_at: at, payout_error: null })
        .where('payout_sent_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    async payoutFailed(id: bigint, error: string) {
      return updateWhere(db, 'withdrawals', { id })
        .set((eb) => ({ payout_attempts: eb('payout_attempts', '+', 1), payout_error: error }))
        .where('payout_sent_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Approved withdrawals whose payout the provider has not answered, approved at or before `before`. */
    async payoutsDue(before: Date, limit: number) {
      return db
        .selectFrom('withdrawals')
        .selectAll()
        .where('payout_request_id', 'is not', null)
        .where('payout_sent_at', 'is', null)
        .where('reviewed_at', '<=', before)
        .orderBy('reviewed_at')
        .limit(limit)
        .execute();
    },
  };
}
