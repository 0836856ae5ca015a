import { type Kysely, sql } from 'kysely';

/**
 * Lottery game names per language, as game_names holds them for the catalog: the records name a
 * lottery game in the member's language, falling back to lottery_games.name. Station games keep
 * their station's own name in every language; the seed names the rest (docs/lottery-engine.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_game_names (
      game_id int not null references lottery_games(id) on delete cascade,
      language text not null check (language ~ '^[A-Z]{2,8}$'),
      name text not null check (length(name) between 1 and 100),
      primary key (game_id, language)
    )`.execute(db);
  // Read with the lottery's games: a change empties what is cached of them (as migration 0016 does).
  await sql`create trigger lottery_game_names_changed after insert or update or delete on lottery_game_names
    for each row execute function pf_notify_change('lottery')`.execute(db);
  await sql`create trigger lottery_game_names_truncated after truncate on lottery_game_names
    for each statement execute function pf_notify_change('lottery')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists lottery_game_names`.execute(db);
}
