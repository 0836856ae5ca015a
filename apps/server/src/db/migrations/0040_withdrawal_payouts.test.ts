import { describe, expect, it } from 'vitest';
import { createLedger, memberAccount, paymentClearing, seedDemoBalance } from '../../areas/money/index.ts';
import { databaseBefore } from './migrations.test-kit.ts';

describe('0040 withdrawal payouts', () => {
  const before = databaseBefore('0039_free_bets_vip_benefits');

  it('counts withdrawals approved before it as paid out, with the reference the ledger kept', async () => {
    const db = before.db();
    const { merchantId, member } = await before.demoMember('m0040');
    await seedDemoBalance(db, merchantId, member.id, 100_000n);
    const ledger = createLedger(db);
    const order = async (orderNo: string, status: 'pending' | 'rejected' | 'paid' | 'received') => {
      await ledger.transfer({
        merchantId,
        debit: memberAccount(merchantId, member.id, 'VND', 'cash'),
        credit: memberAccount(merchantId, member.id, 'VND', 'locked'),
        amount: 10_000n,
        kind: 'withdraw',
        idempotencyKey: `withdraw:${orderNo}`,
      });
      const paidAt = new Date('2026-11-01T10:00:00Z');
      await db
        .insertInto('withdrawals')
        .values({
          order_no: orderNo,
          merchant_id: merchantId,
          member_id: member.id,
          amount: 10_000n,
          currency: 'VND',
          receiving_address: 'VCB 1',
          request_key: orderNo,
          status,
          paid_at: status === 'paid' || status === 'received' ? paidAt : null,
        })
        .execute();
      if (status === 'paid' || status === 'received') {
        await ledger.transfer({
          merchantId,
          debit: memberAccount(merchantId, member.id, 'VND', 'locked'),
          credit: paymentClearing(merchantId, 'sandbox', 'VND'),
          amount: 10_000n,
          kind: 'withdraw_payout',
          reference: orderNo,
          idempotencyKey: `withdraw:${orderNo}:payout`,
          metadata: { providerRef: `SBX-P-${orderNo}`, staffId: '1' },
        });
      }
    };
    await order('WOLDPAID', 'paid');
    await order('WOLDRECEIVED', 'received');
    await order('WOLDPENDING', 'pending');
    await order('WOLDREJECTED', 'rejected');

    await before.migrateTo();
    const rows = await db
      .selectFrom('withdrawals')
      .select(['order_no', 'payout_request_id', 'payout_provider', 'payout_ref', 'payout_sent_at'])
      .orderBy('order_no')
      .execute();
    expect(rows).toEqual([
      {
        order_no: 'WOLDPAID',
        payout_request_id: 'payout-WOLDPAID',
        payout_provider: 'sandbox',
        payout_ref: 'SBX-P-WOLDPAID',
        payout_sent_at: new Date('2026-11-01T10:00:00Z'),
      },
      {
        order_no: 'WOLDPENDING',
        payout_request_id: null,
        payout_provider: null,
        payout_ref: null,
        payout_sent_at: null,
      },
      {
        order_no: 'WOLDRECEIVED',
        payout_request_id: 'payout-WOLDRECEIVED',
        payout_provider: 'sandbox',
        payout_ref: 'SBX-P-WOLDRECEIVED',
        payout_sent_at: new Date('2026-11-01T10:00:00Z'),
      },
      {
        order_no: 'WOLDREJECTED',
        payout_request_id: null,
        payout_provider: null,
        payout_ref: null,
        payout_sent_at: null,
      },
    ]);
    // An approved row without its payout request is refused from now on.
    await expect(
      db.updateTable('withdrawals').set({ status: 'paid' }).where('order_no', '=', 'WOLDPENDING').execute(),
    ).rejects.toThrow(/withdrawals_payout_request/);
  });
});
