import type { Db } from '../../../db/kysely.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { type ReferralRule, referralRepository } from './referral.repository.ts';

/** Whether the invitee has met the brand's condition. */
async function conditionMet(q: Db, rule: ReferralRule, inviteeId: bigint): Promise<boolean> {
  const repo = referralRepository(q);
  if (rule.condition === 'FIRST_DEPOSIT') {
    const first = await repo.firstDeposit(inviteeId);
    return first !== null && first >= rule.threshold;
  }
  return (await repo.validBetTotal(inviteeId)) >= rule.threshold;
}

/**
 * Inside the caller's transaction: pays the referrer of `inviteeId` when the programme is on and
 * the invitee met its condition. The claim of the referral row and the ledger transfer commit
 * together; the row lock lets one caller claim and every other one find it paid. The ledger key
 * names the invitee, so even a replay after a lost answer moves the money once.
 */
export async function payReferralIn(trx: Db, inviteeId: bigint, at: Date): Promise<boolean> {
  const repo = referralRepository(trx);
  const link = await repo.link(inviteeId);
  if (!link || link.rewarded_at !== null) return false;
  const rule = await repo.rule(link.merchant_id);
  if (!rule.enabled || rule.rewardAmount <= 0n) return false;
  if (!(await conditionMet(trx, rule, inviteeId))) return false;
  const claimed = await repo.claim(inviteeId, rule.rewardAmount, at);
  if (!claimed) return false;
  const currency = await repo.currency(claimed.merchant_id);
  const transfer = await createLedger(trx).transfer({
    merchantId: claimed.merchant_id,
    debit: houseAccount(claimed.merchant_id, currency),
    credit: memberAccount(claimed.merchant_id, claimed.referrer_id, currency, 'cash'),
    amount: rule.rewardAmount,
    kind: 'referral_bonus',
    reference: `referral:${inviteeId}`,
    idempotencyKey: `referral:reward:${inviteeId}`,
    metadata: { inviteeId: inviteeId.toString(), condition: rule.condition },
  });
  await repo.setTransfer(inviteeId, transfer.id);
  return true;
}
