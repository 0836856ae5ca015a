import type { ContractType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { PayrollStatementsTable, RunPeriodKind } from './payroll-runs.tables.ts';

/** One period a run settles: `[from, to)`, named by its kind and the label of its start. */
export interface RunPeriod {
  kind: RunPeriodKind;
  from: Date;
  to: Date;
  label: string;
}

export type NewStatement = Omit<PayrollStatementsTable, 'id' | 'created_at' | 'tier'> & {
  tier: string | null;
};

/** The run rows: a period taken up, finished; and the brand facts a run needs. */
function runRows(db: Db) {
  return {
    /** Takes up a period: the row is created once; every caller gets it back with its status. */
    async claimRun(merchantId: number, type: ContractType, p: RunPeriod, at: Date) {
      await db
        .insertInto('payroll_runs')
        .values({
          merchant_id: merchantId,
          contract_type: type,
          period_kind: p.kind,
          period_from: p.from,
          period_to: p.to,
          period_label: p.label,
          started_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'contract_type', 'period_kind', 'period_from']).doNothing(),
        )
        .execute();
      return selectWhere(db, 'payroll_runs', {
        merchant_id: merchantId,
        contract_type: type,
        period_kind: p.kind,
        period_from: p.from,
      })
        .selectAll()
        .executeTakeFirstOrThrow();
    },

    /** Runs left open (a crash, a payer short of cash) that started between `since` and `before`. */
    async openRuns(since: Date, before: Date) {
      return selectWhere(db, 'payroll_runs', { status: 'running' })
        .select(['merchant_id', 'contract_type', 'period_kind', 'period_from', 'period_to', 'period_label'])
        .where('started_at', '>=', since)
        .where('started_at', '<', before)
        .orderBy('period_from')
        .limit(100)
        .execute();
    },

    async finishRun(runId: bigint, counts: { contracts: number; paid: number; failed: number }, at: Date) {
      await updateWhere(db, 'payroll_runs', { id: runId, status: 'running' })
        .set({
          contracts: counts.contracts,
          paid: counts.paid,
          failed: counts.failed,
          ...(counts.failed === 0 ? { status: 'done' as const, finished_at: at } : {}),
        })
        .execute();
    },

    async paidCount(merchantId: number, type: ContractType, p: RunPeriod): Promise<number> {
      const row = await db
        .selectFrom('payroll_statements')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('merchant_id', '=', merchantId)
        .where('contract_type', '=', type)
        .where('period_kind', '=', p.kind)
        .where('period_from', '=', p.from)
        .where('amount', '>', 0n)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async brand(merchantId: number) {
      return selectWhere(db, 'merchants', { id: merchantId })
        .select(['currency', 'time_zone'])
        .executeTakeFirstOrThrow();
    },

    /** Brands with a contract of the type that is, or was, in force since `since`. */
    async brandsWith(type: ContractType, since: Date): Promise<number[]> {
      const rows = await db
        .selectFrom('agent_contracts')
        .select('merchant_id')
        .distinct()
        .where('contract_type', '=', type)
        .where('valid_from', 'is not', null)
        .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', since)]))
        .execute();
      return rows.map((r) => r.merchant_id);
    },
  };
}

/** What one contract's settlement reads and writes: contracts in force, carries, statements. */
function contractRows(db: Db) {
  return {
    /**
     * The contracts that pay for the period: per pair, the one of the type in force at any moment
     * of it with the latest start (a change within the period leaves the newer terms to pay it).
     * Those whose upline is a top agent come first, so an agent is paid before it pays on.
     */
    async contractsFor(merchantId: number, type: ContractType, p: RunPeriod) {
      const rows = await db
        .selectFrom('agent_contracts as c')
        .innerJoin('members as u', 'u.id', 'c.upline_id')
        .select([
          'c.id',
          'c.upline_id',
          'c.downline_id',
          'c.tiers',
          'c.period',
          'c.valid_from',
          sql<boolean>`u.upline_id is null`.as('upline_is_top'),
        ])
        .where('c.merchant_id', '=', merchantId)
        .where('c.contract_type', '=', type)
        .where('c.valid_from', '<', p.to)
        .where((eb) => eb.or([eb('c.valid_to', 'is', null), eb('c.valid_to', '>', p.from)]))
        .orderBy('c.valid_from', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
      const seen = new Set<string>();
      const latest = rows.filter((r) => {
        const pair = `${r.upline_id}:${r.downline_id}`;
        if (seen.has(pair)) return false;
        seen.add(pair);
        return true;
      });
      return latest.sort((a, b) => Number(b.upline_is_top) - Number(a.upline_is_top) || Number(a.id - b.id));
    },

    /** Holds the contract's row until the transaction ends: one payer of a period at a time. */
    async lockContract(contractId: bigint) {
      await db.selectFrom('agent_contracts').select('id').where('id', '=', contractId).forUpdate().execute();
    },

    async statementFor(contractId: bigint, p: RunPeriod) {
      return selectWhere(db, 'payroll_statements', {
        contract_id: contractId,
        period_kind: p.kind,
        period_from: p.from,
      })
        .select(['id', 'amount'])
        .executeTakeFirst();
    },

    /** The loss a dividend contract carries: what its latest statement carried out. */
    async carryOf(contractId: bigint): Promise<bigint> {
      const row = await selectWhere(db, 'payroll_statements', { contract_id: contractId })
        .select('carry_out')
        .orderBy('period_from', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.carry_out ?? 0n;
    },

    /** What a contract's real-time slices of an hour have paid so far. */
    async paidInHour(contractId: bigint, hourFrom: Date, hourTo: Date): Promise<bigint> {
      const row = await db
        .selectFrom('payroll_statements')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('paid'))
        .where('contract_id', '=', contractId)
        .where('period_kind', '=', '5m')
        .where('period_from', '>=', hourFrom)
        .where('period_from', '<', hourTo)
        .executeTakeFirstOrThrow();
      return BigInt(row.paid);
    },

    async insertStatement(s: NewStatement) {
      return db.insertInto('payroll_statements').values(s).returning('id').executeTakeFirstOrThrow();
    },
  };
}

/** Runs, payout statements and the reads a run needs. */
export function payrollRunsRepository(db: Db) {
  return { ...runRows(db), ...contractRows(db) };
}

export type PayrollRunsRepository = ReturnType<typeof payrollRunsRepository>;
