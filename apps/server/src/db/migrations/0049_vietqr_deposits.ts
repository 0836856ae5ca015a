import { type Kysely, sql } from 'kysely';

/**
 * Deposits by bank transfer through VietQR. A method now carries its provider's settings (for
 * VietQR: the brand's receiving account); an order carries what the member is shown instead of a
 * payment page (the QR and the transfer details) and the time it expires. A provider may report an
 * order expired, so the webhook log knows that outcome too.
 *
 * The sandbox bank keeps the transfers it was asked to make, one per reference: what a bank (or
 * the aggregator that watches the brand's account) keeps on its side.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_methods add column settings jsonb not null default '{}'`.execute(db);
  await sql`
    alter table deposit_orders
      add column instructions jsonb,
      add column expires_at timestamptz`.execute(db);
  await sql`
    create index deposit_orders_expiring on deposit_orders (expires_at)
      where status = 'pending' and expires_at is not null`.execute(db);
  await sql`alter table payment_callbacks drop constraint payment_callbacks_outcome_check`.execute(db);
  await sql`
    alter table payment_callbacks add constraint payment_callbacks_outcome_check check (outcome in
      ('credited', 'failed', 'expired', 'replay', 'bad_signature', 'mismatch', 'unknown_order', 'invalid'))`.execute(
    db,
  );
  await sql`
    create table sandbox_bank_transfers (
      reference text primary key,
      transaction_id text not null unique,
      bank_bin text not null,
      account_number text not null,
      amount bigint not null check (amount > 0),
      status text not null check (status in ('paid', 'expired')),
      callback_url text not null,
      last_callback_body text,
      last_callback_signature text,
      last_callback_status int,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_bank_transfers`.execute(db);
  await sql`alter table payment_callbacks drop constraint payment_callbacks_outcome_check`.execute(db);
  await sql`
    alter table payment_callbacks add constraint payment_callbacks_outcome_check check (outcome in
      ('credited', 'failed', 'replay', 'bad_signature', 'mismatch', 'unknown_order', 'invalid'))`.execute(db);
  await sql`drop index if exists deposit_orders_expiring`.execute(db);
  await sql`alter table deposit_orders drop column instructions, drop column expires_at`.execute(db);
  await sql`alter table payment_methods drop column settings`.execute(db);
}
