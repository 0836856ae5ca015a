import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import type { PayoutInput } from './payment-provider.ts';
import { sandboxPaymentProvider } from './sandbox.provider.ts';

describe.each(dbKinds)('sandbox provider payouts on %s', (kind) => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const provider = () =>
    sandboxPaymentProvider({
      db: database.db,
      secret: 'payout-test',
      deliver: async () => ({ statusCode: 200 }),
    }).provider;
  const payout = (requestId: string, over: Partial<PayoutInput> = {}): PayoutInput => ({
    requestId,
    orderNo: `W${requestId.replace(/\W/g, '').toUpperCase()}`,
    amount: 25_000n,
    currency: 'VND',
    receivingAddress: 'VCB 0123456789 TEST USER',
    ...over,
  });
  const paidFor = (requestId: string) =>
    database.db.selectFrom('sandbox_payouts').selectAll().where('request_id', '=', requestId).execute();

  it('pays a request id once and answers a replay with the first reference', async () => {
    const first = await provider().payout(payout('payout-a'));
    expect(first.providerRef).toMatch(/^SBX-P-[0-9A-F]{16}$/);
    // Another instance of the provider (a restarted server) honours it as well.
    const replay = await provider().payout(payout('payout-a'));
    expect(replay).toEqual(first);
    const rows = await paidFor('payout-a');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 25_000n, provider_ref: first.providerRef });

    const other = await provider().payout(payout('payout-b'));
    expect(other.providerRef).not.toBe(first.providerRef);
  });

  it('pays 50 simultaneous sends of one request id once, all with the same reference', async () => {
    const p = provider();
    const answers = await Promise.all(Array.from({ length: 50 }, () => p.payout(payout('payout-burst'))));
    expect(new Set(answers.map((a) => a.providerRef)).size).toBe(1);
    expect(await paidFor('payout-burst')).toHaveLength(1);
  });

  it('refuses a request id sent again with other payout details, paying nothing more', async () => {
    const first = await provider().payout(payout('payout-c'));
    for (const [what, change] of Object.entries({
      amount: { amount: 25_001n },
      currency: { currency: 'USD' },
      address: { receivingAddress: 'ACB 1' },
      order: { orderNo: 'WOTHER' },
    })) {
      await expect(provider().payout(payout('payout-c', change)), what).rejects.toThrow(
        /used for another payout/,
      );
    }
    const rows = await paidFor('payout-c');
    expect(rows.map((r) => [r.amount, r.provider_ref])).toEqual([[25_000n, first.providerRef]]);
  });
});
