import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';

let seq = 0;
const rid = () => `ref-${Date.now().toString(36)}-${++seq}`;

/** Members, deposits through the sandbox gateway and settled rounds for the referral and VIP suites. */
export function referralKit(t: () => TestContext, prefix: string) {
  const kit = cashierKit(t, prefix);
  const vendor = walletKit(t);
  const db = () => t().database.db;

  /** A paid deposit through the real gateway flow, so the cashier's credit hook runs. */
  async function deposit(token: string, amount: string) {
    const methods = (await kit.call('GET', '/wps/cashier/deposit/methods', { token })).json().value as Array<{
      id: string;
      code: string;
    }>;
    const created = await kit.call('POST', '/wps/cashier/deposit', {
      token,
      payload: { methodId: methods.find((m) => m.code === 'BANK')?.id, amount, returnUrl: '/' },
    });
    expect(created.statusCode).toBe(200);
    const paid = await kit.call('POST', `/sandbox/pay/${created.json().value.orderNo}`, {
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
  }

  /** A vendor round settled now, as the wallet writes it; the statistics triggers count it. */
  async function settledRound(memberId: bigint, stake: bigint) {
    await vendor.settledRound({ merchantId: await kit.merchantId(), memberId, stake, roundId: rid() });
  }

  async function invite(referrerId: bigint, inviteeId: bigint) {
    await db()
      .insertInto('referrals')
      .values({ invitee_id: inviteeId, referrer_id: referrerId, merchant_id: await kit.merchantId() })
      .execute();
  }

  const transfers = async (kind: string, creditOwner: bigint) =>
    Number(
      (
        await db()
          .selectFrom('ledger_transfers as t')
          .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('t.kind', '=', kind)
          .where('a.owner_kind', '=', 'member')
          .where('a.owner_id', '=', String(creditOwner))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const auditRows = (action: string) =>
    db().selectFrom('audit_log').select(['action', 'before', 'after']).where('action', '=', action).execute();

  return { ...kit, deposit, settledRound, invite, transfers, auditRows };
}
