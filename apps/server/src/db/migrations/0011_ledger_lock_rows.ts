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
   returns int language plpgsql as $$
   declare
     n int := coalesce(array_length(p_merchant, 1), 0);
     ids bigint[] := '{}'; shards int[] := '{}'; a ledger_accounts; c ledger_accounts; i int; v_count int;
   begin
     for i in 1..n loop
       select * into a from ledger_accounts x where x.merchant_id = p_merchant[i] and x.currency = p_currency[i]
          and x.owner_kind = p_debit_kind[i] and x.owner_id = p_debit_owner[i] and x.purpose = p_debit_purpose[i];
       if found then
         select * into c from ledger_accounts x where x.merchant_id = p_merchant[i] and x.currency = p_currency[i]
            and x.owner_kind = p_credit_kind[i] and x.owner_id = p_credit_owner[i] and x.purpose = p_credit_purpose[i];
       end if;
       continue when not found;
       ids := ids || a.id || c.id;
       shards := shards || ledger_pick_shard(a.shards, c.id) || ledger_pick_shard(c.shards, a.id);
     end loop;
     select count(*) into v_count from (
       select 1 from ledger_balances x
         join (select distinct unnest(ids) as account_id, unnest(shards) as shard) k
           on x.account_id = k.account_id and x.shard = k.shard
        order by x.account_id, x.shard
          for update of x) locked;
     return v_count;
   end $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_lock_rows(int[], text[], text[], text[], text[], text[], text[], text[])`.execute(
    db,
  );
}
