import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { withdrawKit } from './withdraw.test-kit.ts';

describe.each(dbKinds)("the finance desk's withdrawal filters on %s", (kind) => {
  const t = suiteApp(kind);
  const kit = withdrawKit(() => t, 'wfl');
  // Members of their own, so the other tests' lists stay as they are.
  const zoneKit = withdrawKit(() => t, 'wtz');
  let finance = '';
  /** Five withdrawals: 150, 250, 400 (rejected), 500 and 700, created one day apart from Nov 10. */
  const orders: string[] = [];

  beforeAll(async () => {
    await allowSmallSums(t);
    finance = await kit.staffWith(['finance']);
    for (const [i, amount] of ['150', '250', '400', '500', '700'].entries()) {
      const { orderNo } = await kit.pendingWithdrawal(amount);
      // Creation times are never updated by the product: set here so the days are known.
      await sql`update withdrawals set created_at = ${new Date(Date.UTC(2026, 10, 10 + i, 9))}
        where order_no = ${orderNo}`.execute(t.database.db);
      orders.push(orderNo);
    }
    const rejected = await kit.call('POST', `/bo/api/finance/withdrawals/${orders[2]}/reject`, {
      token: finance,
      payload: { note: 'account name differs' },
    });
    expect(rejected.statusCode).toBe(200);
  });

  async function list(query: string, token = finance, username = 'wfl') {
    const res = await kit.call('GET', `/bo/api/finance/withdrawals?username=${username}&${query}`, { token });
    return res;
  }
  const orderNos = async (query: string, token = finance, username = 'wfl') => {
    const res = await list(query, token, username);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().value as Array<{ orderNo: string }>).map((w) => w.orderNo);
  };

  it('narrows by status, amount range and created days, both ends included', async () => {
    expect(await orderNos('status=pending')).toEqual([orders[0], orders[1], orders[3], orders[4]]);
    expect(await orderNos('status=rejected')).toEqual([orders[2]]);
    expect(await orderNos('minAmount=250&maxAmount=500')).toEqual([orders[3], orders[2], orders[1]]);
    expect(await orderNos('from=2026-11-11&to=2026-11-12')).toEqual([orders[2], orders[1]]);
    expect(await orderNos('status=pending&minAmount=200&from=2026-11-13')).toEqual([orders[3], orders[4]]);
  });

  it("reads the days in the brand's time zone, for one brand's operator and across brands", async () => {
    // The seeded brand is in Ho Chi Minh City (UTC+7): 23:30 UTC on Nov 20 is 06:30 on Nov 21 there.
    const { time_zone } = await t.database.db
      .selectFrom('merchants')
      .select('time_zone')
      .where('id', '=', await brandId(t.database.db))
      .executeTakeFirstOrThrow();
    expect(time_zone).toBe('Asia/Ho_Chi_Minh');
    const { orderNo: late } = await zoneKit.pendingWithdrawal('120');
    await sql`update withdrawals set created_at = ${new Date('2026-11-20T23:30:00Z')}
      where order_no = ${late}`.execute(t.database.db);
    const brandDesk = await staffKit(() => t, '10.39.0.41').withRoles(
      'wfl_brand_finance',
      ['finance'],
      await brandId(t.database.db),
    );
    for (const token of [finance, brandDesk]) {
      expect(await orderNos('from=2026-11-21&to=2026-11-21', token, 'wtz')).toEqual([late]);
      expect(await orderNos('from=2026-11-20&to=2026-11-20', token, 'wtz')).toEqual([]);
      expect(await orderNos('to=2026-11-20', token, 'wtz')).toEqual([]);
      expect(await orderNos('from=2026-11-21', token, 'wtz')).toEqual([late]);
    }
  });

  it('finds a member by the start of their username, whatever the case, and % matches only itself', async () => {
    const one = await kit.row(orders[0] as string);
    const member = await t.database.db
      .selectFrom('members')
      .select('username')
      .where('id', '=', one.member_id)
      .executeTakeFirstOrThrow();
    const res = await kit.call(
      'GET',
      `/bo/api/finance/withdrawals?username=${member.username.toUpperCase()}`,
      { token: finance },
    );
    expect(res.json().value.map((w: { orderNo: string }) => w.orderNo)).toEqual([orders[0]]);
    const wild = await kit.call('GET', '/bo/api/finance/withdrawals?username=%25', { token: finance });
    expect(wild.json().value).toEqual([]);
  });

  it('pages by key: each page starts after the last order number of the one before', async () => {
    const first = await orderNos('status=pending&limit=2');
    expect(first).toEqual([orders[0], orders[1]]);
    expect(await orderNos(`status=pending&limit=2&after=${first[1]}`)).toEqual([orders[3], orders[4]]);
    expect(await orderNos(`status=pending&limit=2&after=${orders[4]}`)).toEqual([]);
    const newest = await orderNos('limit=2');
    expect(await orderNos(`limit=2&after=${newest[1]}`)).toEqual([orders[2], orders[1]]);
  });

  it('refuses bad input before reading anything', async () => {
    for (const query of [
      'minAmount=abc',
      'minAmount=500&maxAmount=100',
      'from=2026-11-12&to=2026-11-10',
      'from=12/11/2026',
      'status=lost',
      'limit=0',
      'limit=501',
      'after=not-an-order',
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});
