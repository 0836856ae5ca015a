import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { AppError } from '../../../plugins/errors.ts';
import { scratchPostgres } from '../../../test/scratch-postgres.ts';
import type { AccountRef } from './ledger.accounts.ts';
import { reconcileLedger } from './ledger.reconcile.ts';
import { ledgerRepository } from './ledger.repository.ts';
import {
  createLedger,
  houseAccount,
  type LedgerService,
  memberAccount,
  paymentClearing,
} from './ledger.service.ts';

const base = process.env.TEST_DATABASE_URL;
const M = 1;
const CUR = 'VND';

// Real parallelism needs real connections: PGlite is one connection, so this runs on PostgreSQL only.
describe.skipIf(!base)('ledger under concurrency on postgres', () => {
  let h: DbHandle;
  let ledger: LedgerService;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;

  beforeAll(async () => {
    scratch = await scratchPostgres(base as string, 't_ledger');
    h = openPostgres(scratch.url, 50);
    await migrateToLatest(h.db);
    ledger = createLedger(h.db);
  });
  afterAll(async () => {
    await h?.close();
    await scratch?.drop();
  });

  const cash = memberAccount(M, 1, CUR);
  const house = houseAccount(M, CUR);
  const deadlocks = async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin.query('select deadlocks from pg_stat_database where datname = $1', [
      scratch.name,
    ]);
    await admin.end();
    return Number(rows[0]?.deadlocks ?? 0);
  };
  /** Money in from the bank, the way a member's balance starts. */
  const deposit = (to: AccountRef, amount: bigint, key: string) =>
    ledger.transfer({
      merchantId: to.merchantId,
      debit: paymentClearing(to.merchantId, 'bank', CUR),
      credit: to,
      amount,
      kind: 'deposit',
      idempotencyKey: key,
    });
  /** Lets one side of a race tell the other it has taken its first lock. */
  const signal = () => {
    let fire!: () => void;
    const done = new Promise<void>((r) => {
      fire = r;
    });
    return { done, fire };
  };
  const instance = () => openPostgres(scratch.url, 8);

  it('200 parallel debits of 1 against 100: exactly 100 succeed, balance ends at 0', async () => {
    await ledger.transfer({
      merchantId: M,
      debit: paymentClearing(M, 'bank', CUR),
      credit: cash,
      amount: 100n,
      kind: 'deposit',
      idempotencyKey: 'dep',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger.transfer({
          merchantId: M,
          debit: cash,
          credit: house,
          amount: 1n,
          kind: 'bet',
          idempotencyKey: `bet-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'INSUFFICIENT_FUNDS',
    );
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(await ledger.balance(cash)).toEqual({ balance: 0n, pending: 0n, available: 0n });
    expect((await ledger.balance(house)).balance).toBe(100n);
  });

  it('50 parallel retries of one key apply once and all answer the same transfer', async () => {
    const member = memberAccount(M, 2, CUR);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ledger.transfer({
          merchantId: M,
          debit: paymentClearing(M, 'bank', CUR),
          credit: member,
          amount: 700n,
          kind: 'deposit',
          idempotencyKey: 'retry-me',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.balance(member)).balance).toBe(700n);
  });

  it('parallel post and void of one reservation: exactly one outcome', async () => {
    const member = memberAccount(M, 2, CUR);
    const hold = await ledger.reserve({
      merchantId: M,
      debit: member,
      credit: house,
      amount: 300n,
      kind: 'bet',
      idempotencyKey: 'r1',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? ledger.post({ merchantId: M, pendingId: hold.id, idempotencyKey: `p-${i}` })
          : ledger.void({ merchantId: M, pendingId: hold.id, idempotencyKey: `v-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const b = await ledger.balance(member);
    expect(b.pending).toBe(0n);
    expect([400n, 700n]).toContain(b.balance);
  });

  it('two instances batching crossing member-to-member transfers never deadlock', async () => {
    const instances = [instance(), instance()];
    const members = [10, 11, 12, 13, 14, 15].map((id) => memberAccount(M, id, CUR));
    for (const [i, m] of members.entries()) await deposit(m, 1_000_000n, `fund-x-${i}`);
    const before = await deadlocks();
    try {
      const calls = instances.flatMap((inst, k) => {
        const l = createLedger(inst.db);
        return Array.from({ length: 300 }, (_, n) => {
          const from = members[(n * 7 + k) % members.length]!;
          const to = n % 5 === 0 ? house : members[(n * 5 + 3 * k + 1) % members.length]!;
          return from === to
            ? Promise.resolve()
            : l.transfer({
                merchantId: M,
                debit: from,
                credit: to,
                amount: 3n,
                kind: 'move',
                idempotencyKey: `x-${k}-${n}`,
              });
        });
      });
      const settled = await Promise.allSettled(calls);
      expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    } finally {
      // Backends report their statistics when they end.
      for (const inst of instances) await inst.close();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await deadlocks()).toBe(before);
  });

  it('a batch meeting a payout transaction that locks members in its own order gives way instead of deadlocking', async () => {
    // A and B exist in this order, so a batch locks A before B; the payout transaction takes B, then A.
    const a = memberAccount(M, 20, CUR);
    const b = memberAccount(M, 21, CUR);
    const f1 = memberAccount(M, 22, CUR);
    const f2 = memberAccount(M, 23, CUR);
    for (const [i, m] of [a, b, f1, f2].entries()) await deposit(m, 1000n, `fund-y-${i}`);
    const wallet = instance();
    const payouts = instance();
    const before = await deadlocks();
    try {
      const bLocked = signal();
      const payout = payouts.db.transaction().execute(async (trx) => {
        const l = createLedger(trx);
        const pay = (m: typeof a, key: string) =>
          l.transfer({
            merchantId: M,
            debit: house,
            credit: m,
            amount: 5n,
            kind: 'payout',
            idempotencyKey: key,
          });
        await pay(b, 'pay-b');
        bLocked.fire();
        await new Promise((r) => setTimeout(r, 300));
        await pay(a, 'pay-a');
      });
      await bLocked.done;
      // Two calls fill the service's two slots; A's and B's bets then leave together as one batch.
      const l = createLedger(wallet.db);
      const bet = (m: typeof a, key: string) =>
        l.transfer({ merchantId: M, debit: m, credit: house, amount: 7n, kind: 'bet', idempotencyKey: key });
      const settled = await Promise.allSettled([
        bet(f1, 'y-f1'),
        bet(f2, 'y-f2'),
        bet(a, 'y-a'),
        bet(b, 'y-b'),
        payout,
      ]);
      expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
    } finally {
      await wallet.close();
      await payouts.close();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await deadlocks()).toBe(before);
    expect((await ledger.balance(a)).balance).toBe(998n);
    expect((await ledger.balance(b)).balance).toBe(998n);
  });

  it('a payout transaction that takes its rows first with lockFor cannot deadlock with a member betting meanwhile', async () => {
    // Members registered before the merchant's first bet have lower account ids than its house
    // account, so their bets lock the member row, then the house shard. Two such members on one
    // shard let a payout transaction (shard, then member) and a bet (member, then shard) cross.
    const M2 = 2;
    const repo = ledgerRepository(h.db);
    const ids = new Map<bigint, number>();
    for (let m = 0; m < 200; m++) ids.set(await repo.ensureAccount(memberAccount(M2, m, CUR)), m);
    const byShard = new Map<bigint, number[]>();
    for (const [id, m] of ids) byShard.set(id % 128n, [...(byShard.get(id % 128n) ?? []), m]);
    const [p, x] = [...byShard.values()].find((ms) => ms.length >= 2)!;
    const paid = memberAccount(M2, p!, CUR);
    const better = memberAccount(M2, x!, CUR);
    const house2 = houseAccount(M2, CUR);
    await deposit(better, 100n, 'fund-z');
    await repo.ensureAccount(house2);
    const payouts = instance();
    const bets = instance();
    const before = await deadlocks();
    try {
      const firstPaid = signal();
      const payout = payouts.db.transaction().execute(async (trx) => {
        const l = createLedger(trx);
        const pay = (m: typeof paid, key: string) =>
          l.transfer({
            merchantId: M2,
            debit: house2,
            credit: m,
            amount: 5n,
            kind: 'payout',
            idempotencyKey: key,
          });
        await l.lockFor([paid, better].map((m) => ({ merchantId: M2, debit: house2, credit: m })));
        await pay(paid, 'z-pay-p');
        firstPaid.fire();
        await new Promise((r) => setTimeout(r, 300));
        await pay(better, 'z-pay-x');
      });
      await firstPaid.done;
      const bet = bets.db.transaction().execute((trx) =>
        createLedger(trx).transfer({
          merchantId: M2,
          debit: better,
          credit: house2,
          amount: 10n,
          kind: 'bet',
          idempotencyKey: 'z-bet',
        }),
      );
      const settled = await Promise.allSettled([payout, bet]);
      expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
    } finally {
      await payouts.close();
      await bets.close();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await deadlocks()).toBe(before);
    expect((await ledger.balance(better)).balance).toBe(95n);
  });

  it('reconciles clean afterwards', async () => {
    const report = await reconcileLedger(h.db, { graceSeconds: 0 });
    expect(report.problems).toEqual([]);
  });
});
