import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table members (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      username text not null check (length(username) between 1 and 64),
      password_hash text not null,
      nickname text not null,
      -- Agent type of §6: 0 plain member, 1/2/41/42 agents, 4 demo (trial) account.
      type int not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
      upline_id bigint references members(id),
      affiliate_code text,
      email text,
      country_dialing_code text,
      mobile_no text,
      status text not null default 'active' check (status in ('active', 'locked', 'closed')),
      password_changed_at timestamptz not null default now(),
      last_login_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index members_username on members (merchant_id, lower(username))`.execute(db);
  await sql`create unique index members_affiliate on members (merchant_id, affiliate_code) where affiliate_code is not null`.execute(
    db,
  );
  await sql`create index members_upline on members (upline_id) where upline_id is not null`.execute(db);

  await sql`
    create table member_sessions (
      id bigserial primary key,
      token_hash text not null unique,
      member_id bigint not null references members(id),
      merchant_id int not null references merchants(id),
      login_type text not null check (login_type in ('username', 'sms', 'freeplay', 'register', 'reset')),
      ip text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index member_sessions_member on member_sessions (member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_sessions`.execute(db);
  await sql`drop table if exists members`.execute(db);
}
