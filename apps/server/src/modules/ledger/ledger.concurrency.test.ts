import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { AppError } from '../../plugins/errors.ts';
import { reconcileLedger } from './ledger.reconcile.ts';
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
  let name = '';

  beforeAll(async () => {
    name = `t_ledger_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    h = openPostgres(url.toString(), 50);
    await migrateToLatest(h.db);
    ledger = createLedger(h.db);
  });
  afterAll(async () => {
    await h?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const cash = memberAccount(M, 1, CUR);
  const house = houseAccount(M, CUR);

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
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const instances = [openPostgres(url.toString(), 8), openPostgres(url.toString(), 8)];
    const members = [10, 11, 12, 13, 14, 15].map((id) => memberAccount(M, id, CUR));
    for (const [i, m] of members.entries()) {
      await ledger.transfer({
        merchantId: M,
        debit: paymentClearing(M, 'bank', CUR),
        credit: m,
        amount: 1_000_000n,
        kind: 'deposit',
        idempotencyKey: `fund-x-${i}`,
      });
    }
    const deadlocks = async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const { rows } = await admin.query('select deadlocks from pg_stat_database where datname = $1', [name]);
      await admin.end();
      return Number(rows[0]?.deadlocks ?? 0);
    };
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

  it('reconciles clean afterwards', async () => {
    const report = await reconcileLedger(h.db, { graceSeconds: 0 });
    expect(report.problems).toEqual([]);
  });
});
