import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface ReconcileReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
}

/**
 * Proves the ledger from its own rows:
 *  1. per currency, the posted balances of all accounts sum to zero;
 *  2. every account's balance (over its shards) equals credits - debits of its posted transfers;
 *  3. every account's pending equals its open holds;
 *  4. every hold belongs to an unresolved pending transfer and every unresolved pending transfer
 *     has its hold (no orphans either way);
 *  5. no hold is past its expiry by more than `graceSeconds` (the sweeper is keeping up);
 *  6. transfers point at existing accounts of their merchant and currency.
 */
export async function reconcileLedger(
  db: Db,
  opts: { graceSeconds?: number; progress?: (msg: string) => void } = {},
): Promise<ReconcileReport> {
  const say = opts.progress ?? (() => {});
  const grace = opts.graceSeconds ?? 300;
  const problems: string[] = [];
  const steps = 6;
  const step = (n: number, what: string) => say(`[${n}/${steps}] ${what}`);

  const counts = await sql<{ accounts: bigint; transfers: bigint }>`
    select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transfers) as transfers`.execute(
    db,
  );
  const accounts = Number(counts.rows[0]?.accounts ?? 0);
  const transfers = Number(counts.rows[0]?.transfers ?? 0);
  say(`checking ${accounts} accounts and ${transfers} transfers`);

  step(1, 'sum of balances per currency');
  const sums = await sql<{ currency: string; total: bigint }>`
    select a.currency, sum(b.balance)::bigint as total
      from ledger_balances b join ledger_accounts a on a.id = b.account_id
     group by a.currency having sum(b.balance) <> 0`.execute(db);
  for (const r of sums.rows) problems.push(`currency ${r.currency}: balances sum to ${r.total}, not 0`);

  step(2, 'each balance against its transfers');
  const drift = await sql<{ account_id: bigint; stored: bigint; computed: bigint }>`
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
     order by 1 limit 1000`.execute(db);
  for (const r of drift.rows) {
    problems.push(`account ${r.account_id}: balance ${r.stored} but its transfers give ${r.computed}`);
  }

  step(3, 'pending amounts against open holds');
  const pend = await sql<{ account_id: bigint; stored: bigint; held: bigint }>`
    with held as (
      select debit_account_id as account_id, debit_shard as shard, sum(amount)::bigint as total
        from ledger_holds group by 1, 2
    )
    select coalesce(b.account_id, h.account_id) as account_id, coalesce(b.pending, 0)::bigint as stored,
           coalesce(h.total, 0)::bigint as held
      from ledger_balances b full join held h on h.account_id = b.account_id and h.shard = b.shard
     where coalesce(b.pending, 0) <> coalesce(h.total, 0)
     order by 1 limit 1000`.execute(db);
  for (const r of pend.rows) {
    problems.push(`account ${r.account_id}: pending ${r.stored} but open holds total ${r.held}`);
  }

  step(4, 'orphan reservations');
  const orphanHolds = await sql<{ transfer_id: bigint; why: string }>`
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
     limit 1000`.execute(db);
  for (const r of orphanHolds.rows) problems.push(`hold ${r.transfer_id} ${r.why}`);
  const lost = await sql<{ id: bigint }>`
    select p.id from ledger_transfers p
     where p.phase = 'pending'
       and not exists (select 1 from ledger_holds h where h.transfer_id = p.id)
       and not exists (select 1 from ledger_transfers r where r.pending_id = p.id)
     limit 1000`.execute(db);
  for (const r of lost.rows) problems.push(`pending transfer ${r.id} is neither held nor resolved`);
  const badOutcome = await sql<{ id: bigint }>`
    select r.id from ledger_transfers r left join ledger_transfers p on p.id = r.pending_id
     where r.pending_id is not null and (p.id is null or p.phase <> 'pending' or r.amount > p.amount
       or r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id)
     limit 1000`.execute(db);
  for (const r of badOutcome.rows) problems.push(`transfer ${r.id} resolves no matching reservation`);

  step(5, `reservations expired more than ${grace}s ago`);
  const expired = await sql<{ transfer_id: bigint; expires_at: Date }>`
    select transfer_id, expires_at from ledger_holds
     where expires_at < now() - make_interval(secs => ${grace}::int) order by expires_at limit 1000`.execute(
    db,
  );
  for (const r of expired.rows) {
    problems.push(
      `hold ${r.transfer_id} expired at ${new Date(r.expires_at).toISOString()} but is still open`,
    );
  }

  step(6, 'transfer accounts exist and match merchant and currency');
  const dangling = await sql<{ id: bigint }>`
    select t.id from ledger_transfers t
      left join ledger_accounts d on d.id = t.debit_account_id
      left join ledger_accounts c on c.id = t.credit_account_id
     where d.id is null or c.id is null or d.merchant_id <> t.merchant_id or c.merchant_id <> t.merchant_id
        or d.currency <> t.currency or c.currency <> t.currency
     limit 1000`.execute(db);
  for (const r of dangling.rows) problems.push(`transfer ${r.id} points at a missing or foreign account`);

  say(problems.length ? `${problems.length} problem(s) found` : 'ledger is consistent');
  return { ok: problems.length === 0, problems, accounts, transfers };
}
