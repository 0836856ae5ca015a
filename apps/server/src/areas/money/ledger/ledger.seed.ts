import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { createLedger, memberAccount, paymentClearing } from './ledger.service.ts';
import { OPENING_BALANCE_KIND, OPENING_BALANCE_REFERENCE } from './opening-balance.ts';

/**
 * Gives a demo member its starting money as an opening balance from the payment clearing account:
 * money the brand gave, not a deposit, so no report counts it as one. Idempotent per member, so
 * every start may call it.
 */
export async function seedDemoBalance(
  db: Db,
  merchantId: number,
  memberId: number | bigint | string,
  amountMinor: bigint,
) {
  const merchant = await selectWhere(db, 'merchants', { id: merchantId })
    .select('currency')
    .executeTakeFirstOrThrow();
  const ledger = createLedger(db);
  await ledger.ensureMemberAccounts(merchantId, memberId, merchant.currency);
  return ledger.transfer({
    merchantId,
    debit: paymentClearing(merchantId, 'demo', merchant.currency),
    credit: memberAccount(merchantId, memberId, merchant.currency, 'cash'),
    amount: amountMinor,
    kind: OPENING_BALANCE_KIND,
    reference: OPENING_BALANCE_REFERENCE,
    idempotencyKey: `demo-seed:${memberId}`,
  });
}
