import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { reconcileLedger } from './ledger.reconcile.ts';
import { seedDemoBalance } from './ledger.seed.ts';
import {
  createLedger,
  houseAccount,
  type LedgerService,
  memberAccount,
  paymentClearing,
  vendorClearing,
} from './ledger.service.ts';

const M = 1;
const CUR = 'VND';

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe.each(dbKinds)('ledger on %s', (kind) => {
  let h: DbHandle;
  let ledger: LedgerService;
  const house = houseAccount(M, CUR);
  const bank = paymentClearing(M, 'bank', CUR);
  const cash = (member: number) => memberAccount(M, member, CUR, 'cash');
  const deposit = (member: number, amount: bigint, key: string) =>
    ledger.transfer({
      merchantId: M,
      debit: bank,
      credit: cash(member),
      amount,
      kind: 'deposit',
      idempotencyKey: key,
    });
  const counts = async () => {
    const { rows } = await sql<{ n: bigint }>`select count(*) as n from ledger_transfers`.execute(h.db);
    return rows[0]!.n;
  };

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    ledger = createLedger(h.db);
  });
  afterAll(async () => h?.close());

  it('moves money: debit goes down, credit goes up, the reply says what is left', async () => {
    await ledger.ensureMemberAccounts(M, 1, CUR);
    const d = await deposit(1, 10_000n, 'dep-1');
    expect(d.replayed).toBe(false);
    expect(d.creditAvailable).toBe(10_000n);
    expect(d.debitAvailable).toBeNull(); // sharded counter: no single-row figure
    const bet = await ledger.transfer({
      merchantId: M,
      debit: cash(1),
      credit: house,
      amount: 2_500n,
      kind: 'bet',
      reference: 'round-1',
      idempotencyKey: 'bet-1',
    });
    expect(bet.debitAvailable).toBe(7_500n);
    expect((await ledger.balance(cash(1))).available).toBe(7_500n);
    expect((await ledger.balance(house)).balance).toBe(2_500n);
    expect((await ledger.balance(bank)).balance).toBe(-10_000n);
    const b = await ledger.balances(M, 1, CUR);
    expect(b.cash.balance).toBe(7_500n);
    expect(b.bonus.balance).toBe(0n);
    const hist = await ledger.history({ account: cash(1) }, { limit: 1 });
    expect(hist.items[0]).toMatchObject({ kind: 'bet', delta: -2_500n, reference: 'round-1' });
    const next = await ledger.history({ account: cash(1) }, { limit: 1, beforeId: hist.nextBeforeId! });
    expect(next.items[0]).toMatchObject({ kind: 'deposit', delta: 10_000n });
  });

  it('refuses to overdraw a member with a clear error and changes nothing', async () => {
    const before = await counts();
    const tooBig = {
      merchantId: M,
      debit: cash(1),
      credit: house,
      amount: 7_501n,
      kind: 'bet',
      idempotencyKey: 'bet-too-big',
    };
    const err = await rejection(ledger.transfer(tooBig));
    expect(err.code).toBe('INSUFFICIENT_FUNDS');
    expect(err.status).toBe(409);
    expect(await counts()).toBe(before);
    expect((await ledger.balance(cash(1))).balance).toBe(7_500n);
    // The key was not consumed: once funds exist the same request goes through.
    await deposit(1, 1n, 'dep-1b');
    const ok = await ledger.transfer(tooBig);
    expect(ok.debitAvailable).toBe(0n);
    await deposit(1, 7_500n, 'dep-1c');
  });

  it('the database CHECK holds even if a write skips the guard', async () => {
    const id =
      (await ledger.balance(cash(1))) &&
      (
        await selectWhere(h.db, 'ledger_accounts', { owner_kind: 'member', owner_id: '1', purpose: 'cash' })
          .select('id')
          .executeTakeFirstOrThrow()
      ).id;
    await expect(
      sql`update ledger_balances set balance = -1 where account_id = ${id.toString()}::bigint`.execute(h.db),
    ).rejects.toThrow(/ledger_balances_non_negative/);
  });

  it('replays the first result for the same key and data, nothing applied twice', async () => {
    const first = await deposit(2, 500n, 'dep-2');
    const again = await deposit(2, 500n, 'dep-2');
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(again.createdAt).toEqual(first.createdAt);
    expect((await ledger.balance(cash(2))).balance).toBe(500n);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT for the same key with other data', async () => {
    const before = await counts();
    const err = await rejection(deposit(2, 501n, 'dep-2'));
    expect(err.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(err.status).toBe(409);
    const other = await rejection(deposit(3, 500n, 'dep-2'));
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await counts()).toBe(before);
    expect((await ledger.balance(cash(2))).balance).toBe(500n);
  });

  it('rejects bad input before touching the database', async () => {
    for (const bad of [0n, -5n]) {
      const err = await rejection(deposit(2, bad, `bad-${bad}`));
      expect(err.code).toBe('VALIDATION');
    }
    expect((await rejection(deposit(2, 1n, 'sys:expire:1'))).code).toBe('VALIDATION');
    const mixed = await rejection(
      ledger.transfer({
        merchantId: M,
        debit: cash(2),
        credit: houseAccount(M, 'USD'),
        amount: 1n,
        kind: 'bet',
        idempotencyKey: 'mixed',
      }),
    );
    expect(mixed.message).toMatch(/currency/);
  });

  it('reserves, posts part, releases the rest, and refuses a second outcome', async () => {
    await deposit(4, 1_000n, 'dep-4');
    const vendor = vendorClearing(M, 'PG', CUR);
    const hold = await ledger.reserve({
      merchantId: M,
      debit: cash(4),
      credit: vendor,
      amount: 600n,
      kind: 'bet',
      reference: 'pg-round-9',
      idempotencyKey: 'res-4',
    });
    expect(hold.phase).toBe('pending');
    expect(hold.debitAvailable).toBe(400n);
    expect(await ledger.balance(cash(4))).toEqual({ balance: 1_000n, pending: 600n, available: 400n });
    // Held funds cannot be spent twice.
    const over = await rejection(
      ledger.transfer({
        merchantId: M,
        debit: cash(4),
        credit: house,
        amount: 401n,
        kind: 'bet',
        idempotencyKey: 'x4',
      }),
    );
    expect(over.code).toBe('INSUFFICIENT_FUNDS');

    const tooMuch = await rejection(
      ledger.post({ merchantId: M, pendingId: hold.id, amount: 601n, idempotencyKey: 'post-4-big' }),
    );
    expect(tooMuch.code).toBe('VALIDATION');
    const post = await ledger.post({
      merchantId: M,
      pendingId: hold.id,
      amount: 250n,
      idempotencyKey: 'post-4',
    });
    expect(post).toMatchObject({ phase: 'post', amount: 250n, pendingId: hold.id, debitAvailable: 750n });
    expect(await ledger.balance(cash(4))).toEqual({ balance: 750n, pending: 0n, available: 750n });
    expect((await ledger.balance(vendor)).balance).toBe(250n);

    const replay = await ledger.post({
      merchantId: M,
      pendingId: hold.id,
      amount: 250n,
      idempotencyKey: 'post-4',
    });
    expect(replay).toMatchObject({ id: post.id, replayed: true });
    const second = await rejection(
      ledger.post({ merchantId: M, pendingId: hold.id, idempotencyKey: 'post-4-again' }),
    );
    expect(second.code).toBe('PENDING_RESOLVED');
    expect(second.message).toMatch(/already posted/);
    const voidAfter = await rejection(
      ledger.void({ merchantId: M, pendingId: hold.id, idempotencyKey: 'void-4' }),
    );
    expect(voidAfter.code).toBe('PENDING_RESOLVED');
    const missing = await rejection(
      ledger.void({ merchantId: M, pendingId: 999_999n, idempotencyKey: 'void-x' }),
    );
    expect(missing.code).toBe('NOT_FOUND');
    // Another merchant learns nothing about this merchant's reservations.
    const foreign = await rejection(
      ledger.void({ merchantId: M + 1, pendingId: hold.id, idempotencyKey: 'void-f' }),
    );
    expect(foreign.code).toBe('NOT_FOUND');
    expect(await ledger.balance(cash(4))).toEqual({ balance: 750n, pending: 0n, available: 750n });
  });

  it('voids a reservation: funds come back, a second void or post is refused', async () => {
    const hold = await ledger.reserve({
      merchantId: M,
      debit: cash(4),
      credit: house,
      amount: 700n,
      kind: 'bet',
      idempotencyKey: 'res-4b',
    });
    const v = await ledger.void({ merchantId: M, pendingId: hold.id, idempotencyKey: 'void-4b' });
    expect(v).toMatchObject({ phase: 'void', debitAvailable: 750n });
    expect(
      (await ledger.void({ merchantId: M, pendingId: hold.id, idempotencyKey: 'void-4b' })).replayed,
    ).toBe(true);
    expect(
      (await rejection(ledger.void({ merchantId: M, pendingId: hold.id, idempotencyKey: 'void-4c' })))
        .message,
    ).toMatch(/already voided/);
    expect(
      (await rejection(ledger.post({ merchantId: M, pendingId: hold.id, idempotencyKey: 'post-4c' }))).code,
    ).toBe('PENDING_RESOLVED');
    expect(await ledger.balance(cash(4))).toEqual({ balance: 750n, pending: 0n, available: 750n });
  });

  it('expires timed-out reservations in the sweep and leaves live ones alone', async () => {
    await deposit(5, 300n, 'dep-5');
    const due = await ledger.reserve({
      merchantId: M,
      debit: cash(5),
      credit: house,
      amount: 100n,
      kind: 'bet',
      idempotencyKey: 'res-5a',
      timeoutSeconds: 1,
    });
    const live = await ledger.reserve({
      merchantId: M,
      debit: cash(5),
      credit: house,
      amount: 50n,
      kind: 'bet',
      idempotencyKey: 'res-5b',
      timeoutSeconds: 3600,
    });
    // Move the deadline into the past instead of sleeping.
    await sql`update ledger_holds set expires_at = now() - interval '1 minute' where transfer_id = ${due.id.toString()}::bigint`.execute(
      h.db,
    );
    expect(await ledger.sweepExpired()).toBe(1);
    expect(await ledger.sweepExpired()).toBe(0);
    expect(await ledger.balance(cash(5))).toEqual({ balance: 300n, pending: 50n, available: 250n });
    expect(
      (await rejection(ledger.post({ merchantId: M, pendingId: due.id, idempotencyKey: 'late' }))).message,
    ).toMatch(/already expired/);
    await ledger.post({ merchantId: M, pendingId: live.id, idempotencyKey: 'post-5b' });
    expect(await ledger.balance(cash(5))).toEqual({ balance: 250n, pending: 0n, available: 250n });
  });

  it('spreads counter accounts over shard rows, and their sum is the balance', async () => {
    const before = (await ledger.balance(house)).balance;
    for (let m = 100; m < 120; m++) {
      await deposit(m, 10n, `dep-${m}`);
      await ledger.transfer({
        merchantId: M,
        debit: cash(m),
        credit: house,
        amount: 10n,
        kind: 'bet',
        idempotencyKey: `b-${m}`,
      });
    }
    const { rows } = await sql<{ shards: number; used: bigint; total: bigint }>`
      select a.shards, count(*) filter (where b.balance <> 0) as used, sum(b.balance)::bigint as total
        from ledger_accounts a join ledger_balances b on b.account_id = a.id
       where a.owner_kind = 'house' and a.currency = 'VND' group by a.shards`.execute(h.db);
    expect(rows[0]!.shards).toBe(128);
    expect(Number(rows[0]!.used)).toBeGreaterThan(10);
    expect(rows[0]!.total).toBe(before + 200n);
    expect((await ledger.balance(house)).balance).toBe(before + 200n);
  });

  it('seeds the demo balance through the ledger as an opening balance, once', async () => {
    await h.db
      .insertInto('merchants')
      .values({
        code: 'lg',
        name: 'Ledger test',
        config: '{}',
        brand_settings: '{}',
        register_config: '{}',
        resources: '[]',
        customer_service: '[]',
        social_links: '[]',
      })
      .execute();
    const mid = (
      await h.db.selectFrom('merchants').select('id').where('code', '=', 'lg').executeTakeFirstOrThrow()
    ).id;
    await seedDemoBalance(h.db, mid, 77, 1_000_000n);
    await seedDemoBalance(h.db, mid, 77, 1_000_000n);
    const b = await ledger.balance(memberAccount(mid, 77, 'VND'));
    expect(b.balance).toBe(1_000_000n);
    const hist = await ledger.history({ account: memberAccount(mid, 77, 'VND') });
    expect(hist.items).toHaveLength(1);
    expect(hist.items[0]).toMatchObject({ kind: 'opening_balance', delta: 1_000_000n });
  });

  it('transfers are immutable', async () => {
    await expect(sql`update ledger_transfers set amount = amount + 1`.execute(h.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from ledger_transfers`.execute(h.db)).rejects.toThrow(/immutable/);
  });

  it('reconciles clean after all of that, and names a tampered balance', async () => {
    const progress: string[] = [];
    const clean = await reconcileLedger(h.db, { graceSeconds: 0, progress: (m) => progress.push(m) });
    expect(clean.problems).toEqual([]);
    expect(clean.ok).toBe(true);
    expect(progress.some((m) => m.startsWith('[6/6]'))).toBe(true);

    const acc = await selectWhere(h.db, 'ledger_accounts', {
      owner_kind: 'member',
      owner_id: '2',
      purpose: 'cash',
    })
      .select('id')
      .executeTakeFirstOrThrow();
    await sql`update ledger_balances set balance = balance + 1 where account_id = ${acc.id.toString()}::bigint`.execute(
      h.db,
    );
    const bad = await reconcileLedger(h.db, { graceSeconds: 0 });
    expect(bad.ok).toBe(false);
    expect(bad.problems).toContain(`account ${acc.id}: balance 501 but its transfers give 500`);
    expect(bad.problems.some((p) => /currency VND: balances sum to 1/.test(p))).toBe(true);
    await sql`update ledger_balances set balance = balance - 1 where account_id = ${acc.id.toString()}::bigint`.execute(
      h.db,
    );

    // A hold whose reservation vanished, and one left open past its expiry.
    await ledger.reserve({
      merchantId: M,
      debit: cash(2),
      credit: house,
      amount: 5n,
      kind: 'bet',
      idempotencyKey: 'res-stale',
      timeoutSeconds: 1,
    });
    await sql`update ledger_holds set expires_at = now() - interval '1 hour' where transfer_id = (select id from ledger_transfers where idempotency_key = 'res-stale')`.execute(
      h.db,
    );
    const stale = await reconcileLedger(h.db, { graceSeconds: 60 });
    expect(stale.problems.some((p) => /expired at .* but is still open/.test(p))).toBe(true);
    await ledger.sweepExpired();
    expect((await reconcileLedger(h.db, { graceSeconds: 0 })).ok).toBe(true);
  });
});
