import { type Kysely, sql } from 'kysely';

/**
 * Withdrawals go to a bank account the member saved, never to a typed-in address. An account is
 * saved in the member's real name and starts as `new`: withdrawals to it are flagged for the
 * finance desk until one has been approved, which makes it `verified`. A removed account keeps its
 * row (withdrawals refer to it); only live ones count towards the limit and the uniqueness of a
 * number at a bank.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_bank_accounts (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      bank_code text not null check (length(bank_code) between 1 and 20),
      account_number text not null check (account_number ~ '^[0-9]{1,19}$'),
      holder_name text not null check (length(holder_name) between 1 and 100),
      status text not null default 'new' check (status in ('new', 'verified')),
      created_at timestamptz not null default now(),
      verified_at timestamptz,
      removed_at timestamptz
    )`.execute(db);
  await sql`
    create unique index member_bank_accounts_live
      on member_bank_accounts (member_id, bank_code, account_number) where removed_at is null`.execute(db);

  // What the withdrawal paid to, copied when it was asked for; null on older withdrawals, which
  // carry only their receiving address.
  await sql`
    alter table withdrawals
      add column bank_account_id bigint references member_bank_accounts(id),
      add column bank_code text,
      add column account_number text,
      add column holder_name text,
      add column new_account boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      drop column if exists bank_account_id,
      drop column if exists bank_code,
      drop column if exists account_number,
      drop column if exists holder_name,
      drop column if exists new_account`.execute(db);
  await sql`drop table if exists member_bank_accounts`.execute(db);
}
