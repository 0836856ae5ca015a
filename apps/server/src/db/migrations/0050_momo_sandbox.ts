import { type Kysely, sql } from 'kysely';

/**
 * The sandbox e-wallet's own records (a MoMo-style wallet): one payment per order id, opened by
 * the platform's signed create request, decided once on its page (paid, failed or cancelled),
 * with the last signed notification (IPN) it sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_wallet_payments (
      order_id text primary key,
      request_id text not null,
      amount bigint not null check (amount > 0),
      order_info text not null,
      redirect_url text not null,
      ipn_url text not null,
      extra_data text not null default '',
      status text not null default 'open' check (status in ('open', 'paid', 'failed', 'cancelled')),
      trans_id text,
      result_code int,
      responded_at timestamptz,
      last_ipn_body text,
      last_ipn_status int,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_wallet_payments`.execute(db);
}
