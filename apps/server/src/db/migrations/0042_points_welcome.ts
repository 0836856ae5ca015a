import { type Kysely, sql } from 'kysely';

/**
 * Points given as a welcome are a kind of their own (docs/points.md): the demo seed used to give
 * them through the bet accrual, so the member's points record called them points from a bet. The
 * seeded entries are relabelled once; their amounts and balances stay exactly as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_entries drop constraint point_entries_kind_check`.execute(db);
  await sql`alter table point_entries add constraint point_entries_kind_check
    check (kind in ('bet', 'welcome', 'redeem', 'redeem_refund', 'convert'))`.execute(db);
  // The append-only trigger refuses every edit; this one correction is made with it off.
  await sql`alter table point_entries disable trigger point_entries_frozen`.execute(db);
  await sql`update point_entries set kind = 'welcome' where source_key = 'seed:welcome' and kind = 'bet'`.execute(
    db,
  );
  await sql`alter table point_entries enable trigger point_entries_frozen`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_entries disable trigger point_entries_frozen`.execute(db);
  await sql`update point_entries set kind = 'bet' where kind = 'welcome'`.execute(db);
  await sql`alter table point_entries enable trigger point_entries_frozen`.execute(db);
  await sql`alter table point_entries drop constraint point_entries_kind_check`.execute(db);
  await sql`alter table point_entries add constraint point_entries_kind_check
    check (kind in ('bet', 'redeem', 'redeem_refund', 'convert'))`.execute(db);
}
