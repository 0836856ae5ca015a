import { describe, expect, it } from 'vitest';
import { createLedger, memberAccount, paymentClearing, seedDemoBalance } from '../../areas/money/index.ts';
import { pointsRepository } from '../../areas/rewards/index.ts';
import { databaseBefore } from './migrations.test-kit.ts';

/** Two corrections of seeded records: welcome points (0042) and opening balances (0043). */
describe('0042 welcome points and 0043 opening balances', () => {
  const before = databaseBefore('0041_lottery_incidents');

  it('relabels the seeded welcome points and starting money, nothing else, and the seed replays them', async () => {
    const db = before.db();
    const { merchantId, member } = await before.demoMember('m0043');
    // What the points seed gave before: the welcome through the bet accrual, beside a real bet's.
    await db
      .insertInto('point_configs')
      .values({
        merchant_id: merchantId,
        bet_per_point: 100n,
        convert_points: 100n,
        convert_amount: 100n,
        min_convert: 100n,
      })
      .execute();
    const points = pointsRepository(db);
    await points.accrue(merchantId, member.id, 500_000n, 'seed:welcome', 'welcome');
    await points.accrue(merchantId, member.id, 1_000n, 'round:1', 'BGS:IH1');
    const ledger = createLedger(db);
    await ledger.ensureMemberAccounts(merchantId, member.id, 'VND');
    const cash = memberAccount(merchantId, member.id, 'VND', 'cash');
    // What the seed booked before: the starting money as a deposit.
    await ledger.transfer({
      merchantId,
      debit: paymentClearing(merchantId, 'demo', 'VND'),
      credit: cash,
      amount: 100_000n,
      kind: 'deposit',
      reference: 'demo-seed',
      idempotencyKey: `demo-seed:${member.id}`,
    });
    // A real deposit stays one.
    await ledger.transfer({
      merchantId,
      debit: paymentClearing(merchantId, 'sandbox', 'VND'),
      credit: cash,
      amount: 5_000n,
      kind: 'deposit',
      reference: 'D2026110100001',
      idempotencyKey: 'deposit:D2026110100001',
    });

    await before.migrateTo('0043_opening_balance');
    const entries = await db
      .selectFrom('point_entries')
      .select(['source_key', 'kind', 'delta', 'balance_after'])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { source_key: 'seed:welcome', kind: 'welcome', delta: 5000n, balance_after: 5000n },
      { source_key: 'round:1', kind: 'bet', delta: 10n, balance_after: 5010n },
    ]);
    const kinds = await db
      .selectFrom('ledger_transfers')
      .select(['reference', 'kind'])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { reference: 'demo-seed', kind: 'opening_balance' },
      { reference: 'D2026110100001', kind: 'deposit' },
    ]);
    const again = await seedDemoBalance(db, merchantId, member.id, 100_000n);
    expect(again.replayed).toBe(true);
    // Both stay unchangeable afterwards.
    await expect(db.updateTable('ledger_transfers').set({ kind: 'deposit' }).execute()).rejects.toThrow(
      /immutable/,
    );
    await expect(db.updateTable('point_entries').set({ kind: 'bet' }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
