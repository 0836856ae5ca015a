import { type Kysely, sql } from 'kysely';

/** Tables whose rows the server caches in memory, by the cache topic a change to them empties. */
export const CACHED_TABLES: Record<string, string[]> = {
  merchant: ['merchants', 'merchant_domains', 'merchant_modules', 'help_items'],
  catalog: ['game_vendors', 'game_vendor_types', 'merchant_vendors', 'games', 'game_names', 'pvp_rooms'],
  lottery: ['lottery_games', 'lottery_draws'],
};

/**
 * Change notifications: every write to a cached table, whoever makes it (the back office, a
 * scheduler, an operator's SQL), sends `NOTIFY pf_changes '<topic>'` when its transaction commits,
 * so every server instance on this database drops what it cached. PostgreSQL folds identical
 * notifications of one transaction into one, so a bulk change still sends a single one. Sessions are cached too: revoking
 * one, or a member's status or type changing, sends `session:<member id>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function pf_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pf_changes', tg_argv[0]);
      return null;
    end $$`.execute(db);
  for (const [topic, tables] of Object.entries(CACHED_TABLES)) {
    for (const table of tables) {
      // Per row, not per statement: a statement fires its trigger even when it changes nothing,
      // and a scheduler's periodic "update … where due" would empty the caches every tick.
      await sql`create trigger ${sql.id(`${table}_changed`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function pf_notify_change(${sql.lit(topic)})`.execute(db);
      await sql`create trigger ${sql.id(`${table}_truncated`)}
        after truncate on ${sql.table(table)}
        for each statement execute function pf_notify_change(${sql.lit(topic)})`.execute(db);
    }
  }
  await sql`create function pf_notify_member_session() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pf_changes', 'session:' || (to_jsonb(new) ->> tg_argv[0]));
      return null;
    end $$`.execute(db);
  await sql`create trigger member_sessions_revoked after update of revoked_at on member_sessions
    for each row when (new.revoked_at is not null and old.revoked_at is null)
    execute function pf_notify_member_session('member_id')`.execute(db);
  await sql`create trigger members_access_changed after update of status, type on members
    for each row when (old.status is distinct from new.status or old.type is distinct from new.type)
    execute function pf_notify_member_session('id')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tables of Object.values(CACHED_TABLES)) {
    for (const table of tables) {
      await sql`drop trigger if exists ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger if exists ${sql.id(`${table}_truncated`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop trigger if exists member_sessions_revoked on member_sessions`.execute(db);
  await sql`drop trigger if exists members_access_changed on members`.execute(db);
  await sql`drop function if exists pf_notify_member_session()`.execute(db);
  await sql`drop function if exists pf_notify_change()`.execute(db);
}
