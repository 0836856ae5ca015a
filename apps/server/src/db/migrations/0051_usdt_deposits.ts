import { type Kysely, sql } from 'kysely';

/**
 * Deposits of USDT on TRON (TRC-20). Each member gets a deposit address of their own; a transfer
 * on chain names no order, so an order keeps a match key (its address and exact amount) that the
 * chain's notification is matched by, and the transfer's hash once one claims it. The order is
 * credited when the transfer has the confirmations the method asks for; notifications before that
 * are kept as `confirming`.
 *
 * The sandbox chain keeps the transfers made on it with their confirmations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deposit_orders add column match_key text`.execute(db);
  await sql`
    create index deposit_orders_match on deposit_orders (provider, match_key, id)
      where status = 'pending' and match_key is not null`.execute(db);
  await sql`create index deposit_orders_provider_ref on deposit_orders (provider, provider_ref)`.execute(db);
  await sql`alter table payment_callbacks drop constraint payment_callbacks_outcome_check`.execute(db);
  await sql`
    alter table payment_callbacks add constraint payment_callbacks_outcome_check check (outcome in
      ('credited', 'confirming', 'failed', 'expired', 'replay', 'bad_signature', 'mismatch', 'unknown_order',
       'invalid'))`.execute(db);
  await sql`
    create table crypto_deposit_addresses (
      member_id bigint not null references members(id),
      network text not null,
      merchant_id int not null references merchants(id),
      address text not null unique,
      created_at timestamptz not null default now(),
      primary key (member_id, network)
    )`.execute(db);
  await sql`
    create table sandbox_chain_transfers (
      tx_hash text primary key,
      from_address text not null,
      to_address text not null,
      amount bigint not null check (amount > 0),
      block_number bigint not null,
      block_time timestamptz not null,
      confirmations int not null default 1,
      callback_url text not null,
      last_callback_body text,
      last_callback_status int,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_chain_transfers`.execute(db);
  await sql`drop table if exists crypto_deposit_addresses`.execute(db);
  await sql`alter table payment_callbacks drop constraint payment_callbacks_outcome_check`.execute(db);
  await sql`
    alter table payment_callbacks add constraint payment_callbacks_outcome_check check (outcome in
      ('credited', 'failed', 'expired', 'replay', 'bad_signature', 'mismatch', 'unknown_order', 'invalid'))`.execute(
    db,
  );
  await sql`drop index if exists deposit_orders_provider_ref`.execute(db);
  await sql`drop index if exists deposit_orders_match`.execute(db);
  await sql`alter table deposit_orders drop column match_key`.execute(db);
}
