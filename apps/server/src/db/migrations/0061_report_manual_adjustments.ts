import { type Kysely, sql } from 'kysely';

/**
 * Manual adjustments in the operator's NGR (docs/reports.md): a manual credit to a player is money
 * the brand gives away, like a bonus; a manual debit takes some back. `report_money_daily` keeps
 * their net per brand and day in `adjustments`, by trigger as the bonuses are, and the rebuild
 * counts them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_money_daily add column adjustments bigint not null default 0`.execute(db);

  // The same adder with the new figure last; the callers of 0054 pass nine figures and get 0 here.
  await sql`drop function report_money_add(int, timestamptz, bigint, bigint, bigint, bigint, bigint, bigint, bigint)`.execute(
    db,
  );
  await sql`create function report_money_add(p_merchant int, p_at timestamptz, p_deposits bigint,
      p_deposit_count bigint, p_first bigint, p_withdrawals bigint, p_withdrawal_count bigint,
      p_registrations bigint, p_bonuses bigint, p_adjustments bigint default 0)
    returns void language plpgsql as $$
    begin
      insert into report_money_daily as r (merchant_id, day, deposits, deposit_count, first_deposits,
          withdrawals, withdrawal_count, registrations, bonuses, adjustments)
        values (p_merchant, report_day(p_merchant, p_at), p_deposits, p_deposit_count, p_first,
          p_withdrawals, p_withdrawal_count, p_registrations, p_bonuses, p_adjustments)
        on conflict (merchant_id, day) do update
        set deposits = r.deposits + excluded.deposits, deposit_count = r.deposit_count + excluded.deposit_count,
            first_deposits = r.first_deposits + excluded.first_deposits,
            withdrawals = r.withdrawals + excluded.withdrawals,
            withdrawal_count = r.withdrawal_count + excluded.withdrawal_count,
            registrations = r.registrations + excluded.registrations, bonuses = r.bonuses + excluded.bonuses,
            adjustments = r.adjustments + excluded.adjustments;
    end $$`.execute(db);

  // An approved adjustment posts one transfer (money/adjustments): counted as it is written.
  await sql`create function report_on_adjustment() returns trigger language plpgsql as $$
    begin
      perform report_money_add(new.merchant_id, new.created_at, 0, 0, 0, 0, 0, 0, 0,
                               case when new.kind = 'manual_debit' then -new.amount else new.amount end);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_adjustment after insert on ledger_transfers
    for each row when (new.phase in ('single', 'post') and new.kind in ('manual_credit', 'manual_debit'))
    execute function report_on_adjustment()`.execute(db);

  // The rebuild of 0054 stays as it is, under another name, and the adjustments are added after it.
  await sql`alter function report_backfill() rename to report_backfill_0054`.execute(db);
  await sql`create function report_backfill() returns void language plpgsql as $$
    begin
      perform report_backfill_0054();
      insert into report_money_daily as r (merchant_id, day, adjustments)
        select t.merchant_id, (t.created_at at time zone m.time_zone)::date,
               sum(case when t.kind = 'manual_debit' then -t.amount else t.amount end)
          from ledger_transfers t join merchants m on m.id = t.merchant_id
          where t.phase in ('single', 'post') and t.kind in ('manual_credit', 'manual_debit')
          group by 1, 2
        on conflict (merchant_id, day) do update set adjustments = excluded.adjustments;
    end $$`.execute(db);

  // What was approved before: only the new figure is filled in, the others are left as they are.
  await sql`insert into report_money_daily as r (merchant_id, day, adjustments)
      select t.merchant_id, (t.created_at at time zone m.time_zone)::date,
             sum(case when t.kind = 'manual_debit' then -t.amount else t.amount end)
        from ledger_transfers t join merchants m on m.id = t.merchant_id
        where t.phase in ('single', 'post') and t.kind in ('manual_credit', 'manual_debit')
        group by 1, 2
      on conflict (merchant_id, day) do update set adjustments = excluded.adjustments`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function report_backfill()`.execute(db);
  await sql`alter function report_backfill_0054() rename to report_backfill`.execute(db);
  await sql`drop trigger report_on_adjustment on ledger_transfers`.execute(db);
  await sql`drop function report_on_adjustment()`.execute(db);
  await sql`drop function report_money_add(int, timestamptz, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint)`.execute(
    db,
  );
  await sql`create function report_money_add(p_merchant int, p_at timestamptz, p_deposits bigint,
      p_deposit_count bigint, p_first bigint, p_withdrawals bigint, p_withdrawal_count bigint,
      p_registrations bigint, p_bonuses bigint)
    returns void language plpgsql as $$
    begin
      insert into report_money_daily as r (merchant_id, day, deposits, deposit_count, first_deposits,
          withdrawals, withdrawal_count, registrations, bonuses)
        values (p_merchant, report_day(p_merchant, p_at), p_deposits, p_deposit_count, p_first,
          p_withdrawals, p_withdrawal_count, p_registrations, p_bonuses)
        on conflict (merchant_id, day) do update
        set deposits = r.deposits + excluded.deposits, deposit_count = r.deposit_count + excluded.deposit_count,
            first_deposits = r.first_deposits + excluded.first_deposits,
            withdrawals = r.withdrawals + excluded.withdrawals,
            withdrawal_count = r.withdrawal_count + excluded.withdrawal_count,
            registrations = r.registrations + excluded.registrations, bonuses = r.bonuses + excluded.bonuses;
    end $$`.execute(db);
  await sql`alter table report_money_daily drop column adjustments`.execute(db);
}
