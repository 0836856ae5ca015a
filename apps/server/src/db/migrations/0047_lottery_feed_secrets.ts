import { type Kysely, sql } from 'kysely';

/**
 * The secret a results feed derives its numbers from (the sandbox feed: HMAC over station and date).
 * One row per feed, made on first use and sealed with SEED_ENCRYPTION_KEY, so every instance of a
 * deployment publishes the same numbers and a copy of the database does not reveal coming results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_feed_secrets (
      feed text primary key check (feed ~ '^[a-z0-9-]{1,40}$'),
      secret_enc text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
