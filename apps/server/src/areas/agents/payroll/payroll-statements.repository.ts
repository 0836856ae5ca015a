import type { ContractType } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** Statements as their two parties read them: only rows naming the member on the asked side. */
export function payrollStatementsRepository(db: Db) {
  return {
    async page(q: {
      merchantId: number;
      memberId: bigint;
      role: 'payer' | 'payee';
      type?: ContractType | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const side = q.role === 'payer' ? 's.upline_id' : 's.downline_id';
      let base = db
        .selectFrom('payroll_statements as s')
        .where('s.merchant_id', '=', q.merchantId)
        .where(side, '=', q.memberId);
      if (q.type) base = base.where('s.contract_type', '=', q.type);
      const [rows, count] = await Promise.all([
        base
          .innerJoin('members as u', 'u.id', 's.upline_id')
          .innerJoin('members as d', 'd.id', 's.downline_id')
          .selectAll('s')
          .select(['u.username as upline', 'd.username as downline'])
          .orderBy('s.period_from', 'desc')
          .orderBy('s.id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}

export type StatementRow = Awaited<
  ReturnType<ReturnType<typeof payrollStatementsRepository>['page']>
>['rows'][number];
