import { type Kysely, sql } from 'kysely';

/**
 * A traditional draw the results feed leaves alone: its result is entered by operators (one
 * enters, another confirms). Set by the sandbox's draw-now when asked to leave the draw to
 * operators; the feed never answers a held draw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lottery_draws add column feed_held boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lottery_draws drop column feed_held`.execute(db);
}
