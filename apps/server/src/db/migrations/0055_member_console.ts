import { type Kysely, sql } from 'kysely';

/**
 * The back office's member search and member page (issue 45).
 *
 * Search indexes, each for what a partial match means on its column:
 * - username and mobile number: a trigram GIN index, because staff type any piece of them (a
 *   username's middle, a number's last digits as often as its first); `like '%x%'` uses it.
 * - last sign-in address: a btree over `text_pattern_ops`, because an address is searched by its
 *   start (a network: '203.0.113.'), which `like 'x%'` answers from a plain range scan.
 * - the newest-first order per brand (registration time, then id), alone and after a status and
 *   VIP level: btrees a page is read from in order, so a date range, a rare status (locked) or
 *   a status with a VIP level never sorts or walks the whole brand (a status alone is read from
 *   the first, skipping members of other statuses).
 *
 * Sign-ins: every member sign-in is a row (time, address, device) the member page lists; the last
 * address also sits on the member for the search. A frozen member cannot ask for a withdrawal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    alter table members
      add column last_login_ip text,
      add column withdrawals_frozen boolean not null default false`.execute(db);
  await sql`create index members_username_trgm on members using gin (lower(username) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index members_mobile_trgm on members using gin (mobile_no gin_trgm_ops) where mobile_no is not null`.execute(
    db,
  );
  await sql`create index members_last_login_ip on members (merchant_id, last_login_ip text_pattern_ops) where last_login_ip is not null`.execute(
    db,
  );
  await sql`create index members_merchant_created on members (merchant_id, created_at, id)`.execute(db);
  await sql`create index members_merchant_status on members (merchant_id, status, vip_level, created_at, id)`.execute(
    db,
  );
  await sql`
    create table member_logins (
      id bigserial primary key,
      member_id bigint not null references members(id),
      merchant_id integer not null,
      login_type text not null,
      ip text,
      user_agent text check (length(user_agent) <= 512),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index member_logins_member on member_logins (member_id, id)`.execute(db);
  await sql`
    create table member_notes (
      id bigserial primary key,
      member_id bigint not null references members(id),
      merchant_id integer not null,
      staff_id bigint not null references staff(id),
      body text not null check (length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index member_notes_member on member_notes (member_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_notes`.execute(db);
  await sql`drop table member_logins`.execute(db);
  for (const index of [
    'members_username_trgm',
    'members_mobile_trgm',
    'members_last_login_ip',
    'members_merchant_created',
    'members_merchant_status',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await sql`alter table members drop column last_login_ip, drop column withdrawals_frozen`.execute(db);
}
