import { type Kysely, sql } from 'kysely';

/**
 * Manual balance adjustments, maker-checker (issue 45). The four-eyes rule is the database's own:
 * whatever code approves, a row whose approver is its maker cannot be written. A decided row names
 * who decided and when; an approved one the ledger movement it made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table balance_adjustments (
      id bigserial primary key,
      merchant_id integer not null,
      member_id bigint not null references members(id),
      currency text not null,
      direction text not null check (direction in ('credit', 'debit')),
      amount bigint not null check (amount > 0),
      reason text not null check (length(reason) between 1 and 500),
      attachment_key text,
      attachment_type text check (attachment_type in ('image/png', 'image/jpeg', 'application/pdf')),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      maker_id bigint not null references staff(id),
      approver_id bigint references staff(id),
      reject_reason text,
      transfer_id bigint,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      constraint balance_adjustments_four_eyes check (approver_id <> maker_id),
      constraint balance_adjustments_decided check (
        (status = 'pending') = (approver_id is null) and (status = 'pending') = (decided_at is null)
      ),
      constraint balance_adjustments_moved check ((status = 'approved') = (transfer_id is not null))
    )`.execute(db);
  await sql`create index balance_adjustments_status on balance_adjustments (merchant_id, status, id)`.execute(
    db,
  );
  await sql`create index balance_adjustments_member on balance_adjustments (member_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table balance_adjustments`.execute(db);
}
