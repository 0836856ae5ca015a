import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { depositSuite } from './deposit-provider.test-kit.ts';

type Row = {
  orderNo: string;
  username: string;
  method: string;
  amount: string;
  status: string;
  createdAt: string;
};
type Page = { list: Row[]; next: string | null; methods: Array<{ code: string; name: string }> };

describe.each(dbKinds)("the finance desk's deposit list and export on %s", (kind) => {
  const suite = depositSuite(kind, 'dsk');
  const { kit, call } = suite;
  const db = () => suite.t.database.db;
  // Sign-ins are rate limited: one admin session serves the suite.
  let admin = '';
  beforeAll(async () => {
    admin = await kit.staffToken();
  });

  const list = async (query: Record<string, string>, token?: string) => {
    const res = await call('GET', `/bo/api/finance/deposits?${new URLSearchParams(query)}`, {
      token: token ?? admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Page;
  };
  const orderNos = (p: Page) => p.list.map((r) => r.orderNo);
  const place = async (token: string, code: string, amount: string) =>
    (await suite.order<{ orderNo: string }>(token, code, amount)).orderNo;
  const set = (orderNo: string, values: { status: 'paid' | 'failed' | 'expired' }) =>
    db().updateTable('deposit_orders').set(values).where('order_no', '=', orderNo).execute();
  // The creation time is the database's own; a test moves it back to place an order on a day.
  const createdAt = (orderNo: string, at: Date) =>
    sql`update deposit_orders set created_at = ${at} where order_no = ${orderNo}`.execute(db());

  /** Two members' orders across methods, amounts, statuses and days. */
  async function queue() {
    const a = await kit.member();
    const b = await kit.member();
    const a1 = await place(a.token, 'BANK', '100000');
    const a2 = await place(a.token, 'VIETQR', '250000');
    const a3 = await place(a.token, 'BANK', '900000');
    const b1 = await place(b.token, 'BANK', '300000');
    await set(a2, { status: 'paid' });
    await set(a3, { status: 'failed' });
    return { a, b, a1, a2, a3, b1 };
  }

  it('narrows by member, status, method and amount (minor units), alone and together, newest first', async () => {
    const q = await queue();
    expect(orderNos(await list({ username: q.a.username }))).toEqual([q.a3, q.a2, q.a1]);
    expect(orderNos(await list({ username: q.b.username }))).toEqual([q.b1]);
    expect(orderNos(await list({ username: q.a.username, status: 'paid' }))).toEqual([q.a2]);
    expect(orderNos(await list({ username: q.a.username, method: 'BANK' }))).toEqual([q.a3, q.a1]);
    expect(orderNos(await list({ username: q.a.username, minAmount: '20000000' }))).toEqual([q.a3, q.a2]);
    expect(orderNos(await list({ username: q.a.username, maxAmount: '25000000' }))).toEqual([q.a2, q.a1]);
    expect(
      orderNos(
        await list({ username: q.a.username, method: 'BANK', minAmount: '10000000', maxAmount: '10000000' }),
      ),
    ).toEqual([q.a1]);
    expect(orderNos(await list({ username: q.a.username, method: 'BANK', status: 'paid' }))).toEqual([]);
    const page = await list({ username: q.a.username });
    expect(page.list[0]).toMatchObject({ method: 'BANK', amount: '900000.00', status: 'failed' });
    expect(page.methods.map((m) => m.code)).toEqual(
      expect.arrayContaining(['BANK', 'VIETQR', 'MOMO', 'USDT']),
    );
  });

  it("reads the day range in the brand's time zone", async () => {
    const q = await queue();
    const { time_zone } = await db()
      .selectFrom('merchants')
      .select('time_zone')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(time_zone).toBe('Asia/Ho_Chi_Minh');
    // 23:30 on the 10th and 00:30 on the 11th in Ho Chi Minh City (UTC+7).
    await createdAt(q.a1, new Date('2026-01-10T16:30:00Z'));
    await createdAt(q.a2, new Date('2026-01-10T17:30:00Z'));
    await createdAt(q.a3, new Date('2026-01-12T03:00:00Z'));
    const who = { username: q.a.username };
    expect(orderNos(await list({ ...who, from: '2026-01-10', to: '2026-01-10' }))).toEqual([q.a1]);
    expect(orderNos(await list({ ...who, from: '2026-01-11', to: '2026-01-11' }))).toEqual([q.a2]);
    expect(orderNos(await list({ ...who, from: '2026-01-11' }))).toEqual([q.a3, q.a2]);
    expect(orderNos(await list({ ...who, to: '2026-01-11', status: 'paid' }))).toEqual([q.a2]);
    // An operator of this one brand: the day's bounds are read first, in the brand's zone, alike.
    const brandDesk = await staffKit(() => suite.t).withRoles(
      'dsk_brand_finance',
      ['finance'],
      await brandId(db()),
    );
    const mine = (query: Record<string, string>) => list({ ...who, ...query }, brandDesk);
    expect(orderNos(await mine({ from: '2026-01-10', to: '2026-01-10' }))).toEqual([q.a1]);
    expect(orderNos(await mine({ from: '2026-01-11' }))).toEqual([q.a3, q.a2]);
    expect(orderNos(await mine({ to: '2026-01-10' }))).toEqual([q.a1]);
  });

  it('pages newest first by key: each order once, the last page says there is no next', async () => {
    const m = await kit.member();
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) placed.push(await place(m.token, 'BANK', '100000'));
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list({ username: m.username, limit: '2', ...(before ? { before } : {}) });
      seen.push(...orderNos(page));
      before = page.next;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...placed].reverse());
  });

  it("refuses malformed or upside-down filters with the contract's error", async () => {
    const token = admin;
    const bad: Record<string, string>[] = [
      { minAmount: '500', maxAmount: '100' },
      { from: '2026-02-02', to: '2026-02-01' },
      { minAmount: '12.50' },
      { from: '2026-13-01' },
      { status: 'lost' },
      { limit: '0' },
      { before: 'abc' },
      { method: 'BANK; drop table' },
    ];
    for (const query of bad) {
      const res = await call('GET', `/bo/api/finance/deposits?${new URLSearchParams(query)}`, { token });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      const csv = await call('GET', `/bo/api/finance/deposits.csv?${new URLSearchParams(query)}`, { token });
      if (!('limit' in query) && !('before' in query))
        expect(csv.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('exports the filtered orders as CSV, newest first, to the roles that read the cashier', async () => {
    const q = await queue();
    const token = admin;
    const res = await call('GET', `/bo/api/finance/deposits.csv?username=${q.a.username}&method=BANK`, {
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="deposits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'orderNo,createdAt,username,memberId,method,provider,amount,currency,status,paidAt,expiresAt,providerRef',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([q.a3, q.a1]);
    expect(lines[1]?.split(',').slice(2, 9)).toEqual([
      q.a.username,
      String(q.a.id),
      'BANK',
      'sandbox',
      '900000.00',
      'VND',
      'failed',
    ]);
    const paid = await call('GET', `/bo/api/finance/deposits.csv?username=${q.a.username}&status=paid`, {
      token,
    });
    expect(paid.body.trimEnd().split('\r\n')).toHaveLength(2);
    const auditor = await call('GET', `/bo/api/finance/deposits.csv?username=${q.a.username}`, {
      token: await kit.staffWith(['auditor']),
    });
    expect(auditor.statusCode).toBe(200);
    const support = await call('GET', '/bo/api/finance/deposits.csv', {
      token: await kit.staffWith(['content']),
    });
    expect(support.json().code).toBe('STAFF_FORBIDDEN');
  });
});
