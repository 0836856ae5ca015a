import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletSessions } from '../seamless/seamless.sessions.ts';
import { walletKit } from '../seamless/test-kit.ts';

interface RecordItem {
  roundId: string;
  vassalage: string;
  stake: string;
  win: string;
  profit: string;
  status: string;
  betTime: string;
}

describe.each(dbKinds)('betting record (personalHistoryCopy) on %s', (kind) => {
  const day0 = new Date('2026-03-01T08:00:00Z');
  const clock = testClock(day0);
  const kit = walletKit(() => t);
  let member: string;

  const record = (payload: object, token = member) =>
    kit.inject('POST', '/wps/relay/personalHistoryCopy', { token, payload });
  const rounds = async (payload: object) => {
    const res = await record(payload);
    expect(res.statusCode).toBe(200);
    return res.json().value as {
      content: RecordItem[];
      total: number;
      totalPages: number;
      pageNo: number;
      summary: { stake: string; win: string; profit: string };
      vendors: { vassalage: string; name: string }[];
    };
  };

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    member = await kit.login();
    const db = t.database.db;
    // A second vendor on the wallet (the studio plays for LTS, so it has a secret: set a known one),
    // so the vendor filter has something to leave out.
    await db
      .insertInto('seamless_vendors')
      .values({ vendor_code: 'LTS', secret: 'l'.repeat(64) })
      .onConflict((oc) => oc.column('vendor_code').doUpdateSet({ secret: 'l'.repeat(64) }))
      .execute();
    const m = await selectWhere(db, 'members', { username: 'demo01' })
      .select(['id', 'merchant_id'])
      .executeTakeFirstOrThrow();
    const lts = await selectWhere(db, 'games', { vendor_code: 'LTS' }).select('id').executeTakeFirstOrThrow();
    const ltsToken = (
      await walletSessions(db, clock.now).open({
        merchantId: m.merchant_id,
        memberId: m.id,
        vendor: 'LTS',
        gameId: lts.id,
        currency: 'VND',
      })
    ).token;
    const sbx = await kit.walletToken(member);
    const money = (path: string, token: string, vendor: string, body: object) =>
      kit.wallet(path, { token, currency: 'VND', ...body }, { vendor });

    await money('bet', sbx, 'SANDBOX', { transactionId: 'a-bet', roundId: 'A', amount: 1_000 });
    await money('win', sbx, 'SANDBOX', { transactionId: 'a-win', roundId: 'A', amount: 0 });
    clock.advance(60_000);
    await money('bet', ltsToken, 'LTS', { transactionId: 'b-bet', roundId: 'B', amount: 2_000 });
    await money('win', ltsToken, 'LTS', { transactionId: 'b-win', roundId: 'B', amount: 5_000 });
    clock.advance(3 * 86_400_000);
    // A login lasts a day; the member comes back.
    member = await kit.login();
    const later = await kit.walletToken(member);
    await money('bet', later, 'SANDBOX', { transactionId: 'c-bet', roundId: 'C', amount: 500 });
  });

  it('lists every round newest first with vendor, game, stake, win, time and status', async () => {
    const page = await rounds({ beginTime: '2026-03-01', endTime: '2026-03-04' });
    expect(page.content.map((r) => r.roundId)).toEqual(['C', 'B', 'A']);
    expect(page.content[0]).toMatchObject({
      vassalage: 'SANDBOX',
      stake: '5.00',
      win: '0.00',
      status: 'open',
    });
    expect(page.content[1]).toMatchObject({
      vassalage: 'LTS',
      stake: '20.00',
      win: '50.00',
      profit: '30.00',
      status: 'settled',
    });
    expect(page.content[2]).toMatchObject({
      vassalage: 'SANDBOX',
      stake: '10.00',
      win: '0.00',
      status: 'settled',
    });
    expect(page.content[2]!.betTime).toBe(day0.toISOString());
    expect(page.summary).toEqual({ stake: '35.00', win: '50.00', profit: '15.00' });
  });

  it('filters by vendor and by date, and defaults to the last seven days', async () => {
    const sbx = await rounds({ beginTime: '2026-03-01', endTime: '2026-03-04', vassalage: 'SANDBOX' });
    expect(sbx.content.map((r) => r.roundId)).toEqual(['C', 'A']);
    // The picker keeps offering every vendor of the window while one is chosen.
    expect(sbx.vendors.map((v) => v.vassalage).sort()).toEqual(['LTS', 'SANDBOX']);
    expect(sbx.vendors.every((v) => v.name.length > 0)).toBe(true);
    const firstDay = await rounds({ beginTime: '2026-03-01', endTime: '2026-03-01' });
    expect(firstDay.content.map((r) => r.roundId)).toEqual(['B', 'A']);
    const later = await rounds({ beginTime: '2026-03-03', endTime: '2026-03-04' });
    expect(later.vendors.map((v) => v.vassalage)).toEqual(['SANDBOX']);
    const none = await rounds({ beginTime: '2026-02-01', endTime: '2026-02-02' });
    expect(none).toMatchObject({ content: [], total: 0, vendors: [] });
    const instant = await rounds({ beginTime: '2026-03-01T08:00:30Z', endTime: '2026-03-02T00:00:00+07:00' });
    expect(instant.content.map((r) => r.roundId)).toEqual(['B']);
    expect((await rounds({})).content.map((r) => r.roundId)).toEqual(['C', 'B', 'A']);
    expect((await rounds({ status: 'open' })).content.map((r) => r.roundId)).toEqual(['C']);
  });

  it('pages', async () => {
    const one = await rounds({ pageSize: 2, pageNo: 1 });
    expect(one).toMatchObject({ total: 3, totalPages: 2, pageNo: 1 });
    expect(one.content.map((r) => r.roundId)).toEqual(['C', 'B']);
    const two = await rounds({ pageSize: 2, pageNo: 2 });
    expect(two.content.map((r) => r.roundId)).toEqual(['A']);
  });

  it('shows a member only their own rounds and needs a real account', async () => {
    const other = await kit.login('agent01', 'Agent@1234');
    const res = await record({}, other);
    expect(res.json().value).toMatchObject({ content: [], total: 0, totalPages: 0 });
    const visitor = await kit.inject('POST', '/wps/relay/personalHistoryCopy', { payload: {} });
    expect(visitor.statusCode).toBe(401);
    const trial = (await kit.inject('POST', '/wps/session/login/freeplay', { payload: {} })).json().value
      .token;
    expect((await record({}, trial)).json().message).toBe('Please Register An Account First');
  });

  it('refuses a window that is backwards, too long or not a date', async () => {
    expect((await record({ beginTime: '2026-03-05', endTime: '2026-03-01' })).statusCode).toBe(400);
    expect((await record({ beginTime: '2026-01-01', endTime: '2026-06-01' })).json().message).toContain(
      '92 days',
    );
    expect((await record({ beginTime: 'yesterday' })).statusCode).toBe(400);
    expect((await record({ pageSize: 500 })).statusCode).toBe(400);
  });

  it('shows staff of the brand the same record on the member page, and no one else', async () => {
    const call = caller(() => t);
    const demo = await selectWhere(t.database.db, 'members', { username: 'demo01' })
      .select('id')
      .executeTakeFirstOrThrow();
    const url = `/bo/api/members/${demo.id}/bets?pageSize=10`;
    const cs = await staffKit(() => t, '10.47.0.1').withRoles('bets_cs', ['customer_service']);
    const own = (await record({ pageSize: 10 })).json().value;
    const seen = await call('GET', url, { token: cs });
    expect(seen.json().value).toEqual(own);
    expect(seen.json().value.content.map((r: RecordItem) => r.roundId)).toEqual(['C', 'B', 'A']);

    const other = await copyDemoBrand(t.database.db, 'betsother');
    const outsider = await staffKit(() => t, '10.47.0.2').withRoles('bets_b2', ['admin'], other.id);
    expect((await call('GET', url, { token: outsider })).json().code).toBe('NOT_FOUND');
    const content = await staffKit(() => t, '10.47.0.3').withRoles('bets_content', ['content']);
    expect((await call('GET', url, { token: content })).json().code).toBe('STAFF_FORBIDDEN');
  });
});
