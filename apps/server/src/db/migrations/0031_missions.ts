import { type Kysely, sql } from 'kysely';

/**
 * Mission activity (docs/missions.md). A mission is a target over a period; progress is not stored
 * but read from figures the settlement and deposit paths already keep exactly once (the valid-bet
 * statistics of 0027 and the paid deposit orders), so a retried settlement or callback cannot count
 * twice here either. Only the claim is written: one per member and mission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Periods start and end on whole hours because the bet statistics are kept per hour.
  await sql`create table missions (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    names jsonb not null,
    kind text not null check (kind in ('bet_count', 'turnover', 'win', 'deposit')),
    category text,
    target bigint not null check (target > 0),
    reward bigint not null check (reward > 0),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (ends_at > starts_at),
    check (date_trunc('hour', starts_at, 'UTC') = starts_at and date_trunc('hour', ends_at, 'UTC') = ends_at),
    check (kind <> 'deposit' or category is null)
  )`.execute(db);
  await sql`create index missions_brand on missions (merchant_id, ends_at desc)`.execute(db);

  await sql`create table mission_claims (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    mission_id bigint not null references missions(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    request_id text not null check (length(request_id) between 1 and 64),
    amount bigint not null check (amount > 0),
    currency text not null,
    progress bigint not null,
    created_at timestamptz not null default now(),
    unique (mission_id, member_id),
    unique (member_id, request_id)
  )`.execute(db);
  await sql`create index mission_claims_brand on mission_claims (merchant_id, mission_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mission_claims`.execute(db);
  await sql`drop table if exists missions`.execute(db);
}
