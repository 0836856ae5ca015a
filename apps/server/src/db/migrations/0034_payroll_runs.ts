import { type Kysely, sql } from 'kysely';

/**
 * Payroll runs (docs/payroll.md "Runs"): one claimed row per brand, contract type and period, and
 * one payout statement per contract and period. The statement's unique key is what makes a
 * contract's period pay once, whichever instance runs it and however often; the run row only
 * records that a period was taken up and when it finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payroll_runs (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    contract_type text not null check (contract_type in ('dividend', 'daily', 'hourly', 'realtime')),
    period_kind text not null check (period_kind in ('D', 'W', 'H', 'M', '1h', '5m')),
    period_from timestamptz not null,
    period_to timestamptz not null check (period_to > period_from),
    period_label text not null,
    status text not null default 'running' check (status in ('running', 'done')),
    contracts int not null default 0,
    paid int not null default 0,
    failed int not null default 0,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    unique (merchant_id, contract_type, period_kind, period_from)
  )`.execute(db);

  await sql`create table payroll_statements (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    contract_id bigint not null references agent_contracts(id),
    contract_type text not null,
    upline_id bigint not null references members(id),
    downline_id bigint not null references members(id),
    paid_by text not null check (paid_by in ('upline', 'house')),
    period_kind text not null,
    period_from timestamptz not null,
    period_to timestamptz not null,
    period_label text not null,
    valid_bet bigint not null,
    payout bigint not null,
    profit_loss bigint not null,
    active_members int not null,
    carry_in bigint not null default 0 check (carry_in <= 0),
    base bigint not null,
    carry_out bigint not null default 0 check (carry_out <= 0),
    tier jsonb,
    rate_bps int not null,
    amount bigint not null check (amount >= 0),
    currency text not null,
    transfer_id bigint,
    created_at timestamptz not null default now(),
    unique (contract_id, period_kind, period_from),
    check ((amount > 0) = (transfer_id is not null))
  )`.execute(db);
  await sql`create index payroll_statements_upline on payroll_statements (upline_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index payroll_statements_downline on payroll_statements (downline_id, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payroll_statements`.execute(db);
  await sql`drop table payroll_runs`.execute(db);
}
