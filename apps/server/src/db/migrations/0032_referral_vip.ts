import { type Kysely, sql } from 'kysely';

/**
 * Referral programme and automatic VIP levels (docs/referral.md, docs/member-vip.md).
 * `referrals` holds one row per invited member; its `rewarded_at` is claimed by the one
 * transaction that pays the referrer, so the reward is paid once however often it is triggered.
 * `vip_upgrade_bonuses` is keyed by member and level for the same reason, and
 * `vip_period_reviews` lets exactly one instance run a brand's keep-rule review of a period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table referral_rules (
    merchant_id integer primary key references merchants(id),
    enabled boolean not null default false,
    reward_amount bigint not null default 0 check (reward_amount >= 0),
    condition text not null default 'FIRST_DEPOSIT' check (condition in ('FIRST_DEPOSIT', 'VALID_BET')),
    threshold bigint not null default 0 check (threshold >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table referrals (
    invitee_id bigint primary key references members(id),
    referrer_id bigint not null references members(id),
    merchant_id integer not null references merchants(id),
    created_at timestamptz not null default now(),
    reward_amount bigint,
    rewarded_at timestamptz,
    transfer_id bigint,
    check (invitee_id <> referrer_id)
  )`.execute(db);
  await sql`create index referrals_referrer on referrals (referrer_id, created_at desc)`.execute(db);
  await sql`create index referrals_unpaid on referrals (merchant_id) where rewarded_at is null`.execute(db);
  await sql`create table vip_level_rules (
    merchant_id integer not null references merchants(id),
    level smallint not null check (level between 2 and 10),
    min_valid_bet bigint not null check (min_valid_bet >= 0),
    min_deposit bigint not null check (min_deposit >= 0),
    keep_valid_bet bigint not null check (keep_valid_bet >= 0),
    keep_deposit bigint not null check (keep_deposit >= 0),
    upgrade_bonus bigint not null check (upgrade_bonus >= 0),
    primary key (merchant_id, level)
  )`.execute(db);
  await sql`create table vip_upgrade_bonuses (
    member_id bigint not null references members(id),
    level smallint not null,
    merchant_id integer not null references merchants(id),
    amount bigint not null,
    transfer_id bigint,
    paid_at timestamptz not null default now(),
    primary key (member_id, level)
  )`.execute(db);
  await sql`create table vip_period_reviews (
    merchant_id integer not null references merchants(id),
    period text not null,
    downgraded integer not null default 0,
    reviewed_at timestamptz not null default now(),
    primary key (merchant_id, period)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'vip_period_reviews',
    'vip_upgrade_bonuses',
    'vip_level_rules',
    'referrals',
    'referral_rules',
  ]) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
