import { type Kysely, sql } from 'kysely';

/**
 * Several immediate transfers in one call and one commit: the ledger service groups transfers that
 * callers make at the same moment, so concurrent bets share a round trip and a WAL flush.
 *
 * Each item keeps the rules of `ledger_transfer` (idempotency, guarded non-negative balances, the
 * same shard choice) and fails or succeeds on its own: a refusal (LD001 insufficient funds, LD002
 * key reused with other data, LD006 invalid) is answered in that item's row and writes nothing.
 *
 * Deadlocks and waits: every balance row the batch will touch is locked first, in (account, shard)
 * order, the order single transfers lock their two rows in. Other writers (a draw's settlement
 * paying many members in one transaction) lock in their own order, so the batch never waits long:
 * it runs with a 50 ms lock timeout and, when that fires, fails as a whole before it has written
 * anything that stays; the service then sends its transfers one by one. So a batch can neither
 * deadlock with such a transaction nor hold up unrelated transfers behind one busy row. Funds are
 * checked on the locked rows before anything is written, so no item needs a savepoint.
 *
 * Accounts are only looked up here. An item whose account does not exist yet comes back with
 * neither a transfer nor an error and is sent alone, so that a refused transfer never leaves a new
 * account behind (as with `ledger_transfer`).
 *
 * Items arrive as parallel arrays (one element per transfer). `ledger_pairs` (their accounts and
 * shards, looked up in one statement) and `ledger_lock` (rows locked in the global order) serve the
 * batch here and the payout lock of migration 0011.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of functions) await sql.raw(fn).execute(db);
}

const ACCOUNT_ARRAYS = `p_merchant int[], p_currency text[],
     p_debit_kind text[], p_debit_owner text[], p_debit_purpose text[],
     p_credit_kind text[], p_credit_owner text[], p_credit_purpose text[]`;

const functions = [
  // Each item's two accounts and the shards a transfer between them uses; null ids where an account
  // does not exist yet. idx counts from 1, like the arrays.
  `create function ledger_pairs(${ACCOUNT_ARRAYS})
   returns table (idx int, debit_id bigint, debit_shard int, debit_single boolean,
                  credit_id bigint, credit_shard int, credit_single boolean)
   language plpgsql stable as $$
   declare d ledger_accounts; c ledger_accounts;
   begin
     -- One unique-index probe per account: batches are small, and a join over unnest() is planned
     -- for a hundred rows and scans the accounts instead.
     for i in 1..coalesce(array_length(p_merchant, 1), 0) loop
       select * into d from ledger_accounts x where x.merchant_id = p_merchant[i] and x.currency = p_currency[i]
          and x.owner_kind = p_debit_kind[i] and x.owner_id = p_debit_owner[i] and x.purpose = p_debit_purpose[i];
       select * into c from ledger_accounts x where x.merchant_id = p_merchant[i] and x.currency = p_currency[i]
          and x.owner_kind = p_credit_kind[i] and x.owner_id = p_credit_owner[i] and x.purpose = p_credit_purpose[i];
       return query select i, d.id, ledger_pick_shard(d.shards, c.id), d.shards = 1,
                           c.id, ledger_pick_shard(c.shards, d.id), c.shards = 1;
     end loop;
   end $$`,

  // Locks these balance rows in (account, shard) order, the order every ledger writer uses.
  // plpgsql, like the other ledger functions, so its statements are planned once per connection.
  `create function ledger_lock(p_accounts bigint[], p_shards int[]) returns int
   language plpgsql as $$
   declare v int;
   begin
     select count(*)::int into v from (
       select 1 from ledger_balances x
         join (select distinct unnest(p_accounts) as account_id, unnest(p_shards) as shard) k
           on x.account_id = k.account_id and x.shard = k.shard
        order by x.account_id, x.shard
          for update of x) locked;
     return v;
   end $$`,

  `create function ledger_transfer_batch(${ACCOUNT_ARRAYS},
     p_amount bigint[], p_kind text[], p_reference text[], p_key text[], p_metadata jsonb[])
   returns table (idx int, err_code text, err_message text, id bigint, phase text, amount bigint,
                  pending_id bigint, debit_account_id bigint, credit_account_id bigint,
                  created_at timestamptz, expires_at timestamptz, replayed boolean,
                  debit_available bigint, credit_available bigint)
   language plpgsql as $$
   #variable_conflict use_column
   declare
     n int := coalesce(array_length(p_key, 1), 0);
     d_id bigint[]; d_sh int[]; d_single boolean[]; c_id bigint[]; c_sh int[]; c_single boolean[];
     t ledger_transfers; b ledger_balances; da bigint; ca bigint; i int;
     v_err text; v_msg text; v_replayed boolean; v_lock_timeout text;
   begin
     -- 1. Accounts and shards, without locking anything; items missing an account go back untouched.
     select array_agg(p.debit_id order by p.idx), array_agg(p.debit_shard order by p.idx),
            array_agg(p.debit_single order by p.idx), array_agg(p.credit_id order by p.idx),
            array_agg(p.credit_shard order by p.idx), array_agg(p.credit_single order by p.idx)
       into d_id, d_sh, d_single, c_id, c_sh, c_single
       from ledger_pairs(p_merchant, p_currency, p_debit_kind, p_debit_owner, p_debit_purpose,
                         p_credit_kind, p_credit_owner, p_credit_purpose) p;
     for i in 1..n loop
       if d_id[i] is null or c_id[i] is null then
         d_id[i] := null;
         return query select i - 1, null::text, null::text, null::bigint, null::text, null::bigint,
           null::bigint, null::bigint, null::bigint, null::timestamptz, null::timestamptz, null::boolean,
           null::bigint, null::bigint;
       end if;
     end loop;

     -- 2. Every row this batch touches, locked in the global order, waiting briefly at most.
     v_lock_timeout := current_setting('lock_timeout');
     perform set_config('lock_timeout', '50ms', true);
     perform ledger_lock(d_id || c_id, d_sh || c_sh);

     -- 3. The transfers, in the order the batch lists them.
     for i in 1..n loop
       continue when d_id[i] is null;
       v_err := null;
       v_replayed := true;
       if p_amount[i] is null or p_amount[i] <= 0 then
         v_err := 'LD006'; v_msg := 'amount must be positive';
       elsif d_id[i] = c_id[i] then
         v_err := 'LD006'; v_msg := 'debit and credit are the same account';
       else
         select * into t from ledger_transfers x where x.merchant_id = p_merchant[i] and x.idempotency_key = p_key[i];
         if not found then
           select * into b from ledger_balances x where x.account_id = d_id[i] and x.shard = d_sh[i];
           if b.non_negative and b.balance - b.pending - p_amount[i] < 0 then
             v_err := 'LD001'; v_msg := format('insufficient funds in account %s', d_id[i]);
           else
             insert into ledger_transfers as x (merchant_id, currency, debit_account_id, credit_account_id,
               debit_shard, credit_shard, amount, phase, kind, reference, idempotency_key, metadata)
             values (p_merchant[i], p_currency[i], d_id[i], c_id[i], d_sh[i], c_sh[i], p_amount[i], 'single',
               p_kind[i], p_reference[i], p_key[i], p_metadata[i])
             on conflict (merchant_id, idempotency_key) do nothing
             returning * into t;
             if found then
               -- The same guarded update as ledger_apply; it cannot refuse after the check above, and
               -- raises (failing the whole batch) rather than write a negative balance if it ever did.
               da := ledger_apply(d_id[i], d_sh[i], -p_amount[i], 0);
               ca := ledger_apply(c_id[i], c_sh[i], p_amount[i], 0);
               v_replayed := false;
             else
               -- A concurrent call with this key committed first.
               select * into t from ledger_transfers x
                where x.merchant_id = p_merchant[i] and x.idempotency_key = p_key[i];
             end if;
           end if;
         end if;
         -- Replay: the key exists; same data returns the stored transfer, other data is refused.
         if v_err is null and v_replayed and (t.phase <> 'single' or t.amount <> p_amount[i]
            or t.kind <> p_kind[i] or t.reference <> p_reference[i] or t.currency <> p_currency[i]
            or t.debit_account_id <> d_id[i] or t.credit_account_id <> c_id[i]) then
           v_err := 'LD002'; v_msg := format('idempotency key %s was used for a different transfer', p_key[i]);
         end if;
       end if;

       if v_err is not null then
         return query select i - 1, v_err, v_msg, null::bigint, null::text, null::bigint, null::bigint,
           null::bigint, null::bigint, null::timestamptz, null::timestamptz, null::boolean, null::bigint,
           null::bigint;
       elsif v_replayed then
         return query select i - 1, null::text, null::text, t.id, t.phase, t.amount, t.pending_id,
           t.debit_account_id, t.credit_account_id, t.created_at, t.expires_at, true,
           (select sum(x.balance - x.pending)::bigint from ledger_balances x
             where x.account_id = t.debit_account_id and d_single[i]),
           (select sum(x.balance - x.pending)::bigint from ledger_balances x
             where x.account_id = t.credit_account_id and c_single[i]);
       else
         return query select i - 1, null::text, null::text, t.id, t.phase, t.amount, t.pending_id,
           t.debit_account_id, t.credit_account_id, t.created_at, t.expires_at, false,
           case when d_single[i] then da end, case when c_single[i] then ca end;
       end if;
     end loop;
     perform set_config('lock_timeout', v_lock_timeout, true);
   end $$`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  const arrays = 'int[], text[], text[], text[], text[], text[], text[], text[]';
  for (const fn of [
    `ledger_transfer_batch(${arrays}, bigint[], text[], text[], text[], jsonb[])`,
    'ledger_lock(bigint[], int[])',
    `ledger_pairs(${arrays})`,
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
}
