import { type Kysely, sql } from 'kysely';

/**
 * Locks, in the global (account, shard) order, every balance row a list of transfers will touch.
 * A transaction that makes several transfers (a draw's payouts or refunds) calls it first: its
 * transfers then take no row lock in another order, so it cannot deadlock with single transfers
 * (which lock their two rows in that order) nor with batches. Accounts that do not exist yet are
 * skipped; the transfer creates them and nobody else can hold their new rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create function ledger_lock_rows(
     p_merchant int[], p_currency text[],
     p_debit_kind text[], p_debit_owner text[], p_debit_purpose text[],
     p_credit_kind text[], p_credit_owner text[], p_credit_purpose text[])
   returns int language sql as $$
     select ledger_lock(coalesce(array_agg(r.account_id), '{}'), coalesce(array_agg(r.shard), '{}'))
       from ledger_pairs(p_merchant, p_currency, p_debit_kind, p_debit_owner, p_debit_purpose,
                         p_credit_kind, p_credit_owner, p_credit_purpose) p
       cross join lateral (values (p.debit_id, p.debit_shard), (p.credit_id, p.credit_shard)) r(account_id, shard)
      where p.debit_id is not null and p.credit_id is not null
   $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_lock_rows(int[], text[], text[], text[], text[], text[], text[], text[])`.execute(
    db,
  );
}
