import { type Kysely, sql } from 'kysely';

/**
 * Withdrawal payouts made idempotent. Approval moves the money (locked → the provider's clearing
 * account) in one retried transaction and only then asks the provider to pay, with a payout
 * request id stable per withdrawal; the provider pays a request id once and answers a repeat with
 * the first result. The call happens outside the transaction, so a crash can leave an approved
 * withdrawal whose payout was never confirmed: `payout_sent_at` stays null and the payout job
 * sends it again under the same id.
 *
 * The sandbox provider keeps its payouts by request id (what a real provider keeps on its side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      add column payout_request_id text unique,
      add column payout_provider text,
      add column payout_ref text,
      add column payout_sent_at timestamptz,
      add column payout_attempts int not null default 0,
      add column payout_error text`.execute(db);

  // Approved before this change: the payout was made inside the approval's transaction and its
  // reference kept in the ledger transfer's metadata. They count as sent, so nothing pays them again.
  await sql`
    update withdrawals w
       set payout_request_id = 'payout-' || w.order_no,
           payout_provider = a.owner_id,
           payout_ref = t.metadata ->> 'providerRef',
           payout_sent_at = coalesce(w.paid_at, w.reviewed_at, w.created_at)
      from ledger_transfers t
      join ledger_accounts a on a.id = t.credit_account_id
     where w.status in ('paid', 'received', 'disputed')
       and t.merchant_id = w.merchant_id
       and t.idempotency_key = 'withdraw:' || w.order_no || ':payout'`.execute(db);

  // An approved withdrawal always carries its payout request; a pending or rejected one never does.
  await sql`
    alter table withdrawals add constraint withdrawals_payout_request
      check ((status in ('pending', 'rejected')) = (payout_request_id is null))`.execute(db);
  await sql`
    create index withdrawals_payout_due on withdrawals (reviewed_at)
      where payout_request_id is not null and payout_sent_at is null`.execute(db);

  await sql`
    create table sandbox_payouts (
      request_id text primary key check (length(request_id) between 1 and 100),
      order_no text not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      receiving_address text not null,
      provider_ref text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_payouts`.execute(db);
  await sql`drop index if exists withdrawals_payout_due`.execute(db);
  await sql`alter table withdrawals drop constraint if exists withdrawals_payout_request`.execute(db);
  await sql`
    alter table withdrawals
      drop column payout_request_id,
      drop column payout_provider,
      drop column payout_ref,
      drop column payout_sent_at,
      drop column payout_attempts,
      drop column payout_error`.execute(db);
}
