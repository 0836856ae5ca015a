import { type Kysely, sql } from 'kysely';

/**
 * A brand set up from the console: its accent colours and logo, and the addresses let through while
 * it is under maintenance (the operator's own office checks the site before opening it again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchants
      add column theme jsonb not null default '{}'::jsonb,
      add column logo_url text,
      add column maintenance_allow text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchants drop column theme, drop column logo_url, drop column maintenance_allow`.execute(
    db,
  );
}
