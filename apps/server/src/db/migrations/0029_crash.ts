import { type Kysely, sql } from 'kysely';

/**
 * Crash: one committed hash chain per brand (terminal hash and salt fixed before its first round),
 * the shared rounds that take its links in order, the members' bets on them, and the lease that
 * lets one instance at a time run the round clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crash_chains (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      length int not null check (length > 0),
      salt text not null,
      terminal_hash text not null unique,
      root_enc text not null,
      next_index int not null default 1 check (next_index >= 1),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table crash_rounds (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      game_id int not null references games(id),
      chain_id bigint not null references crash_chains(id),
      chain_index int not null check (chain_index >= 1),
      seed_enc text,
      hash text,
      crash_point int check (crash_point >= 100),
      start_at timestamptz not null,
      crashed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (chain_id, chain_index),
      check ((hash is null) = (crash_point is null)),
      check ((hash is null) = (crashed_at is null)),
      check (hash is null or seed_enc is null)
    )`.execute(db);
  // At most one round per brand that has not crashed yet.
  await sql`create unique index crash_rounds_one_live on crash_rounds (merchant_id) where crashed_at is null`.execute(
    db,
  );
  await sql`create index crash_rounds_history on crash_rounds (merchant_id, id desc)`.execute(db);
  await sql`
    create table crash_bets (
      id bigserial primary key,
      round_id bigint not null references crash_rounds(id),
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      request_id text not null check (length(request_id) between 1 and 64),
      stake bigint not null check (stake > 0),
      auto_cash_out int check (auto_cash_out >= 101),
      status text not null default 'open' check (status in ('open', 'won', 'lost')),
      cashed_out_at int check (cashed_out_at >= 100),
      win bigint not null default 0 check (win >= 0),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check ((status = 'open') = (settled_at is null)),
      check ((status = 'won') = (cashed_out_at is not null)),
      unique (member_id, request_id),
      unique (round_id, member_id)
    )`.execute(db);
  await sql`create index crash_bets_open on crash_bets (round_id) where status = 'open'`.execute(db);
  await sql`
    create table crash_clock_lease (
      id int primary key check (id = 1),
      holder text not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists crash_clock_lease`.execute(db);
  await sql`drop table if exists crash_bets`.execute(db);
  await sql`drop table if exists crash_rounds`.execute(db);
  await sql`drop table if exists crash_chains`.execute(db);
}
