import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** The read-only checks of the ledger's reconciliation (`ledger.reconcile.ts`); a row-level check answers at most 1000 rows. */
export function reconcileRepository(db: Db) {
  return {
    /** Accounts and transfers on the books. */
    async counts(): Promise<{ accounts: bigint; transfers: bigint }[]> {
      return (
        await sql<{ accounts: bigint; transfers: bigint }>`
    select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transfers) as transfers`.execute(
          db,
        )
      ).rows;
    },

    /** Currencies whose posted balances do not sum to zero. */
    async unbalancedCurrencies(): Promise<{ currency: string; total: bigint }[]> {
      return (
        await sql<{ currency: string; total: bigint }>`
    select a.currency, sum(b.balance)::bigint as total
      from ledger_balances b join ledger_accounts a on a.id = b.account_id
     group by a.currency having sum(b.balance) <> 0`.execute(db)
      ).rows;
    },

    /** Accounts whose balance differs from credits - debits of their posted transfers. */
    async balanceDrift(): Promise<{ account_id: bigint; stored: bigint; computed: bigint }[]> {
      return (
        await sql<{ account_id: bigint; stored: bigint; computed: bigint }>`
    with moved as (
      select account_id, sum(delta)::bigint as total from (
        select credit_account_id as account_id, amount as delta from ledger_transfers where phase in ('single', 'post')
        union all
        select debit_account_id, -amount from ledger_transfers where phase in ('single', 'post')
      ) m group by account_id
    ), stored as (
      select account_id, sum(balance)::bigint as total from ledger_balances group by account_id
    )
    select coalesce(s.account_id, m.account_id) as account_id, coalesce(s.total, 0)::bigint as stored,
           coalesce(m.total, 0)::bigint as computed
      from stored s full join moved m on m.account_id = s.account_id
     where coalesce(s.total, 0) <> coalesce(m.total, 0)
     order by 1 limit 1000`.execute(db)
      ).rows;
    },

    /** Account shards whose pending amount differs from their open holds. */
    async pendingDrift(): Promise<{ account_id: bigint; stored: bigint; held: bigint }[]> {
      return (
        await sql<{ account_id: bigint; stored: bigint; held: bigint }>`
    with held as (
      select debit_account_id as account_id, debit_shard as shard, sum(amount)::bigint as total
        from ledger_holds group by 1, 2
    )
    select coalesce(b.account_id, h.account_id) as account_id, coalesce(b.pending, 0)::bigint as stored,
           coalesce(h.total, 0)::bigint as held
      from ledger_balances b full join held h on h.account_id = b.account_id and h.shard = b.shard
     where coalesce(b.pending, 0) <> coalesce(h.total, 0)
     order by 1 limit 1000`.execute(db)
      ).rows;
    },

    /** Holds without a matching unresolved pending transfer, and why. */
    async orphanHolds(): Promise<{ transfer_id: bigint; why: string }[]> {
      return (
        await sql<{ transfer_id: bigint; why: string }>`
    select h.transfer_id,
           case when p.id is null then 'has no transfer'
                when p.phase <> 'pending' then 'points at a ' || p.phase || ' transfer'
                when p.amount <> h.amount or p.debit_account_id <> h.debit_account_id
                  or p.credit_account_id <> h.credit_account_id then 'differs from its transfer'
                else 'is already resolved' end as why
      from ledger_holds h
      left join ledger_transfers p on p.id = h.transfer_id
     where p.id is null or p.phase <> 'pending' or p.amount <> h.amount
        or p.debit_account_id <> h.debit_account_id or p.credit_account_id <> h.credit_account_id
        or exists (select 1 from ledger_transfers r where r.pending_id = h.transfer_id)
     limit 1000`.execute(db)
      ).rows;
    },

    /** Pending transfers neither held nor resolved. */
    async lostPendings(): Promise<{ id: bigint }[]> {
      return (
        await sql<{ id: bigint }>`
    select p.id from ledger_transfers p
     where p.phase = 'pending'
       and not exists (select 1 from ledger_holds h where h.transfer_id = p.id)
       and not exists (select 1 from ledger_transfers r where r.pending_id = p.id)
     limit 1000`.execute(db)
      ).rows;
    },

    /** Transfers that resolve no matching reservation. */
    async badOutcomes(): Promise<{ id: bigint }[]> {
      return (
        await sql<{ id: bigint }>`
    select r.id from ledger_transfers r left join ledger_transfers p on p.id = r.pending_id
     where r.pending_id is not null and (p.id is null or p.phase <> 'pending' or r.amount > p.amount
       or r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id)
     limit 1000`.execute(db)
      ).rows;
    },

    /** Holds past their expiry by more than `graceSeconds`. */
    async expiredHolds(grace: number): Promise<{ transfer_id: bigint; expires_at: Date }[]> {
      return (
        await sql<{ transfer_id: bigint; expires_at: Date }>`
    select transfer_id, expires_at from ledger_holds
     where expires_at < now() - make_interval(secs => ${grace}::int) order by expires_at limit 1000`.execute(
          db,
        )
      ).rows;
    },

    /** Transfers pointing at a missing account or one of another merchant or currency. */
    async danglingTransfers(): Promise<{ id: bigint }[]> {
      return (
        await sql<{ id: bigint }>`
    select t.id from ledger_transfers t
      left join ledger_accounts d on d.id = t.debit_account_id
      left join ledger_accounts c on c.id = t.credit_account_id
     where d.id is null or c.id is null or d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id
        or d.currency <> t.currency or c.currency <> t.currency
     limit 1000`.execute(db)
      ).rows;
    },
  };
}
