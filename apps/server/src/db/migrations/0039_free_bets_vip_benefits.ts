import { type Kysely, sql } from 'kysely';

/**
 * Free bets staked in the in-house games and the VIP level benefits (docs/bonus-engine.md,
 * docs/member-vip.md). A free-bet grant that was staked ends as 'used' (its credit went into a
 * round, its win is a grant of its own). A level rule gains its cashback rate, withdrawal limits
 * and birthday bonus; `vip_birthday_bonuses` is keyed by member and year, so two instances
 * evaluating the same birthday pay it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_grants drop constraint bonus_grants_status_check`.execute(db);
  await sql`alter table bonus_grants add constraint bonus_grants_status_check
    check (status in ('active', 'met', 'released', 'forfeited', 'expired', 'used'))`.execute(db);
  await sql`alter table vip_level_rules
    add column cashback_bps integer check (cashback_bps between 0 and 10000),
    add column withdraw_max bigint check (withdraw_max > 0),
    add column withdraw_daily_max bigint check (withdraw_daily_max > 0),
    add column birthday_bonus bigint not null default 0 check (birthday_bonus >= 0)`.execute(db);
  await sql`create table vip_birthday_bonuses (
    member_id bigint not null references members(id),
    year smallint not null,
    merchant_id integer not null references merchants(id),
    level smallint not null,
    amount bigint not null,
    transfer_id bigint,
    paid_at timestamptz not null default now(),
    primary key (member_id, year)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists vip_birthday_bonuses`.execute(db);
  await sql`alter table vip_level_rules
    drop column if exists cashback_bps,
    drop column if exists withdraw_max,
    drop column if exists withdraw_daily_max,
    drop column if exists birthday_bonus`.execute(db);
  await sql`update bonus_grants set status = 'forfeited' where status = 'used'`.execute(db);
  await sql`alter table bonus_grants drop constraint bonus_grants_status_check`.execute(db);
  await sql`alter table bonus_grants add constraint bonus_grants_status_check
    check (status in ('active', 'met', 'released', 'forfeited', 'expired'))`.execute(db);
}
