import { beforeAll, describe, expect, it } from 'vitest';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, demoMember, forgedPngDataUrl, pngDataUrl } from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { createLedger, memberAccount } from '../ledger/ledger.service.ts';

const pdfDataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

describe.each(dbKinds)('manual balance adjustments, maker-checker, on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  // Each operator signs in from an address of their own: the staff sign-in is limited per address.
  let signIns = 0;
  const withRoles = (name: string, roles: string[], merchant: number | null = null) =>
    staffKit(() => t, `10.45.1.${++signIns}`).withRoles(name, roles, merchant);
  const tokens = { maker: '', other: '', cs: '', otherBrand: '' };
  const checkers: string[] = [];
  let memberId = '';
  let merchantId = 0;
  let currency = '';

  beforeAll(async () => {
    const db = t.database.db;
    merchantId = await brandId(db);
    currency = (
      await db
        .selectFrom('merchants')
        .select('currency')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).currency;
    memberId = String(await demoMember(t, 'adjusted1'));
    tokens.maker = await withRoles('adj_maker', ['finance']);
    tokens.other = await withRoles('adj_other', ['finance']);
    tokens.cs = await withRoles('adj_cs', ['customer_service']);
    for (let i = 0; i < 10; i++) checkers.push(await withRoles(`adj_checker${i}`, ['finance']));
    const other = await copyDemoBrand(db, 'adjother');
    tokens.otherBrand = await withRoles('adj_brand2', ['finance'], other.id);
  });

  const cash = async (id = memberId) =>
    (await createLedger(t.database.db).balance(memberAccount(merchantId, id, currency))).balance;
  const request = (token: string, body: object) =>
    call('POST', '/bo/api/finance/adjustments', {
      token,
      payload: { memberId, reason: 'goodwill', ...body },
    });
  const approve = (token: string, id: string) =>
    call('POST', `/bo/api/finance/adjustments/${id}/approve`, { token });
  const movedFor = async (id: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('ledger_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('idempotency_key', '=', `adjustment:${id}`)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('waits for a second staff member, refuses the maker, and moves the money once', async () => {
    const asked = await request(tokens.maker, {
      direction: 'credit',
      amount: '150000',
      attachment: pngDataUrl,
    });
    expect(asked.statusCode).toBe(200);
    const a = asked.json().value;
    expect(a).toMatchObject({ status: 'pending', amount: '150000', hasAttachment: true, approverId: null });
    expect(await cash()).toBe(0n);

    const own = await approve(tokens.maker, a.id);
    expect(own.json().code).toBe('ADJUSTMENT_OWN');
    expect(await cash()).toBe(0n);

    const ok = await approve(tokens.other, a.id);
    expect(ok.json().value).toMatchObject({ status: 'approved', transferId: expect.any(String) });
    expect(await cash()).toBe(150000n);

    // The approver's retry answers the same decision; nothing moves again.
    const again = await approve(tokens.other, a.id);
    expect(again.json().value.transferId).toBe(ok.json().value.transferId);
    expect((await approve(checkers[0] as string, a.id)).json().code).toBe('ADJUSTMENT_DECIDED');
    const late = await call('POST', `/bo/api/finance/adjustments/${a.id}/reject`, {
      token: checkers[0] as string,
      payload: { reason: 'late' },
    });
    expect(late.json().code).toBe('ADJUSTMENT_DECIDED');
    expect(await cash()).toBe(150000n);
    expect(await movedFor(a.id)).toBe(1);

    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'balance_adjustment')
      .where('target_id', '=', a.id)
      .orderBy('id')
      .execute();
    expect(actions.map((r) => r.action)).toEqual(['adjustment.request', 'adjustment.approve']);

    const file = await call('GET', `/bo/api/finance/adjustments/${a.id}/attachment`, { token: tokens.other });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a debit below zero and leaves it pending; a rejection moves nothing', async () => {
    const before = await cash();
    const big = (await request(tokens.maker, { direction: 'debit', amount: String(before + 1n) })).json()
      .value;
    expect((await approve(tokens.other, big.id)).json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await cash()).toBe(before);
    const rejected = await call('POST', `/bo/api/finance/adjustments/${big.id}/reject`, {
      token: tokens.other,
      payload: { reason: 'too much' },
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'too much',
      transferId: null,
    });

    const small = (
      await request(tokens.maker, { direction: 'debit', amount: '50000', attachment: pdfDataUrl })
    ).json().value;
    expect((await approve(tokens.other, small.id)).json().value.status).toBe('approved');
    expect(await cash()).toBe(before - 50000n);
    const pdf = await call('GET', `/bo/api/finance/adjustments/${small.id}/attachment`, {
      token: tokens.other,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const pending = await call('GET', '/bo/api/finance/adjustments?status=rejected', { token: tokens.other });
    expect(pending.json().value.items.map((i: { id: string }) => i.id)).toContain(big.id);
  });

  it('changes nothing on bad input, for another brand, or for a role without the permission', async () => {
    const rows = await rowCount(t.database.db, 'balance_adjustments');
    for (const body of [
      { direction: 'credit', amount: '0' },
      { direction: 'credit', amount: '-5' },
      { direction: 'credit', amount: '1.5' },
      { direction: 'sideways', amount: '100' },
      { direction: 'credit', amount: '100', reason: '' },
      { direction: 'credit', amount: '100', attachment: forgedPngDataUrl },
    ]) {
      const res = await request(tokens.maker, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await request(tokens.otherBrand, { direction: 'credit', amount: '100' })).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await request(tokens.cs, { direction: 'credit', amount: '100' })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect(await rowCount(t.database.db, 'balance_adjustments')).toBe(rows);

    const mine = (await request(tokens.maker, { direction: 'credit', amount: '100' })).json().value;
    expect((await approve(tokens.otherBrand, mine.id)).json().code).toBe('ADJUSTMENT_NOT_FOUND');
  });

  it('refuses the maker as approver in the database itself', async () => {
    const a = (await request(tokens.maker, { direction: 'credit', amount: '100' })).json().value;
    const write = t.database.db
      .updateTable('balance_adjustments')
      .set({
        status: 'rejected',
        approver_id: BigInt(a.makerId),
        decided_at: new Date(),
        reject_reason: 'self',
      })
      .where('id', '=', BigInt(a.id))
      .execute();
    await expect(write).rejects.toMatchObject({
      message: expect.stringContaining('balance_adjustments_four_eyes'),
    });
    const row = await t.database.db
      .selectFrom('balance_adjustments')
      .select('status')
      .where('id', '=', BigInt(a.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('takes one of 50 concurrent approvals of one adjustment; the money moves once', async () => {
    const before = await cash();
    const a = (await request(tokens.maker, { direction: 'credit', amount: '7000' })).json().value;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approve(checkers[i % checkers.length] as string, a.id)),
    );
    const approvedBy = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => r.json().value.approverId as string),
    );
    expect(approvedBy.size).toBe(1);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect(r.json().code).toBe('ADJUSTMENT_DECIDED');
    expect(await cash()).toBe(before + 7000n);
    expect(await movedFor(a.id)).toBe(1);
  });

  it('lets two staff approve each other’s adjustments at the same time', async () => {
    const second = String(await demoMember(t, 'adjusted2'));
    const before = await cash();
    const mine = (await request(tokens.maker, { direction: 'credit', amount: '300' })).json().value;
    const theirs = (
      await call('POST', '/bo/api/finance/adjustments', {
        token: tokens.other,
        payload: { memberId: second, direction: 'credit', amount: '400', reason: 'goodwill' },
      })
    ).json().value;
    const [x, y] = await Promise.all([approve(tokens.other, mine.id), approve(tokens.maker, theirs.id)]);
    expect([x.json().value.status, y.json().value.status]).toEqual(['approved', 'approved']);
    expect(await cash()).toBe(before + 300n);
    expect(await cash(second)).toBe(400n);
  });
});
