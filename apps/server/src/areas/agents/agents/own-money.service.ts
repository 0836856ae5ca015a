import {
  type AccountLineType,
  formatMinorPlain,
  INCOME_KINDS,
  type IncomeKind,
  type Period,
} from '@pf/shared';
import type { LedgerService } from '../../money/index.ts';
import { periodStart } from '../../money/index.ts';
import type { OwnLedgerRepository } from './own-ledger.repository.ts';
import { type AgentCaller, requireAgent } from './team.guard.ts';

interface Paged {
  pageNo: number;
  pageSize: number;
}

/**
 * §2 Agent centre: my income and account details. Both read only the caller's own cash account;
 * no request names another account, so there is nothing to point elsewhere.
 */
export function ownMoneyService(deps: { own: OwnLedgerRepository; ledger: LedgerService; now: () => Date }) {
  function window(period: Period) {
    const to = deps.now();
    return { from: periodStart(period, to), to };
  }

  async function cashAccounts(caller: AgentCaller & { currency: string }): Promise<bigint[]> {
    const accounts = await deps.ledger.ownerAccounts(
      caller.merchantId,
      'member',
      caller.memberId,
      caller.currency,
    );
    return accounts.filter((a) => a.purpose === 'cash').map((a) => a.accountId);
  }

  return {
    async income(caller: AgentCaller & { currency: string }, period: Period) {
      requireAgent(caller);
      const { from, to } = window(period);
      const ids = await cashAccounts(caller);
      const rows = ids.length ? await deps.own.incomeByDay(caller.merchantId, ids, from, to) : [];
      const zero = (): Record<IncomeKind, bigint> => ({ salary: 0n, dividend: 0n, rebate: 0n });
      const byDay = new Map<string, Record<IncomeKind, bigint>>();
      const totals = zero();
      for (const r of rows) {
        const kind = r.type as IncomeKind;
        if (!INCOME_KINDS.includes(kind)) continue;
        const day = byDay.get(r.day) ?? zero();
        day[kind] += BigInt(r.amount);
        totals[kind] += BigInt(r.amount);
        byDay.set(r.day, day);
      }
      const view = (v: Record<IncomeKind, bigint>) => ({
        salary: formatMinorPlain(v.salary),
        dividend: formatMinorPlain(v.dividend),
        rebate: formatMinorPlain(v.rebate),
        total: formatMinorPlain(v.salary + v.dividend + v.rebate),
      });
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        days: [...byDay.entries()].map(([day, v]) => ({ day, ...view(v) })),
        totals: view(totals),
      };
    },

    async accountDetails(
      caller: AgentCaller & { currency: string },
      q: Paged & { period: Period; type?: AccountLineType | undefined },
    ) {
      requireAgent(caller);
      const { from, to } = window(q.period);
      const ids = await cashAccounts(caller);
      const { rows, total } = ids.length
        ? await deps.own.page({
            merchantId: caller.merchantId,
            accountIds: ids,
            from,
            to,
            type: q.type,
            limit: q.pageSize,
            offset: (q.pageNo - 1) * q.pageSize,
          })
        : { rows: [], total: 0 };
      return {
        period: q.period,
        from: from.toISOString(),
        to: to.toISOString(),
        list: rows.map((r) => ({
          id: r.id.toString(),
          type: r.type,
          kind: r.kind,
          amount: formatMinorPlain(ids.includes(r.credit_account_id) ? r.amount : -r.amount),
          reference: r.reference || null,
          counterparty: r.counterparty,
          createdAt: r.created_at.toISOString(),
        })),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },
  };
}

export type OwnMoneyService = ReturnType<typeof ownMoneyService>;
