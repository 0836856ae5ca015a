import { formatMinorPlain, type MissionClaimResult } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Owner } from '../../money/index.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { type ClaimRow, type MissionRow, missionsRepository } from './missions.repository.ts';
import { stateOf } from './missions.views.ts';

/** Thrown inside the claim's transaction when a committed claim already holds the request id. */
class SameRequest extends Error {}

const claimView = (c: ClaimRow) => ({
  id: c.id.toString(),
  missionId: c.mission_id.toString(),
  amount: formatMinorPlain(c.amount),
  createdAt: c.created_at.toISOString(),
});

/**
 * The claim of a completed mission. The claim row is unique per member and mission and per member
 * and request id; a concurrent claim waits on it, so whatever the burst, one pays and the rest
 * answer the same claim (same request id) or MISSION_ALREADY_CLAIMED.
 */
export function missionClaimer(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repo = missionsRepository(db);

  async function replay(o: Owner, missionId: bigint, requestId: string) {
    const earlier = await repo.claimByRequest(o.memberId, requestId);
    if (!earlier) return undefined;
    if (earlier.mission_id !== missionId) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { claim: claimView(earlier), replayed: true };
  }

  /** Checks completion, records the claim and pays the reward from the house: one transaction. */
  async function pay(trx: Db, o: Owner, m: MissionRow, requestId: string): Promise<ClaimRow> {
    const tx = missionsRepository(trx);
    const at = now();
    const progress = await tx.progress(o.memberId, m);
    const state = stateOf(m, progress, false, at);
    if (state === 'in_progress') throw new AppError('MISSION_NOT_COMPLETE');
    if (state === 'expired') throw new AppError('MISSION_EXPIRED');
    const claim = await tx.insertClaim({
      merchantId: o.merchantId,
      missionId: m.id,
      memberId: o.memberId,
      requestId,
      amount: m.reward,
      currency: o.currency,
      progress,
      at,
    });
    if (!claim) {
      if (await tx.claimByRequest(o.memberId, requestId)) throw new SameRequest();
      throw new AppError('MISSION_ALREADY_CLAIMED');
    }
    await createLedger(trx).transfer({
      merchantId: o.merchantId,
      debit: houseAccount(o.merchantId, o.currency),
      credit: memberAccount(o.merchantId, o.memberId, o.currency, 'cash'),
      amount: m.reward,
      kind: 'mission_bonus',
      reference: `mission-claim:${claim.id}`,
      idempotencyKey: `mission:claim:${m.id}:${o.memberId}`,
    });
    return claim;
  }

  return async function claim(
    o: Owner,
    input: { missionId: string; requestId: string },
  ): Promise<MissionClaimResult> {
    const missionId = BigInt(input.missionId);
    const earlier = await replay(o, missionId, input.requestId);
    if (earlier) return earlier;
    const m = await repo.mission(o.merchantId, missionId);
    if (!m?.active || m.starts_at > now()) throw new AppError('MISSION_NOT_FOUND');
    try {
      const row = await moneyTransaction(db, (trx) => pay(trx, o, m, input.requestId));
      return { claim: claimView(row), replayed: false };
    } catch (err) {
      if (!(err instanceof SameRequest)) throw err;
      const same = await replay(o, missionId, input.requestId);
      if (!same) throw new Error('request id claimed but not found');
      return same;
    }
  };
}
