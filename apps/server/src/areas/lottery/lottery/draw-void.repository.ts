import { updateWhere } from '../../../db/update-where.ts';
import type { Q } from './lottery.repository.ts';

/** A draw's cancellation and the two steps of a void. Pass a transaction as `db` to join it. */
export function drawVoidRepository(db: Q) {
  return {
    async markCancelled(
      drawId: bigint,
      c: { at: Date; reason: string; betCount: number; stakeTotal: bigint; incidentId: bigint | null },
    ): Promise<void> {
      await updateWhere(db, 'lottery_draws', { id: drawId })
        .set({
          status: 'cancelled',
          cancelled_at: c.at,
          cancel_reason: c.reason,
          bet_count: c.betCount,
          stake_total: c.stakeTotal,
          incident_id: c.incidentId,
        })
        .execute();
    },

    async requestVoid(drawId: bigint, v: { reason: string; staffId: bigint; at: Date }): Promise<void> {
      await updateWhere(db, 'lottery_draws', { id: drawId })
        .set({ void_reason: v.reason, void_requested_by: v.staffId, void_requested_at: v.at })
        .execute();
    },

    async confirmVoid(drawId: bigint, staffId: bigint): Promise<void> {
      await updateWhere(db, 'lottery_draws', { id: drawId }).set({ void_confirmed_by: staffId }).execute();
    },
  };
}
