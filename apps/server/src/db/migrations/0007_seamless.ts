import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A game vendor that calls our seamless wallet. The secret signs every call (HMAC-SHA256) in
  // both directions; it has to be readable to check signatures, so it is never sent in any answer.
  await sql`
    create table seamless_vendors (
      vendor_code text primary key references game_vendors(code),
      secret text not null check (length(secret) >= 32),
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);

  // A wallet session opened by a launch: the vendor gets the token in the game URL and sends it
  // back on every call. Only its SHA-256 is stored.
  await sql`
    create table seamless_sessions (
      id bigserial primary key,
      token_hash text not null unique,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      vendor text not null references game_vendors(code),
      game_id int not null references games(id),
      currency text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);

  // Every money call a vendor made, once per (vendor, transaction id): the stored answer is what a
  // repeat gets back, the fingerprint tells a repeat from a different call under the same id.
  await sql`
    create table seamless_transactions (
      id bigserial primary key,
      vendor text not null references game_vendors(code),
      transaction_id text not null check (length(transaction_id) between 1 and 100),
      action text not null check (action in ('bet', 'win', 'rollback', 'bonus')),
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      round_id text not null,
      amount bigint not null check (amount >= 0),
      -- A rollback names the bet it cancels; applied is false when that bet had not arrived, so
      -- the late bet is refused.
      reference_transaction_id text,
      applied boolean not null default true,
      fingerprint text not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      unique (vendor, transaction_id)
    )`.execute(db);
  await sql`create index seamless_transactions_reference on seamless_transactions (vendor, reference_transaction_id) where reference_transaction_id is not null`.execute(
    db,
  );

  // The betting record pages a member's rounds newest first, optionally of one vendor.
  await sql`create index game_rounds_member_vendor on game_rounds (member_id, vendor, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists game_rounds_member_vendor`.execute(db);
  for (const t of ['seamless_transactions', 'seamless_sessions', 'seamless_vendors']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
