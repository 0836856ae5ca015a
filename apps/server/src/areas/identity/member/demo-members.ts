import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';
import { seedDemoBalance } from '../../money/index.ts';

/** Demo accounts listed in the README. */
export const DEMO_ACCOUNTS = {
  agent: {
    username: 'agent01',
    password: 'Agent@1234',
    nickname: 'Agent One',
    type: 1,
    affiliateCode: 'AGENT01',
  },
  /** A second-level agent below agent01, with a daily-salary contract from it (docs/agents.md). */
  subAgent: {
    username: 'agent02',
    password: 'Agent@1234',
    nickname: 'Agent Two',
    type: 2,
    affiliateCode: 'AGENT02',
  },
  member: {
    username: 'demo01',
    password: 'Demo@1234',
    nickname: 'Demo Player',
    type: 0,
    email: 'demo01@example.com',
    countryDialingCode: '84',
    mobileNo: '912345678',
    /** The real name withdrawal accounts must be in (docs/cashier-api.md). */
    payeeName: 'Nguyễn Văn An',
  },
  /** A Platinum (level 5) member: above level 4, served on the VIP customer-service channel. */
  vip: {
    username: 'vip01',
    password: 'Vip@12345',
    nickname: 'Platinum Player',
    type: 0,
    vipLevel: 5,
  },
} as const;

/** demo01's starting money, 5,000,000.00, paid in as a deposit through the ledger. */
export const DEMO_STARTING_BALANCE = 500_000_000n;

async function ensureMember(
  db: Db,
  merchantId: number,
  values: {
    username: string;
    password: string;
    nickname: string;
    type: number;
    affiliateCode?: string;
    email?: string;
    countryDialingCode?: string;
    mobileNo?: string;
    payeeName?: string;
    vipLevel?: number;
  },
  uplineId: bigint | null,
  cost: PasswordCost | undefined,
): Promise<bigint> {
  const existing = await selectWhere(db, 'members', { merchant_id: merchantId, username: values.username })
    .select('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const at = new Date();
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: values.username,
      nickname: values.nickname,
      password_hash: await hashPassword(values.password, cost),
      type: values.type,
      upline_id: uplineId,
      affiliate_code: values.affiliateCode ?? null,
      email: values.email ?? null,
      country_dialing_code: values.countryDialingCode ?? null,
      mobile_no: values.mobileNo ?? null,
      payee_name: values.payeeName ?? null,
      vip_level: values.vipLevel ?? 1,
      // Demo accounts have logged in before, so the first-login password change does not block
      // demos; the login is the account's own moment, never before it.
      created_at: at,
      last_login_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDemoMembers(db: Db, merchantId: number, cost?: PasswordCost) {
  const agentId = await ensureMember(db, merchantId, DEMO_ACCOUNTS.agent, null, cost);
  const memberId = await ensureMember(db, merchantId, DEMO_ACCOUNTS.member, agentId, cost);
  await seedDemoBalance(db, merchantId, memberId, DEMO_STARTING_BALANCE);
  const vipId = await ensureMember(db, merchantId, DEMO_ACCOUNTS.vip, null, cost);
  const subAgentId = await ensureMember(db, merchantId, DEMO_ACCOUNTS.subAgent, agentId, cost);
  return { agentId, memberId, vipId, subAgentId };
}
