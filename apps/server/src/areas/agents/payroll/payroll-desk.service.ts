import { type BoStatement, type ContractType, formatMinorPlain, type PayrollRun } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../../identity/index.ts';
import {
  type DeskStatementRow,
  payrollDeskRepository,
  type RunRow,
  type StatementFilter,
} from './payroll-desk.repository.ts';
import { runPayrollPeriod } from './payroll-run.ts';
import { statementView } from './payroll-statements.service.ts';

export const RUNS_HEADER = [
  'id',
  'brand',
  'type',
  'period',
  'from',
  'to',
  'status',
  'contracts',
  'paid',
  'failed',
  'total',
  'currency',
];
export const STATEMENTS_HEADER = [
  'id',
  'run',
  'type',
  'period',
  'upline',
  'downline',
  'paid_by',
  'valid_bet',
  'profit_loss',
  'active_members',
  'base',
  'rate_bps',
  'amount',
  'currency',
  'transfer',
];

function runView(r: RunRow): PayrollRun {
  return {
    id: r.id.toString(),
    merchantCode: r.merchant_code,
    type: r.contract_type,
    periodKind: r.period_kind,
    periodFrom: r.period_from.toISOString(),
    periodTo: r.period_to.toISOString(),
    periodLabel: r.period_label,
    status: r.status,
    contracts: r.contracts,
    paid: r.paid,
    failed: r.failed,
    total: formatMinorPlain(r.total),
    currency: r.currency,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
  };
}

const boStatementView = (r: DeskStatementRow): BoStatement => ({
  ...statementView(r),
  runId: r.run_id?.toString() ?? null,
});

interface Paging {
  pageNo: number;
  pageSize: number;
}
type RunsQuery = { type?: ContractType | undefined; status?: 'running' | 'done' | undefined };
type StatementsQuery = {
  runId?: string | undefined;
  type?: ContractType | undefined;
  username?: string | undefined;
};

const paged = <T>(list: T[], total: number, p: Paging) => ({
  list,
  pageNo: p.pageNo,
  totalPages: Math.ceil(total / p.pageSize),
  total,
});

const statementFilter = (staff: StaffSession, q: StatementsQuery): StatementFilter => ({
  merchantId: staff.merchantId,
  runId: q.runId === undefined ? undefined : BigInt(q.runId),
  type: q.type,
  username: q.username,
});

/** The payroll desk: runs and what each paid, a rerun of one left open, and every statement. */
export function payrollDeskService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const repo = payrollDeskRepository(deps.db);
  return {
    async runs(staff: StaffSession, q: RunsQuery & Paging) {
      const { rows, total } = await repo.runsPage({ merchantId: staff.merchantId, ...q }, q);
      return paged(rows.map(runView), total, q);
    },
    async *runsCsv(staff: StaffSession, q: RunsQuery) {
      for (const r of (await repo.allRuns({ merchantId: staff.merchantId, ...q })).map(runView)) {
        yield [
          r.id,
          r.merchantCode,
          r.type,
          r.periodLabel,
          r.periodFrom,
          r.periodTo,
          r.status,
          r.contracts,
          r.paid,
          r.failed,
          r.total,
          r.currency,
        ];
      }
    },
    async statements(staff: StaffSession, q: StatementsQuery & Paging) {
      const { rows, total } = await repo.statementsPage(statementFilter(staff, q), q);
      return paged(rows.map(boStatementView), total, q);
    },
    async *statementsCsv(staff: StaffSession, q: StatementsQuery) {
      for (const s of (await repo.allStatements(statementFilter(staff, q))).map(boStatementView)) {
        yield [
          s.id,
          s.runId ?? '',
          s.contractType,
          s.periodLabel,
          s.upline,
          s.downline,
          s.paidBy,
          s.validBet,
          s.profitLoss,
          s.activeMembers,
          s.base,
          s.rateBps,
          s.amount,
          s.currency,
          s.transferId ?? '',
        ];
      }
    },
    async statement(staff: StaffSession, statementId: bigint) {
      const row = await repo.statement(statementId, staff.merchantId);
      if (!row) throw new AppError('NOT_FOUND', 'Statement not found');
      return boStatementView(row);
    },

    /** Settles what a run left unpaid, through the same settlement as the schedule (each contract once). */
    async rerun(staff: StaffSession, runId: bigint, ip: string) {
      const run = await repo.run(runId, staff.merchantId);
      if (!run) throw new AppError('NOT_FOUND', 'Payroll run not found');
      if (run.status === 'done') throw new AppError('PAYROLL_RUN_DONE');
      const period = {
        kind: run.period_kind,
        from: run.period_from,
        to: run.period_to,
        label: run.period_label,
      };
      const q = { merchantId: run.merchant_id, type: run.contract_type, period, now: deps.now() };
      const result = await runPayrollPeriod(deps.db, q);
      await deps.audit.record({
        staffId: staff.staffId,
        action: 'payroll.rerun',
        targetType: 'payroll_run',
        targetId: run.id,
        before: { status: run.status, failed: run.failed },
        after: { ...result },
        ip,
      });
      return runView((await repo.run(runId, staff.merchantId)) as RunRow);
    },
  };
}

export type PayrollDeskService = ReturnType<typeof payrollDeskService>;
