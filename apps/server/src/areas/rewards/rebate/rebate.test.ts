import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/kysely.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';

let seq = 0;
const rid = () => `reb-${Date.now().toString(36)}-${++seq}`;

/** Manual rebate: rates set by staff, accrual on settled bets, claims paid exactly once. */
describe.each(dbKinds)('manual rebate on %s', (kind) => {
  const t = suiteApp(kind);
  let finance: string;
  let content: string;
  let gameId: number;
  const kit = cashierKit(() => t, 'reb');
  const vendor = walletKit(() => t);
  const { call } = kit;
  const db = () => t.database.db;

  const setRates = (token: string, rates: unknown) =>
    call('PUT', '/bo/api/rebate/rates', { token, payload: { rates } });
  const summary = async (token: string) => (await call('GET', '/wps/rebate/summary', { token })).json().value;
  const claim = (token: string, requestId = rid()) =>
    call('POST', '/wps/rebate/claim', { token, payload: { requestId } });
  const cash = async (token: string) => (await kit.balance(token)).cash;
  const auditRows = () =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'rebate.rates')
      .execute();

  /** A vendor round settled for the member, straight into the rounds table as the wallet writes it. */
  async function settledRound(memberId: bigint, stake: bigint, q: Db = db()) {
    await vendor.settledRound(
      { merchantId: await kit.merchantId(), memberId, stake, gameId, roundId: rid() },
      q,
    );
  }

  beforeAll(async () => {
    finance = await kit.staffWith(['finance']);
    content = await kit.staffWith(['content']);
    gameId = await vendor.gameId('SANDBOX', 'coin-flip');
  });
  beforeEach(async () => {
    const res = await setRates(finance, [
      { category: 'RNG', rateBps: 80 },
      { category: 'LIVE', rateBps: 50 },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('lets finance set rates, audited with before and after; refuses bad rates and changes nothing', async () => {
    const before = (await auditRows()).length;
    const ok = await setRates(finance, [{ category: 'SPORTS', rateBps: 120 }]);
    expect(ok.json().value).toEqual({ merchantCode: 'demo', rates: [{ category: 'SPORTS', rateBps: 120 }] });
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      before: [
        { category: 'LIVE', rateBps: 50 },
        { category: 'RNG', rateBps: 80 },
      ],
      after: [{ category: 'SPORTS', rateBps: 120 }],
    });
    for (const bad of [
      [{ category: 'SPORTS', rateBps: 1001 }],
      [{ category: 'SPORTS', rateBps: -1 }],
      [{ category: 'SPORTS', rateBps: 1.5 }],
      [{ category: 'POKER', rateBps: 10 }],
      [
        { category: 'RNG', rateBps: 10 },
        { category: 'RNG', rateBps: 20 },
      ],
    ]) {
      const res = await setRates(finance, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await setRates(content, [{ category: 'RNG', rateBps: 10 }])).toMatchObject({ statusCode: 403 });
    const now = await call('GET', '/bo/api/rebate/rates', { token: finance });
    expect(now.json().value.rates).toEqual([{ category: 'SPORTS', rateBps: 120 }]);
    expect(await auditRows()).toHaveLength(before + 1);
  });

  it('shows the rebate accrued since the last claim and pays it once into cash', async () => {
    const m = await kit.member();
    expect(await summary(m.token)).toMatchObject({ claimable: '0.00', categories: [], lastClaimAt: null });
    expect((await claim(m.token)).json().code).toBe('REBATE_NOTHING_TO_CLAIM');
    await settledRound(m.id, 123_456n);
    // 1,234.56 at 0.80% = 9.87648: 9.87 paid, the fraction carried.
    expect(await summary(m.token)).toMatchObject({
      claimable: '9.87',
      categories: [{ category: 'RNG', validBet: '1234.56', rateBps: 80, amount: '9.87' }],
    });
    const paid = await claim(m.token);
    expect(paid.json().value).toMatchObject({
      replayed: false,
      claim: { amount: '9.87', validBet: '1234.56' },
    });
    expect(await cash(m.token)).toBe('9.87');
    expect(await summary(m.token)).toMatchObject({ claimable: '0.00', categories: [] });
    expect((await claim(m.token)).json().code).toBe('REBATE_NOTHING_TO_CLAIM');
    const list = await call('GET', '/wps/rebate/claims', { token: m.token });
    expect(list.json().value).toMatchObject({ total: 1, list: [{ amount: '9.87' }] });
  });

  it('pays once for 50 identical claims at once, and once for 50 different ones', async () => {
    const m = await kit.member();
    await settledRound(m.id, 100_000n);
    const requestId = rid();
    const same = await Promise.all(Array.from({ length: 50 }, () => claim(m.token, requestId)));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    const values = same.map((r) => r.json().value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.claim.id)).size).toBe(1);
    expect(await cash(m.token)).toBe('8.00');

    await settledRound(m.id, 50_000n);
    const many = await Promise.all(Array.from({ length: 50 }, () => claim(m.token)));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(many.filter((r) => r.json().code === 'REBATE_NOTHING_TO_CLAIM')).toHaveLength(49);
    expect(await cash(m.token)).toBe('12.00');
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'rebate')
      .where('idempotency_key', 'like', `rebate:claim:${m.id}:%`)
      .execute();
    expect(transfers.map((x) => x.amount).sort()).toEqual([400n, 800n]);
  });

  it.skipIf(kind === 'pglite')(
    'pays only what settled before a claim that crosses a settlement',
    async () => {
      const m = await kit.member();
      await settledRound(m.id, 10_000n);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const settling = db()
        .transaction()
        .execute(async (trx) => {
          await settledRound(m.id, 90_000n, trx);
          inserted();
          await held;
        });
      await ready;
      const paid = await claim(m.token);
      expect(paid.json().value.claim).toMatchObject({ amount: '0.80', validBet: '100.00' });
      release();
      await settling;
      expect(await summary(m.token)).toMatchObject({
        claimable: '7.20',
        categories: [{ validBet: '900.00' }],
      });
      expect((await claim(m.token)).json().value.claim.amount).toBe('7.20');
      expect(await cash(m.token)).toBe('8.00');
    },
  );

  it('leaves nothing behind when the payout fails mid-claim, and the retry pays in full', async () => {
    const m = await kit.member();
    await settledRound(m.id, 25_000n);
    // The ledger refuses the transfer after the claim row was written: the whole claim must roll back.
    await sql`create function rebate_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'ledger unavailable'; end $$`.execute(db());
    await sql`create trigger rebate_test_refuse before insert on ledger_transfers
      for each row when (new.kind = 'rebate') execute function rebate_test_refuse()`.execute(db());
    const requestId = rid();
    try {
      expect((await claim(m.token, requestId)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger rebate_test_refuse on ledger_transfers`.execute(db());
      await sql`drop function rebate_test_refuse()`.execute(db());
    }
    const claims = await db()
      .selectFrom('rebate_claims')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(claims).toEqual([]);
    expect(await cash(m.token)).toBe('0.00');
    expect(await summary(m.token)).toMatchObject({ claimable: '2.00' });
    expect((await claim(m.token, requestId)).json().value).toMatchObject({
      replayed: false,
      claim: { amount: '2.00' },
    });
    expect(await cash(m.token)).toBe('2.00');
  });

  it('takes a reversed bet off the next claim', async () => {
    const m = await kit.member();
    await settledRound(m.id, 50_000n);
    expect((await claim(m.token)).json().value.claim.amount).toBe('4.00');
    await db().updateTable('game_rounds').set({ status: 'void' }).where('member_id', '=', m.id).execute();
    await settledRound(m.id, 20_000n);
    // −500.00 + 200.00 of valid bet: nothing to claim until new bets make up for the void.
    expect((await claim(m.token)).json().code).toBe('REBATE_NOTHING_TO_CLAIM');
    await settledRound(m.id, 40_000n);
    expect((await claim(m.token)).json().value.claim.amount).toBe('0.80');
  });
});
