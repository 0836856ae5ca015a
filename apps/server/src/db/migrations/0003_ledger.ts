import { type Kysely, sql } from 'kysely';

/**
 * Double-entry ledger. Owners are addressed as (owner_kind, owner_id) without foreign keys so the
 * ledger does not depend on the tables of members, agents or vendors.
 *
 * Hot-path rule: one statement per transfer. `ledger_transfer` and `ledger_resolve` do the whole
 * job (idempotency, guarded balance update, immutable transfer row) inside one function call.
 *
 * Custom SQLSTATEs raised here (mapped to API errors by the ledger service):
 *   LD001 insufficient funds       LD002 idempotency key reused with other data
 *   LD003 pending already resolved LD004 pending transfer not found
 *   LD005 bad post amount          LD006 invalid request (amount, same account, action)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      currency text not null check (currency ~ '^[A-Z]{3,8}$'),
      owner_kind text not null check (owner_kind in ('member', 'agent', 'house', 'vendor', 'payment')),
      owner_id text not null check (length(owner_id) <= 64),
      purpose text not null
        check (purpose in ('cash', 'bonus', 'locked', 'commission', 'house', 'clearing')),
      shards int not null check (shards between 1 and 256),
      non_negative boolean not null,
      created_at timestamptz not null default now(),
      unique (merchant_id, currency, owner_kind, owner_id, purpose)
    )`.execute(db);
  await sql`create index ledger_accounts_owner on ledger_accounts (merchant_id, owner_kind, owner_id)`.execute(
    db,
  );

  // One row per account shard. Member accounts have one shard; counter accounts have many so that
  // parallel bets do not queue on a single row. balance = credits - debits of posted transfers;
  // pending = funds held by open reservations. The CHECK is the last line of defence behind the
  // guarded update in ledger_apply.
  await sql`
    create table ledger_balances (
      account_id bigint not null references ledger_accounts(id),
      shard int not null,
      non_negative boolean not null,
      balance bigint not null default 0,
      pending bigint not null default 0 check (pending >= 0),
      primary key (account_id, shard),
      constraint ledger_balances_non_negative check (not non_negative or balance - pending >= 0)
    ) with (fillfactor = 70)`.execute(db);

  // Immutable history. No foreign keys on purpose: a FK check takes a KEY SHARE lock on the
  // referenced account row, which turns the house account into a shared hot spot again.
  // Reconciliation proves the references instead.
  await sql`
    create table ledger_transfers (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      currency text not null,
      debit_account_id bigint not null,
      credit_account_id bigint not null,
      debit_shard int not null,
      credit_shard int not null,
      amount bigint not null check (amount > 0),
      phase text not null check (phase in ('single', 'pending', 'post', 'void', 'expire')),
      pending_id bigint,
      kind text not null check (length(kind) between 1 and 64),
      reference text not null check (length(reference) <= 200),
      idempotency_key text not null check (length(idempotency_key) between 1 and 200),
      metadata jsonb,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      check (debit_account_id <> credit_account_id),
      check ((phase in ('post', 'void', 'expire')) = (pending_id is not null)),
      unique (merchant_id, idempotency_key)
    )`.execute(db);
  // At most one outcome (post, void or expire) per reservation, whatever the code does.
  await sql`create unique index ledger_transfers_outcome on ledger_transfers (pending_id) where pending_id is not null`.execute(
    db,
  );
  await sql`create index ledger_transfers_debit on ledger_transfers (debit_account_id, id)`.execute(db);
  await sql`create index ledger_transfers_credit on ledger_transfers (credit_account_id, id)`.execute(db);

  await sql`
    create function ledger_transfers_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger transfers are immutable' using errcode = 'LD006';
    end $$`.execute(db);
  await sql`
    create trigger ledger_transfers_immutable before update or delete on ledger_transfers
    for each row execute function ledger_transfers_immutable()`.execute(db);

  // Open reservations: a small working set, deleted when the reservation is posted, voided or
  // expired. Deleting the row is the atomic claim that makes double post/void impossible.
  await sql`
    create table ledger_holds (
      transfer_id bigint primary key,
      merchant_id int not null,
      debit_account_id bigint not null,
      debit_shard int not null,
      credit_account_id bigint not null,
      credit_shard int not null,
      amount bigint not null check (amount > 0),
      expires_at timestamptz
    )`.execute(db);
  await sql`create index ledger_holds_expiry on ledger_holds (expires_at) where expires_at is not null`.execute(
    db,
  );

  for (const fn of functions) await sql.raw(fn).execute(db);
}

const functions = [
  // Finds or creates an account (and its shard rows). Safe under concurrent first use.
  `create function ledger_account(p_merchant int, p_currency text, p_kind text, p_owner text, p_purpose text)
   returns ledger_accounts language plpgsql as $$
   declare a ledger_accounts;
   begin
     select * into a from ledger_accounts
      where merchant_id = p_merchant and currency = p_currency and owner_kind = p_kind
        and owner_id = p_owner and purpose = p_purpose;
     if found then return a; end if;
     insert into ledger_accounts (merchant_id, currency, owner_kind, owner_id, purpose, shards, non_negative)
     values (p_merchant, p_currency, p_kind, p_owner, p_purpose,
             case when p_kind in ('house', 'vendor', 'payment') then 128 else 1 end,
             p_kind in ('member', 'agent'))
     on conflict do nothing
     returning * into a;
     if found then
       insert into ledger_balances (account_id, shard, non_negative)
       select a.id, g, a.non_negative from generate_series(0, a.shards - 1) g;
       return a;
     end if;
     select * into a from ledger_accounts
      where merchant_id = p_merchant and currency = p_currency and owner_kind = p_kind
        and owner_id = p_owner and purpose = p_purpose;
     return a;
   end $$`,

  // Moves one shard row; refuses (LD001) when a non-negative account would go below zero.
  // Returns the shard's available amount (balance - pending) afterwards.
  `create function ledger_apply(p_account bigint, p_shard int, p_balance bigint, p_pending bigint)
   returns bigint language plpgsql as $$
   declare v bigint;
   begin
     update ledger_balances
        set balance = balance + p_balance, pending = pending + p_pending
      where account_id = p_account and shard = p_shard
        and (not non_negative or p_balance - p_pending >= 0 or balance + p_balance - pending - p_pending >= 0)
     returning balance - pending into v;
     if not found then
       raise exception 'insufficient funds in account %', p_account using errcode = 'LD001';
     end if;
     return v;
   end $$`,

  // Picks the shard of a counter account: spread by the other side's account so that different
  // members land on different rows, while one member always meets the same row (its own row
  // already serialises it, so that costs nothing).
  `create function ledger_pick_shard(p_shards int, p_other bigint) returns int
   language sql immutable as $$
     select case when p_shards = 1 then 0 else (p_other % p_shards)::int end
   $$`,

  // One immediate transfer ('single') or a reservation ('pending') in one call.
  `create function ledger_transfer(
     p_merchant int, p_currency text,
     p_debit_kind text, p_debit_owner text, p_debit_purpose text,
     p_credit_kind text, p_credit_owner text, p_credit_purpose text,
     p_amount bigint, p_kind text, p_reference text, p_key text, p_metadata jsonb,
     p_pending boolean, p_timeout_seconds int)
   returns table (id bigint, phase text, amount bigint, pending_id bigint, debit_account_id bigint,
                  credit_account_id bigint, created_at timestamptz, expires_at timestamptz,
                  replayed boolean, debit_available bigint, credit_available bigint)
   language plpgsql as $$
   #variable_conflict use_column
   declare
     t ledger_transfers; d ledger_accounts; c ledger_accounts;
     ds int; cs int; da bigint; ca bigint;
     v_phase text := case when p_pending then 'pending' else 'single' end;
   begin
     if p_amount is null or p_amount <= 0 then
       raise exception 'amount must be positive' using errcode = 'LD006';
     end if;
     -- No up-front key lookup: the insert below probes the key's unique index anyway, and a
     -- conflicting replay rolls back any account it created when it raises.
     begin
       d := ledger_account(p_merchant, p_currency, p_debit_kind, p_debit_owner, p_debit_purpose);
       c := ledger_account(p_merchant, p_currency, p_credit_kind, p_credit_owner, p_credit_purpose);
       if d.id = c.id then
         raise exception 'debit and credit are the same account' using errcode = 'LD006';
       end if;
       ds := ledger_pick_shard(d.shards, c.id);
       cs := ledger_pick_shard(c.shards, d.id);
       insert into ledger_transfers as x (merchant_id, currency, debit_account_id, credit_account_id,
         debit_shard, credit_shard, amount, phase, kind, reference, idempotency_key, metadata, expires_at)
       values (p_merchant, p_currency, d.id, c.id, ds, cs, p_amount, v_phase, p_kind, p_reference, p_key,
         p_metadata,
         case when p_pending and p_timeout_seconds is not null
              then now() + make_interval(secs => p_timeout_seconds) end)
       on conflict (merchant_id, idempotency_key) do nothing
       returning * into t;
       if found then
         if p_pending then
           da := ledger_apply(d.id, ds, 0, p_amount);
           insert into ledger_holds values (t.id, p_merchant, d.id, ds, c.id, cs, p_amount, t.expires_at);
         elsif d.id < c.id or (d.id = c.id and ds < cs) then
           -- Rows are always locked in (account, shard) order, so two transfers never deadlock.
           da := ledger_apply(d.id, ds, -p_amount, 0);
           ca := ledger_apply(c.id, cs, p_amount, 0);
         else
           ca := ledger_apply(c.id, cs, p_amount, 0);
           da := ledger_apply(d.id, ds, -p_amount, 0);
         end if;
         return query select t.id, t.phase, t.amount, t.pending_id, t.debit_account_id, t.credit_account_id,
           t.created_at, t.expires_at, false,
           case when d.shards = 1 then da end, case when c.shards = 1 and not p_pending then ca end;
         return;
       end if;
       -- The key exists (an earlier call, or a concurrent one that committed first): replay it.
       select * into t from ledger_transfers x where x.merchant_id = p_merchant and x.idempotency_key = p_key;
     end;
     if t.phase <> v_phase or t.amount <> p_amount or t.kind <> p_kind or t.reference <> p_reference
        or t.currency <> p_currency
        or not exists (select 1 from ledger_accounts a where a.id = t.debit_account_id
             and a.owner_kind = p_debit_kind and a.owner_id = p_debit_owner and a.purpose = p_debit_purpose)
        or not exists (select 1 from ledger_accounts a where a.id = t.credit_account_id
             and a.owner_kind = p_credit_kind and a.owner_id = p_credit_owner and a.purpose = p_credit_purpose)
     then
       raise exception 'idempotency key % was used for a different transfer', p_key using errcode = 'LD002';
     end if;
     return query select t.id, t.phase, t.amount, t.pending_id, t.debit_account_id, t.credit_account_id,
       t.created_at, t.expires_at, true,
       (select sum(b.balance - b.pending)::bigint from ledger_balances b join ledger_accounts a on a.id = b.account_id
         where b.account_id = t.debit_account_id and a.shards = 1),
       (select sum(b.balance - b.pending)::bigint from ledger_balances b join ledger_accounts a on a.id = b.account_id
         where b.account_id = t.credit_account_id and a.shards = 1);
   end $$`,

  // Posts (all or part of), voids or expires a reservation, in one call.
  `create function ledger_resolve(p_merchant int, p_pending_id bigint, p_action text, p_amount bigint,
     p_key text, p_metadata jsonb)
   returns table (id bigint, phase text, amount bigint, pending_id bigint, debit_account_id bigint,
                  credit_account_id bigint, created_at timestamptz, expires_at timestamptz,
                  replayed boolean, debit_available bigint, credit_available bigint)
   language plpgsql as $$
   #variable_conflict use_column
   declare
     t ledger_transfers; p ledger_transfers; h ledger_holds; v_amount bigint; da bigint; ca bigint;
   begin
     if p_action not in ('post', 'void', 'expire') then
       raise exception 'unknown action %', p_action using errcode = 'LD006';
     end if;
     delete from ledger_holds x where x.transfer_id = p_pending_id and x.merchant_id = p_merchant
     returning * into h;
     if not found then
       -- Already resolved: by this very request (a retry) or by another one.
       select * into t from ledger_transfers x where x.merchant_id = p_merchant and x.idempotency_key = p_key;
       if found then
         if t.pending_id is distinct from p_pending_id or t.phase <> p_action
            or (p_action = 'post' and p_amount is not null and t.amount <> p_amount) then
           raise exception 'idempotency key % was used for a different transfer', p_key using errcode = 'LD002';
         end if;
         return query select t.id, t.phase, t.amount, t.pending_id, t.debit_account_id, t.credit_account_id,
           t.created_at, t.expires_at, true, null::bigint, null::bigint;
         return;
       end if;
       select * into t from ledger_transfers x where x.pending_id = p_pending_id and x.merchant_id = p_merchant;
       if found then
         raise exception 'pending transfer % is already %', p_pending_id,
           case t.phase when 'post' then 'posted' when 'void' then 'voided' else 'expired' end
           using errcode = 'LD003';
       end if;
       raise exception 'pending transfer % not found', p_pending_id using errcode = 'LD004';
     end if;
     select * into p from ledger_transfers x where x.id = p_pending_id;
     v_amount := case when p_action = 'post' then coalesce(p_amount, h.amount) else h.amount end;
     if v_amount <= 0 or v_amount > h.amount then
       raise exception 'post amount % must be between 1 and the reserved %', v_amount, h.amount
         using errcode = 'LD005';
     end if;
     insert into ledger_transfers as x (merchant_id, currency, debit_account_id, credit_account_id,
       debit_shard, credit_shard, amount, phase, pending_id, kind, reference, idempotency_key, metadata)
     values (p_merchant, p.currency, h.debit_account_id, h.credit_account_id, h.debit_shard, h.credit_shard,
       v_amount, p_action, p_pending_id, p.kind, p.reference, p_key, p_metadata)
     on conflict (merchant_id, idempotency_key) do nothing
     returning * into t;
     if not found then
       raise exception 'idempotency key % was used for a different transfer', p_key using errcode = 'LD002';
     end if;
     if p_action <> 'post' then
       da := ledger_apply(h.debit_account_id, h.debit_shard, 0, -h.amount);
     elsif h.debit_account_id < h.credit_account_id then
       da := ledger_apply(h.debit_account_id, h.debit_shard, -v_amount, -h.amount);
       ca := ledger_apply(h.credit_account_id, h.credit_shard, v_amount, 0);
     else
       ca := ledger_apply(h.credit_account_id, h.credit_shard, v_amount, 0);
       da := ledger_apply(h.debit_account_id, h.debit_shard, -v_amount, -h.amount);
     end if;
     return query select t.id, t.phase, t.amount, t.pending_id, t.debit_account_id, t.credit_account_id,
       t.created_at, t.expires_at, false, da, ca;
   end $$`,

  // Expires due reservations. SKIP LOCKED lets several server instances sweep side by side.
  `create function ledger_expire_due(p_limit int) returns int language plpgsql as $$
   declare h ledger_holds; n int := 0;
   begin
     for h in select * from ledger_holds x where x.expires_at <= now()
              order by x.expires_at limit p_limit for update skip locked loop
       perform ledger_resolve(h.merchant_id, h.transfer_id, 'expire', null, 'sys:expire:' || h.transfer_id, null);
       n := n + 1;
     end loop;
     return n;
   end $$`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const fn of [
    'ledger_expire_due(int)',
    'ledger_resolve(int, bigint, text, bigint, text, jsonb)',
    'ledger_transfer(int, text, text, text, text, text, text, text, bigint, text, text, text, jsonb, boolean, int)',
    'ledger_pick_shard(int, bigint)',
    'ledger_apply(bigint, int, bigint, bigint)',
    'ledger_account(int, text, text, text, text)',
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  for (const t of ['ledger_holds', 'ledger_transfers', 'ledger_balances', 'ledger_accounts']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
  await sql`drop function if exists ledger_transfers_immutable()`.execute(db);
}
