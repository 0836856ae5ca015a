import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What one merchant needs to play one vendor's wallet protocol (Pragmatic Play, Evolution ...):
  // the vendor's login and provider id, where its API and game server are, and the shared secret.
  // The secret is stored only sealed (AES-256-GCM, key from the configuration); it is never sent
  // in any answer. An empty api_url / launch_url means the development simulator of this server.
  await sql`
    create table vendor_credentials (
      id serial primary key,
      vendor_code text not null references game_vendors(code),
      merchant_id int not null references merchants(id),
      login text not null check (length(login) between 1 and 100),
      provider_id text not null check (length(provider_id) between 1 and 100),
      secret_sealed text not null,
      api_url text,
      launch_url text,
      enabled boolean not null default false,
      updated_at timestamptz not null default now(),
      unique (vendor_code, merchant_id)
    )`.execute(db);
  // Vendors whose calls name the player use the member's newest session of that vendor.
  await sql`create index seamless_sessions_member_newest on seamless_sessions (vendor, merchant_id, member_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists seamless_sessions_member_newest`.execute(db);
  await sql`drop table if exists vendor_credentials`.execute(db);
}
