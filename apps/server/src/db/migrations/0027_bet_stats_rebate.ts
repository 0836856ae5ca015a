import { type Kysely, sql } from 'kysely';

/**
 * Valid-bet statistics and the manual rebate (docs/payroll.md, docs/rebate.md).
 *
 * `bet_stats_hourly` holds, per member, UTC hour and game category, the valid bet, payout and bet
 * count of every settled bet; `bet_totals` holds the same per member and category since the start,
 * which the rebate claims against. Both are kept by triggers inside the statement that settles a
 * bet, as the points are (0022): a settlement that commits has counted once, one that rolls back has
 * counted nothing, and a change of a settled row (a void, a late win, a cancelled stake) moves the
 * figures by the difference between what the row counted before and what it counts now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Periods (day, week, half month, month) are cut at the brand's local midnight.
  await sql`alter table merchants add column time_zone text not null default 'Asia/Ho_Chi_Minh'`.execute(db);

  // Derived figures without foreign keys, like the lottery bets they are partly made from: they
  // follow their sources and must never refuse a settlement, and a key check per bet is cost.
  await sql`create table bet_stats_hourly (
    member_id bigint not null,
    hour timestamptz not null,
    category text not null,
    merchant_id int not null,
    valid_bet bigint not null default 0,
    payout bigint not null default 0,
    bet_count bigint not null default 0,
    primary key (member_id, hour, category)
  )`.execute(db);
  await sql`create index bet_stats_hourly_brand on bet_stats_hourly (merchant_id, hour)`.execute(db);

  await sql`create table bet_totals (
    member_id bigint not null,
    category text not null,
    merchant_id int not null,
    valid_bet bigint not null default 0,
    payout bigint not null default 0,
    bet_count bigint not null default 0,
    primary key (member_id, category)
  )`.execute(db);

  await sql`create function bet_stats_add(p_merchant int, p_member bigint, p_at timestamptz, p_category text,
      p_valid bigint, p_payout bigint, p_count bigint)
    returns void language plpgsql as $$
    begin
      if p_valid = 0 and p_payout = 0 and p_count = 0 then return; end if;
      insert into bet_stats_hourly as s (member_id, hour, category, merchant_id, valid_bet, payout, bet_count)
        values (p_member, date_trunc('hour', p_at, 'UTC'), p_category, p_merchant, p_valid, p_payout, p_count)
        on conflict (member_id, hour, category) do update
        set valid_bet = s.valid_bet + excluded.valid_bet, payout = s.payout + excluded.payout,
            bet_count = s.bet_count + excluded.bet_count;
      insert into bet_totals as t (member_id, category, merchant_id, valid_bet, payout, bet_count)
        values (p_member, p_category, p_merchant, p_valid, p_payout, p_count)
        on conflict (member_id, category) do update
        set valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout,
            bet_count = t.bet_count + excluded.bet_count;
    end $$`.execute(db);

  // A round counts while it is settled: its stake is the valid bet, its win the payout, and it is
  // one bet when it staked anything (a vendor's bonus round pays without a bet).
  await sql`create function bet_stats_on_round() returns trigger language plpgsql as $$
    declare
      cat text;
      was boolean := tg_op = 'UPDATE' and old.status = 'settled';
      now_counts boolean := new.status = 'settled';
    begin
      if not was and not now_counts then return null; end if;
      if was and now_counts and old.stake = new.stake and old.win = new.win
         and old.settled_at = new.settled_at then
        return null;
      end if;
      select game_type into cat from games where id = new.game_id;
      if was then
        perform bet_stats_add(old.merchant_id, old.member_id, old.settled_at, cat, -old.stake, -old.win,
                              case when old.stake > 0 then -1 else 0 end);
      end if;
      if now_counts then
        perform bet_stats_add(new.merchant_id, new.member_id, new.settled_at, cat, new.stake, new.win,
                              case when new.stake > 0 then 1 else 0 end);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bet_stats_on_round after insert or update of status, stake, win, settled_at on game_rounds
    for each row execute function bet_stats_on_round()`.execute(db);

  // Our lottery counts per draw: when a draw settles, each member's lines that were not refunded;
  // should a settled draw ever leave that state, the same figures are taken back.
  await sql`create function bet_stats_on_draw() returns trigger language plpgsql as $$
    declare
      sign int;
      at timestamptz;
    begin
      if new.status = 'settled' and old.status is distinct from 'settled' then
        sign := 1; at := coalesce(new.settled_at, now());
      elsif old.status = 'settled' and new.status is distinct from 'settled' then
        sign := -1; at := coalesce(old.settled_at, now());
      else
        return null;
      end if;
      perform bet_stats_add(new.merchant_id, b.member_id, at, 'LOTT', sign * b.valid, sign * b.payout, sign * b.n)
        from (select member_id, sum(cost)::bigint as valid, coalesce(sum(payout), 0)::bigint as payout,
                     count(*)::bigint as n
              from lottery_bets where draw_id = new.id and not refunded
              group by member_id order by member_id) b;
      return null;
    end $$`.execute(db);
  await sql`create trigger bet_stats_on_draw after update of status on lottery_draws
    for each row execute function bet_stats_on_draw()`.execute(db);

  // A line of a settled draw refunded afterwards leaves the figures (and one un-refunded comes
  // back), so a refund of the lines followed by a reversal of the draw takes back exactly what counted.
  await sql`create function bet_stats_on_lottery_refund() returns trigger language plpgsql as $$
    declare
      d record;
      sign int := case when new.refunded then -1 else 1 end;
    begin
      if new.refunded = old.refunded then return null; end if;
      select merchant_id, status, settled_at into d from lottery_draws where id = new.draw_id;
      if d.status is distinct from 'settled' then return null; end if;
      perform bet_stats_add(d.merchant_id, new.member_id, coalesce(d.settled_at, now()), 'LOTT',
                            sign * new.cost, sign * coalesce(new.payout, 0), sign);
      return null;
    end $$`.execute(db);
  await sql`create trigger bet_stats_on_lottery_refund after update of refunded on lottery_bets
    for each row execute function bet_stats_on_lottery_refund()`.execute(db);

  // Manual rebate: a rate per brand and game category, in basis points of the valid bet.
  await sql`create table rebate_rates (
    merchant_id int not null references merchants(id) on delete cascade,
    category text not null,
    rate_bps int not null check (rate_bps between 0 and 10000),
    updated_at timestamptz not null default now(),
    primary key (merchant_id, category)
  )`.execute(db);

  // A member's claim position: the valid bet per category already rebated, and the fraction of a
  // minor unit (in 1/10000 of one) the last claim left over. Claims lock this row, so they queue.
  await sql`create table rebate_accounts (
    member_id bigint primary key references members(id) on delete cascade,
    merchant_id int not null references merchants(id) on delete cascade,
    claimed_valid jsonb not null default '{}',
    remainder bigint not null default 0 check (remainder >= 0 and remainder < 10000),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table rebate_claims (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    request_id text not null check (length(request_id) between 1 and 64),
    amount bigint not null check (amount > 0),
    currency text not null,
    valid_bet bigint not null,
    detail jsonb not null,
    created_at timestamptz not null default now(),
    unique (member_id, request_id)
  )`.execute(db);
  await sql`create index rebate_claims_member on rebate_claims (member_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists bet_stats_on_lottery_refund on lottery_bets`.execute(db);
  await sql`drop function if exists bet_stats_on_lottery_refund()`.execute(db);
  await sql`drop trigger if exists bet_stats_on_draw on lottery_draws`.execute(db);
  await sql`drop trigger if exists bet_stats_on_round on game_rounds`.execute(db);
  await sql`drop function if exists bet_stats_on_draw()`.execute(db);
  await sql`drop function if exists bet_stats_on_round()`.execute(db);
  await sql`drop function if exists bet_stats_add(int, bigint, timestamptz, text, bigint, bigint, bigint)`.execute(
    db,
  );
  for (const t of ['rebate_claims', 'rebate_accounts', 'rebate_rates', 'bet_totals', 'bet_stats_hourly']) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
  await sql`alter table merchants drop column if exists time_zone`.execute(db);
}
