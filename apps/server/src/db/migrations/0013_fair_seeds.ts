import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@pf/shared';
import { type Kysely, sql } from 'kysely';
import { inhouseSeedContext, lotteryDrawSeedContext } from '../../areas/games/index.ts';
import { createSeedCipher, seedKeyFromEnv } from '../../platform/seed-cipher.ts';

/**
 * Fairness: seed chains for shared draws, encrypted unrevealed seeds, pre-committed next in-house
 * seeds. Seeds still secret when this runs are sealed with SEED_ENCRYPTION_KEY (their published
 * hashes stay valid); from here on a plaintext seed is only ever written when it is revealed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const cipher = createSeedCipher(seedKeyFromEnv());

  // In-house: the active seed sealed, and the next seed committed (hash shown) before it is used.
  await sql`
    alter table inhouse_seeds
      alter column server_seed drop not null,
      add column server_seed_enc text,
      add column next_seed_hash text check (next_seed_hash ~ '^[0-9a-f]{64}$'),
      add column next_seed_enc text`.execute(db);
  const active = await sql<{ id: string; server_seed: string; server_seed_hash: string }>`
    select id::text, server_seed, server_seed_hash from inhouse_seeds where active`.execute(db);
  for (const row of active.rows) {
    const next = randomBytes(32).toString('hex');
    const nextHash = hashServerSeed(next);
    await sql`
      update inhouse_seeds set
        server_seed = null,
        server_seed_enc = ${cipher.seal(row.server_seed, inhouseSeedContext(row.server_seed_hash))},
        next_seed_hash = ${nextHash},
        next_seed_enc = ${cipher.seal(next, inhouseSeedContext(nextHash))}
      where id = ${row.id}::bigint`.execute(db);
  }
  await sql`
    alter table inhouse_seeds add constraint inhouse_seeds_sealed_until_revealed check (
      case when active
        then server_seed is null and server_seed_enc is not null
             and next_seed_hash is not null and next_seed_enc is not null
        else server_seed is not null and server_seed_enc is null and next_seed_enc is null
      end)`.execute(db);

  // Shared draws: a hash chain per game, committed (terminal hash and salt) before its first draw.
  await sql`
    create table lottery_seed_chains (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      game_id int not null references lottery_games(id) on delete cascade,
      length int not null check (length > 0),
      salt text not null check (salt ~ '^[0-9a-f]{32}$'),
      terminal_hash text not null unique check (terminal_hash ~ '^[0-9a-f]{64}$'),
      root_enc text not null,
      next_index int not null default 1,
      created_at timestamptz not null default now(),
      check (next_index between 1 and length + 1)
    )`.execute(db);
  await sql`create index lottery_seed_chains_game on lottery_seed_chains (game_id, id desc)`.execute(db);
  await sql`
    create or replace function lottery_seed_chains_fixed() returns trigger language plpgsql as $$
    begin
      if new.salt <> old.salt or new.terminal_hash <> old.terminal_hash or new.length <> old.length
         or new.root_enc <> old.root_enc or new.game_id <> old.game_id or new.next_index < old.next_index then
        raise exception 'a published seed chain cannot change';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger lottery_seed_chains_fixed before update on lottery_seed_chains
    for each row execute function lottery_seed_chains_fixed()`.execute(db);

  await sql`
    alter table lottery_draws
      alter column server_seed drop not null,
      alter column seed_hash drop not null,
      add column server_seed_enc text,
      add column chain_id bigint references lottery_seed_chains(id),
      add column chain_index int check (chain_index > 0),
      add column chain_hash text`.execute(db);
  await sql`create unique index lottery_draws_chain_link on lottery_draws (chain_id, chain_index) where chain_id is not null`.execute(
    db,
  );
  const secret = await sql<{ id: string; game_id: number; numero: string; server_seed: string }>`
    select id::text, game_id, numero, server_seed from lottery_draws
    where status in ('scheduled', 'open', 'locked') and server_seed is not null`.execute(db);
  for (const row of secret.rows) {
    await sql`
      update lottery_draws set
        server_seed = null,
        server_seed_enc = ${cipher.seal(row.server_seed, lotteryDrawSeedContext(row.game_id, row.numero))}
      where id = ${row.id}::bigint`.execute(db);
  }
  await sql`
    alter table lottery_draws add constraint lottery_draws_seed_sealed check (
      not (status in ('scheduled', 'open', 'locked') and server_seed is not null))`.execute(db);
}
