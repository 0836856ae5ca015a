import type { TestContext } from '../../../test/test-app.ts';
import { cashierKit } from './cashier.test-kit.ts';

/** Shared steps of the withdrawal review suites: a pending withdrawal, and where its money went. */
export function withdrawKit(t: () => TestContext, prefix: string) {
  const kit = cashierKit(t, prefix);
  const db = () => t().database.db;

  /** A new member with 1,000.00 who asked to withdraw `amount`; the order is pending. */
  async function pendingWithdrawal(amount = '250') {
    const m = await kit.member({ balance: 100_000n });
    await kit.setPaymentPassword(m.token);
    const bankAccountId = await kit.savedAccount(m);
    const res = await kit.call('POST', '/wps/cashier/withdraw', {
      token: m.token,
      payload: { amount, paymentPassword: '123456', bankAccountId },
    });
    if (res.statusCode !== 200) throw new Error(`withdraw: ${res.body}`);
    return { member: m, orderNo: res.json().value.orderNo as string };
  }

  /** The ledger's payout transfers of one withdrawal (locked → the provider's clearing account). */
  const payoutTransfers = (orderNo: string) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['amount', 'metadata'])
      .where('reference', '=', orderNo)
      .where('kind', '=', 'withdraw_payout')
      .execute();

  /** What the sandbox provider paid for one withdrawal, whatever the request id. */
  const paidAtProvider = (orderNo: string) =>
    db()
      .selectFrom('sandbox_payouts')
      .select(['request_id', 'amount', 'provider_ref'])
      .where('order_no', '=', orderNo)
      .execute();

  const row = (orderNo: string) =>
    db().selectFrom('withdrawals').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

  const auditRows = (orderNo: string) =>
    db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'withdrawal')
      .where('target_id', '=', orderNo)
      .execute();

  const approve = (token: string, orderNo: string) =>
    kit.call('POST', `/bo/api/finance/withdrawals/${orderNo}/approve`, {
      token,
      payload: {},
      ip: '10.38.0.9',
    });

  return { ...kit, pendingWithdrawal, payoutTransfers, paidAtProvider, row, auditRows, approve };
}
