import { type Kysely, sql } from 'kysely';

/**
 * Read orders of the console's drill-down and exports, read by key page after page:
 * - the settled rounds of one game on one of the brand's days, newest first (the bet report's last
 *   step, docs/reports.md); without it a page of a popular game read the brand's every settled
 *   round of the day;
 * - members newest first across every brand (a platform operator's export of the member search);
 *   a brand's own already has `members_merchant_created` (0055), without this each page of the
 *   platform's sorted every member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index game_rounds_settled_by_game on game_rounds (merchant_id, game_id, settled_at desc, id desc)
    where status = 'settled'`.execute(db);
  await sql`create index members_created on members (created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index game_rounds_settled_by_game`.execute(db);
  await sql`drop index members_created`.execute(db);
}
