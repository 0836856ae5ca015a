import { sql } from 'kysely';
import type { Db } from './kysely.ts';

/**
 * Holds a PostgreSQL advisory lock on `key` until the caller's transaction ends. `space` keeps
 * the keys of different uses apart, so two uses that happen to build the same key never block
 * each other.
 */
export async function lockUntilCommit(db: Db, space: number, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, ${sql.lit(space)}))`.execute(db);
}
