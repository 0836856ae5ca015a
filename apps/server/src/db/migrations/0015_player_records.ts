import type { Kysely } from 'kysely';

/** Player records: what the betting and account records need to read as a player does. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
