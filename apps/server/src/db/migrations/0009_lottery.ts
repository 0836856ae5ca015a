import { type Kysely, sql } from 'kysely';

/**
 * Lottery: games per merchant (as data), their draws, bets and staff-entered results.
 * Money never lives here: stakes, wins and refunds are ledger transfers; bets keep their outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_games (
      id serial primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      code text not null check (code ~ '^[a-z0-9-]{1,40}$'),
      kind text not null check (kind in ('vn', 'vnfast', 'keno')),
      region text not null default 'MB' check (region in ('MB', 'MT', 'MN')),
      name text not null,
      -- Station drawn on each weekday (key 1 = Sunday … 7), shown as the remark.
      stations jsonb not null default '{}',
      draw_days int[] not null default '{1,2,3,4,5,6,7}',
      -- Traditional draws: local time of day "HH:MM"; interval games: seconds between draws.
      draw_time text check (draw_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
      timezone text not null default 'Asia/Ho_Chi_Minh',
      interval_seconds int check (interval_seconds between 10 and 86400),
      lock_seconds int not null check (lock_seconds >= 0),
      tags text[] not null default '{}',
      sort int not null default 0,
      -- The merchant's odds overrides (vnOddsSchema input); empty means the defaults.
      odds jsonb not null default '{}',
      min_stake bigint not null default 100 check (min_stake > 0),
      max_stake bigint not null default 100000000 check (max_stake >= min_stake),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      unique (merchant_id, code),
      check ((kind = 'vn') = (draw_time is not null)),
      check ((kind = 'vn') = (interval_seconds is null)),
      check (interval_seconds is null or lock_seconds < interval_seconds)
    )`.execute(db);

  await sql`
    create table lottery_draws (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      game_id int not null references lottery_games(id) on delete cascade,
      numero text not null,
      status text not null default 'scheduled'
        check (status in ('scheduled', 'open', 'locked', 'drawn', 'settled', 'cancelled')),
      open_at timestamptz not null,
      lock_at timestamptz not null,
      draw_at timestamptz not null,
      -- Provably fair inputs of RNG draws; the seed stays secret until the draw is drawn.
      server_seed text not null,
      seed_hash text not null,
      client_seed text not null,
      result jsonb,
      winning_number text,
      drawn_at timestamptz,
      settled_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      bet_count int not null default 0,
      stake_total bigint not null default 0,
      payout_total bigint not null default 0,
      winner_count int not null default 0,
      check (open_at <= lock_at and lock_at <= draw_at),
      check ((status in ('drawn', 'settled')) <= (result is not null)),
      unique (game_id, draw_at),
      unique (game_id, numero)
    )`.execute(db);
  // The scheduler's work queue: due rows by status and time.
  await sql`create index lottery_draws_due on lottery_draws (status, draw_at) where status in ('scheduled', 'open', 'locked', 'drawn')`.execute(
    db,
  );
  await sql`create index lottery_draws_game on lottery_draws (game_id, draw_at desc)`.execute(db);

  // Settlement writes hits/payout into winning rows only; free space keeps those updates HOT.
  await sql`
    create table lottery_bets (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      member_id bigint not null,
      game_id int not null,
      draw_id bigint not null references lottery_draws(id),
      request_id text not null,
      line int not null,
      bet_type text not null,
      numbers text[] not null,
      stake bigint not null check (stake > 0),
      cost bigint not null check (cost > 0),
      currency text not null,
      placed_at timestamptz not null,
      hits int,
      payout bigint check (payout > 0),
      refunded boolean not null default false,
      unique (merchant_id, member_id, request_id, line)
    ) with (fillfactor = 85)`.execute(db);
  await sql`create index lottery_bets_draw on lottery_bets (draw_id, id)`.execute(db);
  await sql`create index lottery_bets_member on lottery_bets (member_id, id desc)`.execute(db);
  await sql`create index lottery_bets_game_time on lottery_bets (merchant_id, placed_at, game_id)`.execute(
    db,
  );

  // Results of traditional draws: entered (staff or feed), then confirmed by another operator.
  await sql`
    create table lottery_result_entries (
      id bigint generated always as identity primary key,
      draw_id bigint not null references lottery_draws(id),
      winning_number text not null,
      result jsonb not null,
      source text not null,
      entered_by bigint,
      entered_at timestamptz not null,
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected')),
      decided_by bigint,
      decided_at timestamptz,
      note text
    )`.execute(db);
  await sql`create unique index lottery_result_entries_open on lottery_result_entries (draw_id) where status in ('pending', 'confirmed')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lottery_result_entries', 'lottery_bets', 'lottery_draws', 'lottery_games']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
