import type { Db } from '../../../db/kysely.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId } from '../../../test/brand-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';

const DAY_MS = 86_400_000;

interface Member {
  id: bigint;
  merchantId: number;
}

/** What a member did: deposits credited, stakes settled, sign-ins. */
function activity(db: () => Db) {
  let seq = 0;
  async function deposit(m: Member, amount: bigint, paidAt: Date) {
    seq += 1;
    const method = await db()
      .selectFrom('payment_methods')
      .select('id')
      .where('merchant_id', '=', m.merchantId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('deposit_orders')
      .values({
        order_no: `DR${seq}${m.id}${Date.now() % 1_000_000}`,
        merchant_id: m.merchantId,
        member_id: m.id,
        method_id: method.id,
        provider: 'sandbox',
        amount,
        currency: 'VND',
        return_url: 'https://example.test/',
        status: 'paid',
        paid_at: paidAt,
      })
      .execute();
  }

  /** Settled stakes of one hour, as the bet statistics keep them. */
  async function stakes(m: Member, validBet: bigint, at: Date) {
    await db()
      .insertInto('bet_stats_hourly')
      .values({
        member_id: m.id,
        hour: new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000),
        category: 'SLOT',
        merchant_id: m.merchantId,
        valid_bet: validBet,
        payout: 0n,
        bet_count: 1n,
      })
      .execute();
  }

  async function login(m: Member, at: Date, where: { ip?: string; deviceId?: string }) {
    await db()
      .insertInto('member_logins')
      .values({
        member_id: m.id,
        merchant_id: m.merchantId,
        login_type: 'username',
        ip: where.ip ?? null,
        device_id: where.deviceId ?? null,
        created_at: at,
      })
      .execute();
  }

  return { deposit, stakes, login };
}

/**
 * Rows as the cashier, the games and the sign-ins leave them, written straight to the tables so each
 * case sets the exact times and sums its boundary needs.
 */
export function riskKit(t: () => TestContext, prefix: string) {
  const db = () => t().database.db;
  let seq = 0;

  async function member(opts: { merchantId?: number; registeredAt?: Date } = {}) {
    seq += 1;
    const username = `${prefix}${seq}`;
    const row = await db()
      .insertInto('members')
      .values({
        merchant_id: opts.merchantId ?? (await brandId(db())),
        username,
        nickname: username,
        password_hash: await hashPassword('Secret@123', TEST_COST),
        type: 0,
        created_at: opts.registeredAt ?? new Date(Date.now() - 90 * DAY_MS),
      })
      .returning(['id', 'merchant_id'])
      .executeTakeFirstOrThrow();
    return { id: row.id, merchantId: row.merchant_id, username };
  }

  async function account(m: Member, addedAt: Date, accountNumber = `00${seq}${Date.now() % 100000}`) {
    const row = await db()
      .insertInto('member_bank_accounts')
      .values({
        merchant_id: m.merchantId,
        member_id: m.id,
        bank_code: 'VCB',
        account_number: accountNumber,
        holder_name: 'NGUYEN VAN A',
        created_at: addedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function withdrawal(
    m: Member,
    opts: { at: Date; accountId?: bigint | null; status?: 'pending' | 'paid'; amount?: bigint },
  ) {
    seq += 1;
    const orderNo = `WR${prefix.toUpperCase()}${seq}${Date.now() % 1_000_000}`;
    const paid = opts.status === 'paid';
    await db()
      .insertInto('withdrawals')
      .values({
        order_no: orderNo,
        merchant_id: m.merchantId,
        member_id: m.id,
        amount: opts.amount ?? 100_00n,
        currency: 'VND',
        receiving_address: `970436 ${opts.accountId ?? 'none'} NGUYEN VAN A`,
        status: opts.status ?? 'pending',
        request_key: orderNo,
        created_at: opts.at,
        paid_at: paid ? opts.at : null,
        payout_request_id: paid ? `P${orderNo}` : null,
        payout_sent_at: paid ? opts.at : null,
        bank_account_id: opts.accountId ?? null,
      })
      .execute();
    return orderNo;
  }

  return { member, account, withdrawal, ...activity(db) };
}
