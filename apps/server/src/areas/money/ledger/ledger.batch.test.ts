import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import type { AccountRef } from './ledger.accounts.ts';
import { reconcileLedger } from './ledger.reconcile.ts';
import { ledgerRepository } from './ledger.repository.ts';
import { createLedger, houseAccount, memberAccount, paymentClearing } from './ledger.service.ts';

const M = 1;
const CUR = 'VND';

interface Item {
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  key: string;
}

interface Row {
  idx: number;
  err_code: string | null;
  id: bigint | null;
  replayed: boolean | null;
  debit_available: bigint | null;
}

/** The database function itself, so each item's answer can be checked against the single call's rules. */
async function batch(h: DbHandle, items: Item[]): Promise<Row[]> {
  const col = <T>(f: (i: Item) => T) => items.map(f);
  const { rows } =
    await sql<Row>`select idx, err_code, id, replayed, debit_available from ledger_transfer_batch(
    ${col(() => M)}::int[], ${col(() => CUR)}::text[],
    ${col((i) => i.debit.kind)}::text[], ${col((i) => i.debit.owner)}::text[], ${col((i) => i.debit.purpose)}::text[],
    ${col((i) => i.credit.kind)}::text[], ${col((i) => i.credit.owner)}::text[], ${col((i) => i.credit.purpose)}::text[],
    ${col((i) => i.amount.toString())}::bigint[], ${col(() => 'bet')}::text[], ${col(() => '')}::text[],
    ${col((i) => i.key)}::text[], ${col(() => null)}::jsonb[]) order by idx`.execute(h.db);
  return rows;
}

describe.each(dbKinds)('ledger transfer batch on %s', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  const m1 = memberAccount(M, 1, CUR);
  const m2 = memberAccount(M, 2, CUR);
  const house = houseAccount(M, CUR);
  const bank = paymentClearing(M, 'bank', CUR);
  const items: Item[] = [
    { debit: m1, credit: house, amount: 100n, key: 'k0' },
    { debit: m1, credit: house, amount: 100n, key: 'k1' },
    { debit: m1, credit: house, amount: 200n, key: 'k2' },
    { debit: m1, credit: house, amount: 100n, key: 'k0' },
    { debit: m1, credit: house, amount: 50n, key: 'k0' },
    { debit: m1, credit: m1, amount: 10n, key: 'k5' },
    { debit: m1, credit: house, amount: 300n, key: 'dep' },
    { debit: bank, credit: m2, amount: 50n, key: 'k7' },
    { debit: m1, credit: house, amount: 100n, key: 'k8' },
  ];

  /** What each item is refused with, the first time and on a resend alike. */
  const REFUSALS = [null, null, 'LD001', null, 'LD002', 'LD006', 'LD002', null, null];

  it('answers each item as a single call would, in arrival order', async () => {
    const ledger = createLedger(h.db);
    await ledger.transfer({
      merchantId: M,
      debit: bank,
      credit: m1,
      amount: 300n,
      kind: 'deposit',
      idempotencyKey: 'dep',
    });
    // The batch only uses accounts that exist; the house account is created here as on first use.
    await ledgerRepository(h.db).ensureAccount(house);
    const rows = await batch(h, items);
    expect(rows.map((r) => r.idx)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((r) => r.err_code)).toEqual(REFUSALS);
    // Item 7 needs a new account: left to a single call, and nothing is created for it here.
    expect(rows.map((r) => r.id === null)).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(rows.map((r) => r.replayed)).toEqual([false, false, null, true, null, null, null, null, false]);
    expect(rows.map((r) => r.debit_available)).toEqual([200n, 100n, null, 100n, null, null, null, null, 0n]);
    expect(rows[3]?.id).toBe(rows[0]?.id);
    expect((await ledger.balance(m1)).balance).toBe(0n);
    expect(await ledger.ownerAccounts(M, 'member', 2, CUR)).toEqual([]);
    expect((await ledger.balance(house)).balance).toBe(300n);
    expect((await reconcileLedger(h.db, { graceSeconds: 0 })).problems).toEqual([]);
  });

  it('applies nothing twice when the whole batch is sent again', async () => {
    const ledger = createLedger(h.db);
    const before = await ledger.history({ account: m1 });
    const rows = await batch(h, items);
    expect(rows.map((r) => r.err_code)).toEqual(REFUSALS);
    expect(rows.filter((r) => r.id !== null).every((r) => r.replayed)).toBe(true);
    expect((await ledger.history({ account: m1 })).items).toHaveLength(before.items.length);
    expect((await ledger.balance(house)).balance).toBe(300n);
    expect((await reconcileLedger(h.db, { graceSeconds: 0 })).problems).toEqual([]);
  });

  it('groups parallel service calls and keeps every rule: each key once, no overdraft', async () => {
    const ledger = createLedger(h.db);
    const m3 = memberAccount(M, 3, CUR);
    await ledger.transfer({
      merchantId: M,
      debit: bank,
      credit: m3,
      amount: 1000n,
      kind: 'deposit',
      idempotencyKey: 'd3',
    });
    const keys = Array.from({ length: 40 }, (_, i) => `p-${i % 30}`);
    const settled = await Promise.allSettled(
      keys.map((key) =>
        ledger.transfer({
          merchantId: M,
          debit: m3,
          credit: house,
          amount: 50n,
          kind: 'bet',
          idempotencyKey: key,
        }),
      ),
    );
    const byKey = new Map<string, Set<bigint>>();
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') byKey.set(keys[i]!, (byKey.get(keys[i]!) ?? new Set()).add(s.value.id));
      else expect(s.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    });
    expect([...byKey.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(byKey.size).toBe(20);
    expect(await ledger.balance(m3)).toEqual({ balance: 0n, pending: 0n, available: 0n });
    expect((await reconcileLedger(h.db, { graceSeconds: 0 })).problems).toEqual([]);
  });
});
