/**
 * The daily-salary contracts of the payroll day's tree, stored as the app stores an accepted
 * offer, and the cash their paying uplines start the day with.
 */
import { sql } from 'kysely';
import { storedTiers, type TierInput } from '../apps/server/src/areas/agents/index.ts';
import { createLedger, memberAccount, paymentClearing } from '../apps/server/src/areas/money/index.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { DAY } from './payroll-day.ts';

/** Accepted a week before the day, so every contract is in force for all of it. */
const ACCEPTED = new Date(DAY.from.getTime() - 7 * 86_400_000);
const OFFERED = new Date(ACCEPTED.getTime() - 3_600_000);
/** The brand's cap on what a top agent gives, in basis points. */
const TOP_RATE_CAP = 120;

const tier = (minValidBet: bigint, minActiveMembers: number, rate: number): TierInput => ({
  minValidBet,
  minActiveMembers,
  rate,
});

/**
 * Terms by the downline agent's depth below the top (1: the top agent's own agents, paid by the
 * house). Each level gives less than it gets, within the cap rules, and a smaller team reaches its
 * tiers sooner. Thresholds in minor units of valid bet.
 */
const TERMS: Record<number, TierInput[]> = {
  1: [tier(1_000_000n, 5, 50), tier(5_000_000n, 10, 80), tier(20_000_000n, 20, TOP_RATE_CAP)],
  2: [tier(1_000_000n, 5, 30), tier(5_000_000n, 10, 50), tier(20_000_000n, 20, 80)],
  3: [tier(500_000n, 1, 20), tier(2_000_000n, 2, 30), tier(5_000_000n, 3, 50)],
};

/** The tree's agents (members with a downline) below the top, with their upline and depth. */
async function agentsBelowTop(db: Db) {
  const rows = await sql<{ id: string; upline_id: string; depth: number }>`
    with recursive tree(id, depth) as (
      select id, 0 from members where upline_id is null
      union all
      select m.id, t.depth + 1 from members m join tree t on m.upline_id = t.id
    )
    select m.id::text, m.upline_id::text, t.depth
    from tree t join members m on m.id = t.id
    where t.depth > 0 and exists (select 1 from members c where c.upline_id = m.id)
    order by t.depth, m.id`.execute(db);
  return rows.rows.map((r) => ({ id: BigInt(r.id), uplineId: BigInt(r.upline_id), depth: Number(r.depth) }));
}

/**
 * Switches daily salaries on for the brand, makes every member with a downline an agent, and gives
 * each agent below the top an accepted daily contract with its direct upline. Answers the count.
 */
export async function acceptDailyContracts(db: Db, merchantId: number): Promise<number> {
  await db
    .insertInto('agent_contract_settings')
    .values({ merchant_id: merchantId, contract_type: 'daily', enabled: true, top_rate_cap: TOP_RATE_CAP })
    .onConflict((oc) => oc.columns(['merchant_id', 'contract_type']).doUpdateSet({ enabled: true }))
    .execute();
  await sql`update members m set type = 1 where exists (select 1 from members c where c.upline_id = m.id)`.execute(
    db,
  );
  const agents = await agentsBelowTop(db);
  for (let i = 0; i < agents.length; i += 1000) {
    const rows = agents.slice(i, i + 1000).map((a) => {
      const { tiers, rate } = storedTiers(TERMS[Math.min(a.depth, 3)] as TierInput[]);
      return {
        merchant_id: merchantId,
        contract_type: 'daily' as const,
        upline_id: a.uplineId,
        downline_id: a.id,
        status: 'active' as const,
        tiers: JSON.stringify(tiers),
        rate,
        period: 'D' as const,
        offered_at: OFFERED,
        decided_at: ACCEPTED,
        valid_from: ACCEPTED,
      };
    });
    await db.insertInto('agent_contracts').values(rows).execute();
  }
  return agents.length;
}

/**
 * Deposits `amount` into the cash of every upline that pays a contract itself (not the house),
 * through the ledger, a few at once. Answers how many were funded.
 */
export async function fundPayingUplines(db: Db, merchantId: number, amount: bigint): Promise<number> {
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const payers = await db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .select('c.upline_id')
    .distinct()
    .where('c.merchant_id', '=', merchantId)
    .where('u.upline_id', 'is not', null)
    .execute();
  const ledger = createLedger(db);
  const queue = payers.map((p) => p.upline_id);
  const worker = async () => {
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      await ledger.transfer({
        merchantId,
        debit: paymentClearing(merchantId, 'bench', currency),
        credit: memberAccount(merchantId, id, currency, 'cash'),
        amount,
        kind: 'deposit',
        reference: 'payroll-bench',
        idempotencyKey: `payroll-bench:${id}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return payers.length;
}
