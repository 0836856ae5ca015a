/** Record types the member filters by (transactionHistory); every ledger kind falls in one. */
import type { RecordType } from '@pf/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';

export { RECORD_TYPES, type RecordType } from '@pf/shared';

/**
 * Ledger kind → record type, in SQL so filters and sums run in the database. Refunds of bets
 * count as bets (they net the stake); rebates and commissions count as bonus.
 */
const typeOf = sql<RecordType>`case
  when t.kind = 'deposit' then 'deposit'
  when t.kind in ('withdraw', 'withdraw_return', 'withdraw_payout') then 'withdraw'
  when t.kind in ('wallet_transfer', 'upline_transfer', 'downline_transfer') then 'transfer'
  when t.kind = 'bet' or t.kind like '%\\_bet' or t.kind like '%\\_refund' then 'bet'
  when t.kind in ('payout', 'win') or t.kind like '%\\_win' or t.kind like '%\\_payout' then 'win'
  when t.kind like '%bonus%' or t.kind like '%rebate%' or t.kind like '%commission%' then 'bonus'
  else 'other' end`;

export interface RecordRow {
  id: bigint;
  kind: string;
  type: RecordType;
  reference: string;
  amount: bigint;
  debit_account_id: bigint;
  credit_account_id: bigint;
  created_at: Date;
}

/** Read-only queries over the ledger for the member's records (main wallet: cash and bonus). */
export function recordsRepository(db: Db) {
  const base = (merchantId: number, accountIds: bigint[], from: Date) =>
    db
      .selectFrom('ledger_transfers as t')
      .where('t.merchant_id', '=', merchantId)
      .where((eb) =>
        eb.or([eb('t.debit_account_id', 'in', accountIds), eb('t.credit_account_id', 'in', accountIds)]),
      )
      // Reservations and releases move no posted money; their 'post' does.
      .where('t.phase', 'in', ['single', 'post'])
      .where('t.created_at', '>=', from);

  const ids = (accountIds: bigint[]) => sql.join(accountIds.map((id) => sql`${id.toString()}::bigint`));

  return {
    async page(f: {
      merchantId: number;
      accountIds: bigint[];
      from: Date;
      type: RecordType | undefined;
      onlyCreditTo?: bigint | undefined;
      offset: number;
      limit: number;
    }): Promise<{ rows: RecordRow[]; total: number }> {
      const filtered = () => {
        let q = base(f.merchantId, f.accountIds, f.from);
        if (f.type && f.onlyCreditTo !== undefined) {
          const credit = f.onlyCreditTo;
          q = q.where((eb) =>
            eb.or([eb(typeOf, '=', f.type as RecordType), eb('t.credit_account_id', '=', credit)]),
          );
        } else if (f.type) {
          q = q.where(typeOf as Expression<string>, '=', f.type);
        }
        return q;
      };
      return pageWithTotal(
        filtered(),
        (q) =>
          q
            .select([
              't.id',
              't.kind',
              typeOf.as('type'),
              't.reference',
              't.amount',
              't.debit_account_id',
              't.credit_account_id',
              't.created_at',
            ])
            .orderBy('t.id', 'desc'),
        f,
      );
    },

    /** Net money per record type since `from`, signed from the member's side. */
    async sums(merchantId: number, accountIds: bigint[], from: Date) {
      const inAccounts = sql<SqlBool>`t.credit_account_id in (${ids(accountIds)})`;
      return base(merchantId, accountIds, from)
        .select([
          typeOf.as('type'),
          sql<string>`coalesce(sum(case when ${inAccounts} then t.amount else -t.amount end), 0)::text`.as(
            'net',
          ),
        ])
        .groupBy(typeOf)
        .execute();
    },
  };
}
