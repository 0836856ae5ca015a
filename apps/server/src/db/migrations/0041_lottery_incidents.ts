import { type Kysely, sql } from 'kysely';

/**
 * Platform incidents of the RNG lottery (docs/lottery-engine.md): one operator opens an incident
 * for a game code with a reason, a second one confirms it, and every open draw of that game on
 * every brand is cancelled and refunded at once. A cancelled draw names its incident.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_incidents (
      id bigint generated always as identity primary key,
      game_code text not null,
      reason text not null check (length(reason) between 1 and 500),
      status text not null default 'pending' check (status in ('pending', 'confirmed')),
      opened_by bigint not null references staff(id),
      opened_at timestamptz not null,
      confirmed_by bigint references staff(id),
      confirmed_at timestamptz,
      draw_count int not null default 0,
      bet_count int not null default 0,
      check (confirmed_by is null or confirmed_by <> opened_by),
      check ((status = 'confirmed') = (confirmed_by is not null and confirmed_at is not null))
    )`.execute(db);
  await sql`create index lottery_incidents_recent on lottery_incidents (opened_at desc)`.execute(db);
  await sql`alter table lottery_draws add column incident_id bigint references lottery_incidents(id)`.execute(
    db,
  );
}
