import {
  formatMinorPlain,
  type PayrollStatement,
  type PayrollStatementList,
  type PayrollStatementsQuery,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { payrollStatementsRepository, type StatementRow } from './payroll-statements.repository.ts';

function tierView(t: StatementRow['tier']): PayrollStatement['tier'] {
  if (!t) return null;
  return {
    ...(t.minValidBet !== undefined ? { minValidBet: formatMinorPlain(BigInt(t.minValidBet)) } : {}),
    ...(t.minProfit !== undefined ? { minProfit: formatMinorPlain(BigInt(t.minProfit)) } : {}),
    minActiveMembers: t.minActiveMembers,
    rateBps: t.rateBps,
  };
}

export function statementView(r: StatementRow): PayrollStatement {
  return {
    id: r.id.toString(),
    contractId: r.contract_id.toString(),
    contractType: r.contract_type,
    upline: r.upline,
    downline: r.downline,
    paidBy: r.paid_by,
    periodKind: r.period_kind,
    periodFrom: r.period_from.toISOString(),
    periodTo: r.period_to.toISOString(),
    periodLabel: r.period_label,
    validBet: formatMinorPlain(r.valid_bet),
    payout: formatMinorPlain(r.payout),
    profitLoss: formatMinorPlain(r.profit_loss),
    activeMembers: r.active_members,
    carryIn: formatMinorPlain(r.carry_in),
    base: formatMinorPlain(r.base),
    carryOut: formatMinorPlain(r.carry_out),
    tier: tierView(r.tier),
    rateBps: r.rate_bps,
    amount: formatMinorPlain(r.amount),
    currency: r.currency,
    transferId: r.transfer_id?.toString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

/** The statements list of §7 Payroll: a member sees the contracts it gave, or is paid on. */
export function payrollStatementsService(db: Db) {
  const repo = payrollStatementsRepository(db);
  return {
    async list(
      who: { merchantId: number; memberId: bigint },
      q: PayrollStatementsQuery,
    ): Promise<PayrollStatementList> {
      const { rows, total } = await repo.page({ ...who, ...q });
      return {
        list: rows.map(statementView),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },
  };
}
