import { type Kysely, sql } from 'kysely';

/** Baccarat rounds join the other in-house games in the round table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table inhouse_rounds drop constraint inhouse_rounds_game_check`.execute(db);
  await sql`alter table inhouse_rounds add constraint inhouse_rounds_game_check
    check (game in ('slot', 'dice', 'mines', 'limbo', 'plinko', 'roulette', 'baccarat'))`.execute(db);
}

/** Only possible while no baccarat round is stored. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table inhouse_rounds drop constraint inhouse_rounds_game_check`.execute(db);
  await sql`alter table inhouse_rounds add constraint inhouse_rounds_game_check
    check (game in ('slot', 'dice', 'mines', 'limbo', 'plinko', 'roulette'))`.execute(db);
}
