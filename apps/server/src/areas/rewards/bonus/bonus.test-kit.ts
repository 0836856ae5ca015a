import { randomUUID } from 'node:crypto';
import { formatMinorPlain } from '@pf/shared';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';
import { createLedger, reconcileLedger, signBody } from '../../money/index.ts';

// Suites in one process share the variable: the first sets it, the others sign with what it holds
// (overwriting it would leave suites loaded earlier signing with a key the server no longer uses).
process.env.PAYMENT_SANDBOX_SECRET ??= 'bonus-test-sandbox-secret';
/** The sandbox gateway and the webhook share this key, so a test can sign a provider's callback. */
export const SANDBOX_SECRET = process.env.PAYMENT_SANDBOX_SECRET;

const DAY = 86_400_000;
let seq = 0;
export const rid = () => `bn-${Date.now().toString(36)}-${++seq}`;

/** Promotions with bonus rules, members who join them, deposits, balances and the ledger's state. */
export function bonusKit(t: () => TestContext, prefix: string) {
  const cashier = cashierKit(t, prefix);
  const { call } = cashier;
  const db = () => t().database.db;
  let finance: string | undefined;

  async function financeToken() {
    finance ??= await cashier.staffWith(['finance']);
    return finance;
  }

  /** A running promotion of the demo brand (its artwork row is enough for the engine). */
  async function promotion(category: 'deposit' | 'cashback' | 'event' = 'deposit') {
    const mid = await cashier.merchantId();
    const image = randomUUID();
    await db()
      .insertInto('content_images')
      .values({
        id: image,
        merchant_id: mid,
        storage_key: 'builtin:promo:EN',
        content_type: 'image/svg+xml',
        size_bytes: 0,
        sha256: '0'.repeat(64),
      })
      .execute();
    const row = await db()
      .insertInto('promotions')
      .values({ merchant_id: mid, category, image_id: image, starts_at: new Date(Date.now() - 30 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** A promotion with a bonus rule made through the back office. */
  async function rule(body: Record<string, unknown>) {
    const promotionId = await promotion();
    const res = await call('POST', '/bo/api/bonus/rules', {
      token: await financeToken(),
      payload: { promotionId, ...body },
      ip: '10.37.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { promotionId, rule: res.json().value as { id: number } };
  }

  const join = (token: string, promotionId: number, opts: { ip?: string; deviceId?: string } = {}) =>
    call('POST', '/wps/bonus/join', {
      token,
      payload: { promotionId, ...(opts.deviceId ? { deviceId: opts.deviceId } : {}) },
      ip: opts.ip ?? `10.90.${++seq % 250}.${seq % 200}`,
    });

  /** A pending deposit order and the provider's signed success callback for it, to send. */
  async function depositOrder(token: string, amount: string) {
    const methods = (await call('GET', '/wps/cashier/deposit/methods', { token })).json().value as Array<{
      id: string;
      code: string;
    }>;
    const order = await call('POST', '/wps/cashier/deposit', {
      token,
      payload: { methodId: methods.find((m) => m.code === 'BANK')?.id, amount },
    });
    expect(order.statusCode, order.body).toBe(200);
    const o = order.json().value as { orderNo: string; amount: string; currency: string };
    const body = JSON.stringify({
      orderNo: o.orderNo,
      amount: o.amount,
      currency: o.currency,
      status: 'SUCCESS',
      providerRef: `P-${o.orderNo}`,
      sentAt: new Date().toISOString(),
    });
    const send = () =>
      call('POST', '/wps/payments/callback/sandbox', {
        payload: body,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(SANDBOX_SECRET, body) },
      });
    return { orderNo: o.orderNo, send };
  }

  async function grants(memberId: bigint) {
    return db()
      .selectFrom('bonus_grants')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
  }

  /** Available cash and bonus of a member, in minor units. */
  async function wallet(memberId: bigint) {
    const mid = await cashier.merchantId();
    const b = await createLedger(db()).balances(mid, memberId, 'VND');
    return { cash: b.cash.available, bonus: b.bonus.available, locked: b.locked.available };
  }

  /** Ledger transfers of a kind touching the member's accounts. */
  async function transfers(memberId: bigint, kind: string) {
    return db()
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', (j) =>
        j.on((eb) =>
          eb.or([
            eb('a.id', '=', eb.ref('t.debit_account_id')),
            eb('a.id', '=', eb.ref('t.credit_account_id')),
          ]),
        ),
      )
      .select(['t.id', 't.amount', 't.idempotency_key'])
      .distinct()
      .where('a.owner_kind', '=', 'member')
      .where('a.owner_id', '=', String(memberId))
      .where('t.kind', '=', kind)
      .execute();
  }

  async function details(token: string) {
    const res = await call('GET', '/wps/bonus/details', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as {
      list: Array<{ id: string; status: string; amount: string; wageringDone: string; progress: number }>;
      activeAmount: string;
    };
  }

  async function reconcileProblems() {
    return (await reconcileLedger(db())).problems;
  }

  return {
    ...cashier,
    financeToken,
    forgetStaff: () => {
      finance = undefined;
    },
    promotion,
    rule,
    join,
    depositOrder,
    grants,
    wallet,
    transfers,
    details,
    reconcileProblems,
    money: formatMinorPlain,
  };
}
