import type { Db } from '../../db/kysely.ts';
import { createLedger, memberAccount, paymentClearing } from './ledger.service.ts';

/**
 * Gives a demo member its starting money the way real money arrives: a deposit from the payment
 * clearing account. Idempotent per member, so every start may call it.
 */
export async function seedDemoBalance(
  db: Db,
  merchantId: number,
  memberId: number | bigint | string,
  amountMinor: bigint,
) {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const ledger = createLedger(db);
  await ledger.ensureMemberAccounts(merchantId, memberId, merchant.currency);
  return ledger.transfer({
    merchantId,
    debit: paymentClearing(merchantId, 'demo', merchant.currency),
    credit: memberAccount(merchantId, memberId, merchant.currency, 'cash'),
    amount: amountMinor,
    kind: 'deposit',
    reference: 'demo-seed',
    idempotencyKey: `demo-seed:${memberId}`,
  });
}
