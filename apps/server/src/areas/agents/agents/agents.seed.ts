import type { ContractType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { StoredTier } from './agents.tables.ts';

/** The demo brand offers every contract type; its top agents give at most these rates (basis points). */
const DEMO_TOP_CAPS: Record<ContractType, number> = {
  dividend: 4000,
  daily: 200,
  hourly: 100,
  realtime: 100,
};

/** agent01's daily salary for agent02: 1% once the team has 1 active member, 1.5% from 1,000,000.00 and 5. */
const DEMO_DAILY_TIERS: StoredTier[] = [
  { minValidBet: '0', minActiveMembers: 1, rate: 100 },
  { minValidBet: '100000000', minActiveMembers: 5, rate: 150 },
];

/** Contract switches of the demo brand and one daily-salary contract agent01 → agent02 in force. */
export async function seedDemoAgents(
  db: Db,
  merchantId: number,
  ids: { agentId: bigint; subAgentId: bigint },
): Promise<{ created: boolean }> {
  const existing = await selectWhere(db, 'agent_contract_settings', { merchant_id: merchantId })
    .select('contract_type')
    .executeTakeFirst();
  if (existing) return { created: false };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('agent_contract_settings')
      .values(
        Object.entries(DEMO_TOP_CAPS).map(([type, cap]) => ({
          merchant_id: merchantId,
          contract_type: type as ContractType,
          enabled: true,
          top_rate_cap: cap,
        })),
      )
      .execute();
    const at = new Date();
    await trx
      .insertInto('agent_contracts')
      .values({
        merchant_id: merchantId,
        contract_type: 'daily',
        upline_id: ids.agentId,
        downline_id: ids.subAgentId,
        status: 'active',
        tiers: JSON.stringify(DEMO_DAILY_TIERS),
        rate: 150,
        period: 'D',
        offered_at: at,
        decided_at: at,
        valid_from: at,
      })
      .execute();
  });
  return { created: true };
}
