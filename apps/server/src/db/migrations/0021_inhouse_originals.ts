import { type Kysely, sql } from 'kysely';

/** Limbo and Plinko rounds join slot, dice and mines in the in-house round table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table inhouse_rounds drop constraint inhouse_rounds_game_check`.execute(db);
  await sql`alter table inhouse_rounds add constraint inhouse_rounds_game_check
    check (game in ('slot', 'dice', 'mines', 'limbo', 'plinko'))`.execute(db);
}

/** Only possible while no Limbo or Plinko round is stored. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table inhouse_rounds drop constraint inhouse_rounds_game_check`.execute(db);
  await sql`alter table inhouse_rounds add constraint inhouse_rounds_game_check
    check (game in ('slot', 'dice', 'mines'))`.execute(db);
}
