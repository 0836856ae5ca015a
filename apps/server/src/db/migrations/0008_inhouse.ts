import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's seed pairs for the in-house games. The server seed stays secret while the pair is
  // active; only its SHA-256 is shown. Rotating retires the pair and reveals the seed.
  await sql`
    create table inhouse_seeds (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
      client_seed text not null check (length(client_seed) between 1 and 64),
      next_nonce int not null default 0 check (next_nonce >= 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      revealed_at timestamptz,
      check (active or revealed_at is not null)
    )`.execute(db);
  await sql`create unique index inhouse_seeds_one_active on inhouse_seeds (member_id) where active`.execute(
    db,
  );

  // One row per round; money moves through the ledger, the catalog's game_rounds gets a copy.
  await sql`
    create table inhouse_rounds (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      game text not null check (game in ('slot', 'dice', 'mines')),
      game_id int not null references games(id),
      seed_id bigint not null references inhouse_seeds(id),
      nonce int not null check (nonce >= 0),
      request_id text not null check (length(request_id) between 1 and 64),
      stake bigint not null check (stake > 0),
      win bigint not null default 0 check (win >= 0),
      bet jsonb not null,
      outcome jsonb not null,
      progress jsonb not null default '{}',
      status text not null default 'open' check (status in ('open', 'settled')),
      balance_before bigint not null check (balance_before >= 0),
      balance_after bigint check (balance_after >= 0),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check (status = 'open' or (settled_at is not null and balance_after is not null)),
      unique (member_id, request_id),
      unique (seed_id, nonce)
    )`.execute(db);
  await sql`create index inhouse_rounds_recall on inhouse_rounds (member_id, game, id desc)`.execute(db);
  // At most one unfinished round (a Mines board) per member.
  await sql`create unique index inhouse_rounds_one_open on inhouse_rounds (member_id) where status = 'open'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists inhouse_rounds`.execute(db);
  await sql`drop table if exists inhouse_seeds`.execute(db);
}
