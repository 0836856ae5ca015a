import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';

export const PAYROLL_PATHS = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
  hourly: '/wps/relay/MCS2_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;

export type Account = { id: bigint; username: string; token: string };

/** A second brand on host other.localhost with one agent of its own (signed in there). */
async function otherBrand(
  t: () => TestContext,
  call: ReturnType<typeof caller>,
  prefix: string,
): Promise<{ host: string; agent: Account }> {
  const db = t().database.db;
  const host = 'other.localhost';
  let brand = await db.selectFrom('merchants').select('id').where('code', '=', 'other').executeTakeFirst();
  if (!brand) {
    brand = { id: (await copyDemoBrand(db, 'other')).id };
    await db.insertInto('merchant_domains').values({ domain: host, merchant_id: brand.id }).execute();
    await db
      .insertInto('agent_contract_settings')
      .values({ merchant_id: brand.id, contract_type: 'daily', enabled: true, top_rate_cap: null })
      .execute();
  }
  const username = `${prefix}other${Date.now().toString(36)}`;
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      username,
      nickname: username,
      password_hash: await hashPassword('Secret@123', TEST_COST),
      type: 1,
      last_login_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await call('POST', '/wps/session/login', {
    payload: { username, password: 'Secret@123', type: 'username' },
    headers: { host },
    ip: '10.77.0.1',
  });
  if (login.statusCode !== 200) throw new Error(`other login: ${login.body}`);
  return { host, agent: { id: row.id, username, token: login.json().value.token as string } };
}

/** Shared steps of the agent suites: trees of accounts, contracts, a second brand. */
export function agentsKit(t: () => TestContext, prefix: string) {
  const cashier = cashierKit(t, prefix);
  const call = caller(t);

  /** A top agent (type 1), then each next account below the one before: types as given. */
  async function chain(types: number[], balance?: bigint): Promise<Account[]> {
    const out: Account[] = [];
    for (const type of types) {
      const upline = out.at(-1)?.id ?? null;
      out.push(await cashier.member({ type, uplineId: upline, ...(balance ? { balance } : {}) }));
    }
    return out;
  }

  const contract = (token: string, type: keyof typeof PAYROLL_PATHS, payload: object, host?: string) =>
    call('POST', PAYROLL_PATHS[type], { token, payload, ...(host ? { headers: { host } } : {}) });

  const tiers = (rate: number) => [{ minValidBet: '0', minActiveMembers: 0, rate }];

  /** Offers a contract and answers its id (the offer must succeed). */
  async function offered(up: Account, down: Account, type: keyof typeof PAYROLL_PATHS, rate: number) {
    const res = await contract(up.token, type, {
      action: 'offer',
      downline: down.username,
      tiers: tiers(rate),
    });
    if (res.statusCode !== 200) throw new Error(`offer: ${res.body}`);
    return res.json().value.contract.id as string;
  }

  async function contractRow(id: string) {
    return t()
      .database.db.selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
  }

  return {
    ...cashier,
    call,
    chain,
    contract,
    tiers,
    offered,
    contractRow,
    otherBrand: () => otherBrand(t, call, prefix),
  };
}
