import { type Kysely, sql } from 'kysely';

const TYPES = sql.raw(`('dividend', 'daily', 'hourly', 'realtime')`);

/**
 * Agent contracts (docs/agents.md). A brand switches each contract type on or off and may cap the
 * rate of its top agents. A contract joins an upline agent and a direct downline; it is in force
 * from valid_from (acceptance) until valid_to (its end), which is what a payroll run reads for a
 * period. At most one contract of a type is in force per pair, and at most one request waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_contract_settings (
      merchant_id int not null references merchants(id),
      contract_type text not null check (contract_type in ${TYPES}),
      enabled boolean not null default false,
      -- Highest rate (basis points) a top agent may give; null: up to 100%.
      top_rate_cap int check (top_rate_cap between 0 and 10000),
      primary key (merchant_id, contract_type)
    )`.execute(db);

  await sql`
    create table agent_contracts (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      contract_type text not null check (contract_type in ${TYPES}),
      upline_id bigint not null references members(id),
      downline_id bigint not null references members(id),
      status text not null default 'pending'
        check (status in ('pending', 'active', 'terminating', 'rejected', 'terminated', 'replaced')),
      -- [{minValidBet: minor units as text, minActiveMembers, rate}], thresholds ascending.
      tiers jsonb not null,
      -- The highest tier rate, in basis points: what the cap rules compare.
      rate int not null check (rate between 0 and 10000),
      period text check (period in ('D', 'W', 'H', 'M')),
      offered_at timestamptz not null default now(),
      decided_at timestamptz,
      valid_from timestamptz,
      valid_to timestamptz,
      termination_requested_by bigint references members(id),
      termination_requested_at timestamptz,
      end_reason text check (end_reason in ('rejected', 'terminated', 'replaced', 'rate_cap')),
      check (upline_id <> downline_id),
      check (valid_to is null or valid_from is not null and valid_to >= valid_from),
      check ((status in ('active', 'terminating')) = (valid_from is not null and valid_to is null))
    )`.execute(db);
  await sql`create unique index agent_contracts_in_force on agent_contracts (upline_id, downline_id, contract_type)
    where status in ('active', 'terminating')`.execute(db);
  await sql`create unique index agent_contracts_one_request on agent_contracts (upline_id, downline_id, contract_type)
    where status = 'pending'`.execute(db);
  await sql`create index agent_contracts_downline on agent_contracts (downline_id, contract_type, status)`.execute(
    db,
  );
  await sql`create index agent_contracts_period on agent_contracts (merchant_id, contract_type, valid_from)
    where valid_from is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists agent_contracts`.execute(db);
  await sql`drop table if exists agent_contract_settings`.execute(db);
}
