import type { ContractType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** null merchantId: platform staff, every brand. */
export interface RunFilter {
  merchantId: number | null;
  type?: ContractType | undefined;
  status?: 'running' | 'done' | undefined;
}

export interface StatementFilter {
  merchantId: number | null;
  runId?: bigint | undefined;
  type?: ContractType | undefined;
  username?: string | undefined;
}

interface Page {
  pageNo: number;
  pageSize: number;
}

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function runRows(db: Db, f: RunFilter) {
  return db
    .selectFrom('payroll_runs as r')
    .innerJoin('merchants as b', 'b.id', 'r.merchant_id')
    .$if(f.merchantId !== null, (q) => q.where('r.merchant_id', '=', f.merchantId as number))
    .$if(f.type !== undefined, (q) => q.where('r.contract_type', '=', f.type as ContractType))
    .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status as 'running' | 'done'));
}

const RUN_TOTAL = sql<string>`(select coalesce(sum(s.amount), 0)::text from payroll_statements s
  where s.merchant_id = r.merchant_id and s.contract_type = r.contract_type
    and s.period_kind = r.period_kind and s.period_from = r.period_from)`.as('total');

function statementRows(db: Db, f: StatementFilter) {
  return db
    .selectFrom('payroll_statements as s')
    .innerJoin('members as u', 'u.id', 's.upline_id')
    .innerJoin('members as d', 'd.id', 's.downline_id')
    .leftJoin('payroll_runs as r', (j) =>
      j
        .onRef('r.merchant_id', '=', 's.merchant_id')
        .onRef('r.contract_type', '=', 's.contract_type')
        .onRef('r.period_kind', '=', 's.period_kind')
        .onRef('r.period_from', '=', 's.period_from'),
    )
    .$if(f.merchantId !== null, (q) => q.where('s.merchant_id', '=', f.merchantId as number))
    .$if(f.runId !== undefined, (q) => q.where('r.id', '=', f.runId as bigint))
    .$if(f.type !== undefined, (q) => q.where('s.contract_type', '=', f.type as ContractType))
    .$if(f.username !== undefined, (q) => {
      const like = `%${literal((f.username as string).toLowerCase())}%`;
      return q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(u.username)`, 'like', like),
          eb(sql<string>`lower(d.username)`, 'like', like),
        ]),
      );
    });
}

/** The back office's reading of payroll: runs with what they paid, and the statements they wrote. */
export function payrollDeskRepository(db: Db) {
  const runs = (f: RunFilter) =>
    runRows(db, f)
      .selectAll('r')
      .select(['b.code as merchant_code', 'b.currency', RUN_TOTAL])
      .orderBy('r.period_from', 'desc')
      .orderBy('r.id', 'desc');
  const statements = (f: StatementFilter) =>
    statementRows(db, f)
      .selectAll('s')
      .select(['u.username as upline', 'd.username as downline', 'r.id as run_id'])
      .orderBy('s.period_from', 'desc')
      .orderBy('s.id', 'desc');
  return {
    async runsPage(f: RunFilter, p: Page) {
      const [rows, n] = await Promise.all([
        runs(f)
          .limit(p.pageSize)
          .offset((p.pageNo - 1) * p.pageSize)
          .execute(),
        runRows(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: n.n };
    },
    allRuns: (f: RunFilter) => runs(f).limit(10_000).execute(),
    run: (runId: bigint, merchantId: number | null) =>
      runs({ merchantId }).where('r.id', '=', runId).executeTakeFirst(),
    async statementsPage(f: StatementFilter, p: Page) {
      const [rows, n] = await Promise.all([
        statements(f)
          .limit(p.pageSize)
          .offset((p.pageNo - 1) * p.pageSize)
          .execute(),
        statementRows(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: n.n };
    },
    allStatements: (f: StatementFilter) => statements(f).limit(50_000).execute(),
    statement: (id: bigint, merchantId: number | null) =>
      statements({ merchantId }).where('s.id', '=', id).executeTakeFirst(),
  };
}

export type RunRow = Awaited<ReturnType<ReturnType<typeof payrollDeskRepository>['allRuns']>>[number];
export type DeskStatementRow = Awaited<
  ReturnType<ReturnType<typeof payrollDeskRepository>['allStatements']>
>[number];
