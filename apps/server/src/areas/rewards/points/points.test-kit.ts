import { randomUUID } from 'node:crypto';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';
import { pointsRepository } from './points.repository.ts';

export const PAY_PW = '246810';
let seq = 0;
export const rid = () => `pts-${Date.now().toString(36)}-${++seq}`;

/** Members with points and a payment password, staff tokens and direct reads of the points tables. */
export function pointsKit(t: () => TestContext, prefix: string) {
  const cashier = cashierKit(t, prefix);
  const { call } = cashier;
  let payHash: string | undefined;
  const db = () => t().database.db;

  /** A member of the demo brand with a payment password set, holding `points` when given. */
  async function member(opts: { points?: number; balance?: bigint } = {}) {
    const m = await cashier.member(opts.balance === undefined ? {} : { balance: opts.balance });
    payHash ??= await hashPassword(PAY_PW, TEST_COST);
    await db().insertInto('payment_passwords').values({ member_id: m.id, hash: payHash }).execute();
    if (opts.points) await give(m.id, opts.points);
    return m;
  }

  /** Points through the accrual function itself, as for a valid bet of points × the demo ratio. */
  async function give(memberId: bigint, points: number) {
    const mid = await cashier.merchantId();
    const cfg = await db()
      .selectFrom('point_configs')
      .select('bet_per_point')
      .where('merchant_id', '=', mid)
      .executeTakeFirstOrThrow();
    await pointsRepository(db()).accrue(
      mid,
      memberId,
      BigInt(points) * cfg.bet_per_point,
      `test:${randomUUID()}`,
      'test',
    );
  }

  async function points(token: string): Promise<number> {
    return (await call('GET', '/wps/relay/MCS2_getPointBalance', { token })).json().value.points;
  }

  async function reward(staff: string, body: Record<string, unknown> = {}) {
    const res = await call('POST', '/bo/api/points/rewards', {
      token: staff,
      payload: { names: { EN: `Prize ${++seq}` }, points: 100, stock: 10, ...body },
    });
    if (res.statusCode !== 200) throw new Error(`reward: ${res.body}`);
    return res.json().value as { id: string; stock: number; points: number; imageUrl: string | null };
  }

  async function stock(rewardId: string): Promise<number> {
    const row = await db()
      .selectFrom('point_rewards')
      .select('stock')
      .where('id', '=', BigInt(rewardId))
      .executeTakeFirstOrThrow();
    return row.stock;
  }

  const redeem = (token: string, body: Record<string, unknown>) =>
    call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      token,
      payload: { quantity: 1, paymentPassword: PAY_PW, requestId: rid(), ...body },
    });
  const convert = (token: string, body: Record<string, unknown>) =>
    call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      token,
      payload: { paymentPassword: PAY_PW, requestId: rid(), ...body },
    });

  return { ...cashier, cashierMember: cashier.member, member, give, points, reward, stock, redeem, convert };
}
