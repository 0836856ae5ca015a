import { type Kysely, sql } from 'kysely';

const GAME_TYPES =
  "('LIVE','RNG','SPORTS','ESPORTS','PVP','FISH','LOTT','ELOTT','INHOUSE','COCKFIGHT','BINGO')";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A vendor (the spec's "vassalage"); the same vendor may serve several game types.
  await sql`
    create table game_vendors (
      code text primary key check (code ~ '^[A-Za-z0-9_]{1,32}$'),
      name text not null,
      account_type_name text not null,
      sort int not null default 0
    )`.execute(db);

  // One vendor card per (vendor, game type); its id is the card's nodeId.
  await sql`
    create table game_vendor_types (
      id serial primary key,
      vendor_code text not null references game_vendors(code),
      game_type text not null check (game_type in ${sql.raw(GAME_TYPES)}),
      is_hot boolean not null default false,
      -- The card launches one game (sports books, cockfight) instead of listing games.
      is_game boolean not null default false,
      maintenance boolean not null default false,
      sort int not null default 0,
      unique (vendor_code, game_type)
    )`.execute(db);

  // A merchant offers a vendor only while a row says enabled.
  await sql`
    create table merchant_vendors (
      merchant_id int not null references merchants(id) on delete cascade,
      vendor_code text not null references game_vendors(code),
      enabled boolean not null default true,
      primary key (merchant_id, vendor_code)
    )`.execute(db);

  await sql`
    create table games (
      id serial primary key,
      vendor_code text not null,
      game_type text not null,
      code text not null check (length(code) between 1 and 64),
      name text not null,
      classify text not null,
      is_hot boolean not null default false,
      is_new boolean not null default false,
      min_bet bigint not null check (min_bet > 0),
      min_line_num int not null default 1 check (min_line_num >= 1),
      maintenance boolean not null default false,
      sort int not null default 0,
      created_at timestamptz not null default now(),
      unique (vendor_code, code),
      foreign key (vendor_code, game_type) references game_vendor_types (vendor_code, game_type)
    )`.execute(db);
  // The lobby filters on type, then vendor and/or classification, always ordered by (sort, id).
  await sql`create index games_type_sort on games (game_type, sort, id)`.execute(db);
  await sql`create index games_vendor_sort on games (vendor_code, game_type, sort, id)`.execute(db);
  await sql`create index games_type_classify_sort on games (game_type, classify, sort, id)`.execute(db);
  await sql`create index games_hot_sort on games (sort, id) where is_hot`.execute(db);
  await sql`create index games_new_sort on games (game_type, sort, id) where is_new`.execute(db);

  // Names per language; EN lives on games.name and is the fallback.
  await sql`
    create table game_names (
      game_id int not null references games(id) on delete cascade,
      language text not null check (language ~ '^[A-Z]{2,8}$'),
      name text not null,
      primary key (game_id, language)
    )`.execute(db);

  await sql`
    create table pvp_rooms (
      id serial primary key,
      game_id int not null references games(id) on delete cascade,
      name text not null,
      min_bet bigint not null check (min_bet > 0),
      max_players int not null check (max_players between 2 and 100),
      sort int not null default 0,
      unique (game_id, name)
    )`.execute(db);

  await sql`
    create table member_favourite_games (
      member_id bigint not null references members(id) on delete cascade,
      merchant_id int not null references merchants(id),
      game_id int not null references games(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (member_id, game_id)
    )`.execute(db);
  await sql`create index member_favourite_games_recent on member_favourite_games (member_id, created_at desc)`.execute(
    db,
  );

  await sql`
    create table member_recent_games (
      member_id bigint not null references members(id) on delete cascade,
      merchant_id int not null references merchants(id),
      game_id int not null references games(id) on delete cascade,
      played_at timestamptz not null default now(),
      primary key (member_id, game_id)
    )`.execute(db);
  await sql`create index member_recent_games_recent on member_recent_games (member_id, played_at desc)`.execute(
    db,
  );

  // Every bet round of every vendor (seamless wallet, in-house games). Money moves in the ledger;
  // this table is the round's business record.
  await sql`
    create table game_rounds (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      vendor text not null references game_vendors(code),
      game_id int not null references games(id),
      round_id text not null check (length(round_id) between 1 and 128),
      stake bigint not null check (stake >= 0),
      win bigint not null default 0 check (win >= 0),
      status text not null default 'open' check (status in ('open', 'settled', 'void')),
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check (status = 'open' or settled_at is not null),
      unique (merchant_id, vendor, round_id)
    )`.execute(db);
  // The winner board: biggest settled wins of a recent window.
  await sql`create index game_rounds_wins on game_rounds (merchant_id, settled_at desc) where status = 'settled' and win > 0`.execute(
    db,
  );
  await sql`create index game_rounds_member on game_rounds (member_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'game_rounds',
    'member_recent_games',
    'member_favourite_games',
    'pvp_rooms',
    'game_names',
    'games',
    'merchant_vendors',
    'game_vendor_types',
    'game_vendors',
  ]) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
