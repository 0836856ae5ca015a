import { type Kysely, sql } from 'kysely';

/**
 * The audit log of one kind of target, newest first, page by page (the console's export): without
 * this, a filter on the type alone sorted every row of the type for each page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index audit_log_type on audit_log (target_type, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index audit_log_type`.execute(db);
}
