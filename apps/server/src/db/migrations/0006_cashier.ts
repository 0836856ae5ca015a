import { type Kysely, sql } from 'kysely';

/**
 * Cashier: payment methods, deposit orders and the provider callback log, withdrawals with their
 * review and receipt confirmation, payment passwords, transfer-wallet vendors and per-merchant
 * cashier settings. Money itself stays in the ledger; these rows only describe orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's balance at a transfer-wallet vendor is a ledger account of the member with purpose
  // 'wallet:<VENDOR>' (one row, never negative, like cash).
  await sql`alter table ledger_accounts drop constraint ledger_accounts_purpose_check`.execute(db);
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_purpose_check
      check (purpose in ('cash', 'bonus', 'locked', 'commission', 'house', 'clearing')
             or (owner_kind = 'member' and purpose ~ '^wallet:[A-Z0-9_]{1,32}$'))`.execute(db);

  await sql`
    create table cashier_settings (
      merchant_id int primary key references merchants(id),
      withdraw_min bigint not null check (withdraw_min > 0),
      withdraw_max bigint not null,
      -- §4: a paid withdrawal not confirmed within this many minutes counts as received.
      withdraw_confirm_minutes int not null check (withdraw_confirm_minutes between 1 and 10080),
      check (withdraw_max >= withdraw_min)
    )`.execute(db);

  await sql`
    create table transfer_wallet_vendors (
      merchant_id int not null references merchants(id),
      vendor_code text not null references game_vendors(code) check (vendor_code ~ '^[A-Z0-9_]{1,32}$'),
      enabled boolean not null default true,
      sort int not null default 0,
      primary key (merchant_id, vendor_code)
    )`.execute(db);

  await sql`
    create table payment_methods (
      id serial primary key,
      merchant_id int not null references merchants(id),
      code text not null,
      name text not null,
      provider text not null,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null,
      enabled boolean not null default true,
      sort int not null default 0,
      unique (merchant_id, code),
      check (max_amount >= min_amount)
    )`.execute(db);

  await sql`
    create table deposit_orders (
      id bigserial primary key,
      order_no text not null unique,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      method_id int not null references payment_methods(id),
      provider text not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'expired')),
      return_url text not null,
      pay_url text,
      provider_ref text,
      transfer_id bigint,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index deposit_orders_member on deposit_orders (member_id, id desc)`.execute(db);
  await sql`create index deposit_orders_status on deposit_orders (merchant_id, status, id desc)`.execute(db);

  // Every webhook call as received, whatever became of it: the trail for disputes and attacks.
  await sql`
    create table payment_callbacks (
      id bigserial primary key,
      provider text not null,
      order_no text,
      outcome text not null check (outcome in
        ('credited', 'failed', 'replay', 'bad_signature', 'mismatch', 'unknown_order', 'invalid')),
      detail text,
      body text not null,
      signature text,
      ip text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_callbacks_order on payment_callbacks (order_no, id)`.execute(db);

  // The sandbox provider's own records (what a real provider keeps on its side).
  await sql`
    create table sandbox_payments (
      order_no text primary key,
      amount bigint not null,
      currency text not null,
      status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
      return_url text not null,
      callback_url text not null,
      last_callback_body text,
      last_callback_signature text,
      last_callback_status int,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table withdrawals (
      id bigserial primary key,
      order_no text not null unique,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      amount bigint not null check (amount > 0),
      currency text not null,
      receiving_address text not null,
      status text not null default 'pending'
        check (status in ('pending', 'rejected', 'paid', 'received', 'disputed')),
      request_key text not null,
      reviewed_by bigint references staff(id),
      reviewed_at timestamptz,
      review_note text,
      paid_at timestamptz,
      confirm_by timestamptz,
      confirmation text check (confirmation in ('received', 'not_received', 'partial', 'auto')),
      paid_amount bigint check (paid_amount >= 0),
      proof_key text,
      confirmed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (member_id, request_key)
    )`.execute(db);
  await sql`create index withdrawals_member on withdrawals (member_id, id desc)`.execute(db);
  await sql`create index withdrawals_status on withdrawals (merchant_id, status, id)`.execute(db);
  await sql`create index withdrawals_confirm_due on withdrawals (confirm_by) where status = 'paid'`.execute(
    db,
  );

  await sql`
    create table payment_passwords (
      member_id bigint primary key references members(id),
      hash text not null,
      failed_count int not null default 0,
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'payment_passwords',
    'withdrawals',
    'sandbox_payments',
    'payment_callbacks',
    'deposit_orders',
    'payment_methods',
    'transfer_wallet_vendors',
    'cashier_settings',
  ]) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
  await sql`alter table ledger_accounts drop constraint ledger_accounts_purpose_check`.execute(db);
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_purpose_check
      check (purpose in ('cash', 'bonus', 'locked', 'commission', 'house', 'clearing'))`.execute(db);
}
