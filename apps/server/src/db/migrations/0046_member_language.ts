import { type Kysely, sql } from 'kysely';

/**
 * The language a member last chose on the site (§4 Language change: "updates the server
 * language"); null until they choose one, when the brand's default applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column language text`.execute(db);
}
