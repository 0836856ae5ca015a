import type { AccountLineType } from '@pf/shared';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';

/**
 * Ledger kind → the type an agent filters its lines by, in SQL so the filter runs in the database.
 * Payroll pays with kinds 'salary' and 'dividend' (payroll-run.ts); the rest follow the records.
 */
const typeOf = sql<AccountLineType>`case
  when t.kind = 'salary' then 'salary'
  when t.kind = 'dividend' then 'dividend'
  when t.kind like '%rebate%' then 'rebate'
  when t.kind in ('wallet_transfer', 'upline_transfer', 'downline_transfer') then 'transfer'
  when t.kind = 'deposit' then 'deposit'
  when t.kind in ('withdraw', 'withdraw_return', 'withdraw_payout') then 'withdraw'
  when t.kind in ('bet', 'payout', 'win') or t.kind like '%\\_bet' or t.kind like '%\\_refund'
    or t.kind like '%\\_win' or t.kind like '%\\_payout' then 'game'
  else 'other' end`;

/** The username of the member whose account is on the other side of the line, if a member's. */
const counterpartyOf = (own: bigint[]) => sql<string | null>`(
  select m.username from ledger_accounts a
  join members m on a.owner_kind = 'member' and m.id::text = a.owner_id and m.merchant_id = a.merchant_id
  where a.id = case when t.credit_account_id in (${sql.join(own)}) then t.debit_account_id
                    else t.credit_account_id end)`;

/** The agent's own posted cash movements: nobody else's accounts are ever named here. */
export function ownLedgerRepository(db: Db) {
  const base = (merchantId: number, accountIds: bigint[], from: Date, to: Date) =>
    db
      .selectFrom('ledger_transfers as t')
      .where('t.merchant_id', '=', merchantId)
      .where((eb) =>
        eb.or([eb('t.debit_account_id', 'in', accountIds), eb('t.credit_account_id', 'in', accountIds)]),
      )
      // Reservations and releases move no posted money; their 'post' does.
      .where('t.phase', 'in', ['single', 'post'])
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to);

  return {
    async page(f: {
      merchantId: number;
      accountIds: bigint[];
      from: Date;
      to: Date;
      type: AccountLineType | undefined;
      limit: number;
      offset: number;
    }) {
      const filtered = () => {
        const q = base(f.merchantId, f.accountIds, f.from, f.to);
        return f.type ? q.where(typeOf as Expression<string>, '=', f.type) : q;
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
              counterpartyOf(f.accountIds).as('counterparty'),
              't.amount',
              't.credit_account_id',
              't.created_at',
            ])
            .orderBy('t.id', 'desc'),
        f,
      );
    },

    /** Money credited to the accounts per UTC day and income kind (salary, dividend, rebate). */
    async incomeByDay(merchantId: number, accountIds: bigint[], from: Date, to: Date) {
      return base(merchantId, accountIds, from, to)
        .where('t.credit_account_id', 'in', accountIds)
        .where(typeOf as Expression<string>, 'in', ['salary', 'dividend', 'rebate'])
        .select([
          sql<string>`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          typeOf.as('type'),
          sql<string>`sum(t.amount)::text`.as('amount'),
        ])
        .groupBy([sql`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')`, typeOf])
        .orderBy('day', 'desc')
        .execute();
    },
  };
}

export type OwnLedgerRepository = ReturnType<typeof ownLedgerRepository>;
