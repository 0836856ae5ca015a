import { type Kysely, sql } from 'kysely';

/**
 * A brand's own settings of a catalog game: hidden from its lobbies, or under maintenance (now, or
 * between two moments) with the message its players see. A game without a row is shown and open.
 * Lobbies cache the catalog, so a change here empties that cache like a change to `games` does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table merchant_games (
    merchant_id integer not null references merchants (id) on delete cascade,
    game_id integer not null references games (id) on delete cascade,
    hidden boolean not null default false,
    maintenance boolean not null default false,
    maintenance_message text,
    maintenance_from timestamptz,
    maintenance_until timestamptz,
    updated_at timestamptz not null default now(),
    updated_by bigint,
    primary key (merchant_id, game_id),
    constraint merchant_games_window check (
      maintenance_from is null or maintenance_until is null or maintenance_from < maintenance_until
    )
  )`.execute(db);
  await sql`create trigger merchant_games_changed after insert or update or delete on merchant_games
    for each row execute function pf_notify_change('catalog')`.execute(db);
  await sql`create trigger merchant_games_truncated after truncate on merchant_games
    for each statement execute function pf_notify_change('catalog')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table merchant_games`.execute(db);
}
