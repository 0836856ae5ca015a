import { type Kysely, sql } from 'kysely';

/**
 * The operator's reports (docs/reports.md): daily figures per brand, kept by triggers inside the
 * statement that settles a bet or moves money, as the bet statistics are (0027). A settlement that
 * commits has counted once, one that rolls back counted nothing, and a change of a settled row
 * moves the figures by the difference. Days are the brand's own (its time zone's midnight).
 *
 * Bet figures are kept per game and split over eight shards by member, so settlements of one popular
 * game do not queue on one row; readers add the shards up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_bets_daily (
    merchant_id int not null,
    day date not null,
    vendor text not null,
    category text not null,
    game text not null,
    shard smallint not null,
    bets bigint not null default 0,
    stake bigint not null default 0,
    payout bigint not null default 0,
    primary key (merchant_id, day, vendor, category, game, shard)
  )`.execute(db);

  // Who played on a day, with how many of their bets count: the active players of a range are the
  // distinct members of its days with bets left (a day whose only bet was voided has none).
  await sql`create table report_players_daily (
    merchant_id int not null,
    day date not null,
    member_id bigint not null,
    bets bigint not null default 0,
    primary key (merchant_id, day, member_id)
  )`.execute(db);
  // Kept from it as a member's first bet of a day arrives or their last one of it is voided: the
  // players of each day (sharded like the bets), and each member's days of a month as bits (day 1 is
  // bit 0), so the distinct players of a month's range are read from one row per member and month.
  await sql`create table report_actives_daily (
    merchant_id int not null,
    day date not null,
    shard smallint not null,
    players bigint not null default 0,
    primary key (merchant_id, day, shard)
  )`.execute(db);
  await sql`create table report_player_months (
    merchant_id int not null,
    month date not null,
    member_id bigint not null,
    days bigint not null default 0,
    primary key (merchant_id, month, member_id)
  )`.execute(db);

  await sql`create table report_money_daily (
    merchant_id int not null,
    day date not null,
    deposits bigint not null default 0,
    deposit_count bigint not null default 0,
    first_deposits bigint not null default 0,
    withdrawals bigint not null default 0,
    withdrawal_count bigint not null default 0,
    registrations bigint not null default 0,
    bonuses bigint not null default 0,
    primary key (merchant_id, day)
  )`.execute(db);

  await sql`create function report_day(p_merchant int, p_at timestamptz) returns date
    language sql stable as $$
      select (p_at at time zone coalesce((select time_zone from merchants where id = p_merchant), 'UTC'))::date
    $$`.execute(db);

  await sql`create function report_bets_add(p_merchant int, p_member bigint, p_at timestamptz, p_vendor text,
      p_category text, p_game text, p_stake bigint, p_payout bigint, p_count bigint)
    returns void language plpgsql as $$
    declare
      d date := report_day(p_merchant, p_at);
      now_bets bigint;
      was_bets bigint;
      bit bigint := 1::bigint << (extract(day from d)::int - 1);
    begin
      if p_stake = 0 and p_payout = 0 and p_count = 0 then return; end if;
      insert into report_bets_daily as r (merchant_id, day, vendor, category, game, shard, bets, stake, payout)
        values (p_merchant, d, p_vendor, p_category, p_game, (p_member % 8)::smallint, p_count, p_stake, p_payout)
        on conflict (merchant_id, day, vendor, category, game, shard) do update
        set bets = r.bets + excluded.bets, stake = r.stake + excluded.stake, payout = r.payout + excluded.payout;
      if p_count = 0 then return; end if;
      insert into report_players_daily as p (merchant_id, day, member_id, bets)
        values (p_merchant, d, p_member, p_count)
        on conflict (merchant_id, day, member_id) do update set bets = p.bets + excluded.bets
        returning bets into now_bets;
      was_bets := now_bets - p_count;
      if was_bets <= 0 and now_bets > 0 then
        insert into report_actives_daily as a values (p_merchant, d, (p_member % 8)::smallint, 1)
          on conflict (merchant_id, day, shard) do update set players = a.players + 1;
        insert into report_player_months as m values (p_merchant, date_trunc('month', d)::date, p_member, bit)
          on conflict (merchant_id, month, member_id) do update set days = m.days | bit;
      elsif was_bets > 0 and now_bets <= 0 then
        update report_actives_daily set players = players - 1
          where merchant_id = p_merchant and day = d and shard = (p_member % 8)::smallint;
        update report_player_months set days = days & ~bit
          where merchant_id = p_merchant and month = date_trunc('month', d)::date and member_id = p_member;
      end if;
    end $$`.execute(db);

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

  await betTriggers(db);
  await moneyTriggers(db);
}

/** Vendor and in-house rounds, the site's lotteries per draw, and Crash bets. */
async function betTriggers(db: Kysely<unknown>) {
  await sql`create function report_on_round() returns trigger language plpgsql as $$
    declare
      g record;
      was boolean := tg_op = 'UPDATE' and old.status = 'settled';
      now_counts boolean := new.status = 'settled';
    begin
      if not was and not now_counts then return null; end if;
      if was and now_counts and old.stake = new.stake and old.win = new.win
         and old.settled_at = new.settled_at then
        return null;
      end if;
      select game_type, code into g from games where id = new.game_id;
      if was then
        perform report_bets_add(old.merchant_id, old.member_id, old.settled_at, old.vendor, g.game_type, g.code,
                                -old.stake, -old.win, case when old.stake > 0 then -1 else 0 end);
      end if;
      if now_counts then
        perform report_bets_add(new.merchant_id, new.member_id, new.settled_at, new.vendor, g.game_type, g.code,
                                new.stake, new.win, case when new.stake > 0 then 1 else 0 end);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_round after insert or update of status, stake, win, settled_at on game_rounds
    for each row execute function report_on_round()`.execute(db);

  await sql`create function report_on_draw() returns trigger language plpgsql as $$
    declare
      sign int;
      at timestamptz;
      game text;
    begin
      if new.status = 'settled' and old.status is distinct from 'settled' then
        sign := 1; at := coalesce(new.settled_at, now());
      elsif old.status = 'settled' and new.status is distinct from 'settled' then
        sign := -1; at := coalesce(old.settled_at, now());
      else
        return null;
      end if;
      select code into game from lottery_games where id = new.game_id;
      perform report_bets_add(new.merchant_id, b.member_id, at, 'LOTTERY', 'LOTT', game,
                              sign * b.stake, sign * b.payout, sign * b.n)
        from (select member_id, sum(cost)::bigint as stake, coalesce(sum(payout), 0)::bigint as payout,
                     count(*)::bigint as n
              from lottery_bets where draw_id = new.id and not refunded
              group by member_id order by member_id) b;
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_draw after update of status on lottery_draws
    for each row execute function report_on_draw()`.execute(db);

  await sql`create function report_on_lottery_refund() returns trigger language plpgsql as $$
    declare
      d record;
      sign int := case when new.refunded then -1 else 1 end;
    begin
      if new.refunded = old.refunded then return null; end if;
      select l.merchant_id, l.status, l.settled_at, g.code into d
        from lottery_draws l join lottery_games g on g.id = l.game_id where l.id = new.draw_id;
      if d.status is distinct from 'settled' then return null; end if;
      perform report_bets_add(d.merchant_id, new.member_id, coalesce(d.settled_at, now()), 'LOTTERY', 'LOTT',
                              d.code, sign * new.cost, sign * coalesce(new.payout, 0), sign);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_lottery_refund after update of refunded on lottery_bets
    for each row execute function report_on_lottery_refund()`.execute(db);

  await sql`create function report_on_crash_bet() returns trigger language plpgsql as $$
    begin
      if new.status = 'open' or old.status <> 'open' then return null; end if;
      perform report_bets_add(new.merchant_id, new.member_id, new.settled_at, 'INHOUSE', 'INHOUSE', 'crash',
                              new.stake, new.win, 1);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_crash_bet after update of status on crash_bets
    for each row execute function report_on_crash_bet()`.execute(db);
}

/** Deposits and withdrawals as they are paid, registrations, and promotional money granted. */
async function moneyTriggers(db: Kysely<unknown>) {
  await sql`create function report_on_deposit() returns trigger language plpgsql as $$
    declare
      first boolean;
    begin
      if new.status <> 'paid' or old.status = 'paid' then return null; end if;
      first := not exists (select 1 from deposit_orders
                           where member_id = new.member_id and status = 'paid' and id <> new.id);
      perform report_money_add(new.merchant_id, coalesce(new.paid_at, now()), new.amount, 1,
                               case when first then 1 else 0 end, 0, 0, 0, 0);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_deposit after update of status on deposit_orders
    for each row execute function report_on_deposit()`.execute(db);

  await sql`create function report_on_withdrawal() returns trigger language plpgsql as $$
    begin
      -- Counted once the money has left: paid, then confirmed received (or disputed) by the member.
      if old.status <> 'pending' or new.status not in ('paid', 'received', 'disputed') then return null; end if;
      perform report_money_add(new.merchant_id, coalesce(new.paid_at, now()), 0, 0, 0,
                               coalesce(new.paid_amount, new.amount), 1, 0, 0);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_withdrawal after update of status on withdrawals
    for each row execute function report_on_withdrawal()`.execute(db);

  await sql`create function report_on_member() returns trigger language plpgsql as $$
    begin
      perform report_money_add(new.merchant_id, new.created_at, 0, 0, 0, 0, 0, 1, 0);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_member after insert on members
    for each row when (new.type <> 4) execute function report_on_member()`.execute(db);

  // Promotional money as it is granted; a forfeited bonus gives its amount back.
  await sql`create function report_bonus_kinds() returns text[] language sql immutable as $$
    select array['bonus', 'bonus_forfeit', 'activity_reward', 'cashback', 'mission_bonus', 'points_bonus',
                 'promo_bonus', 'rebate', 'referral_bonus', 'vip_bonus', 'vip_birthday', 'welcome']
    $$`.execute(db);
  await sql`create function report_on_bonus() returns trigger language plpgsql as $$
    begin
      perform report_money_add(new.merchant_id, new.created_at, 0, 0, 0, 0, 0, 0,
                               case when new.kind = 'bonus_forfeit' then -new.amount else new.amount end);
      return null;
    end $$`.execute(db);
  await sql`create trigger report_on_bonus after insert on ledger_transfers
    for each row when (new.phase in ('single', 'post') and new.kind = any (report_bonus_kinds()))
    execute function report_on_bonus()`.execute(db);

  await backfill(db);
}

/**
 * Rebuilds every figure from the rows they are made of, as the triggers would have kept them: the
 * figures of what happened before the reports existed, and a check that triggers and rows agree
 * (the reports' tests compare the two).
 */
async function backfill(db: Kysely<unknown>) {
  await sql`create function report_backfill() returns void language plpgsql as $$
    begin
      delete from report_bets_daily;
      delete from report_players_daily;
      delete from report_actives_daily;
      delete from report_player_months;
      delete from report_money_daily;
      insert into report_bets_daily (merchant_id, day, vendor, category, game, shard, bets, stake, payout)
        select b.merchant_id, b.day, b.vendor, b.category, b.game, b.shard,
               sum(b.bets), sum(b.stake), sum(b.payout)
        from (
          select r.merchant_id, (r.settled_at at time zone m.time_zone)::date as day, r.vendor,
                 g.game_type as category, g.code as game, (r.member_id % 8)::smallint as shard,
                 (r.stake > 0)::int as bets, r.stake, r.win as payout
            from game_rounds r join games g on g.id = r.game_id join merchants m on m.id = r.merchant_id
            where r.status = 'settled'
          union all
          select d.merchant_id, (coalesce(d.settled_at, now()) at time zone m.time_zone)::date, 'LOTTERY', 'LOTT',
                 lg.code, (b.member_id % 8)::smallint, 1, b.cost, coalesce(b.payout, 0)
            from lottery_bets b join lottery_draws d on d.id = b.draw_id
            join lottery_games lg on lg.id = d.game_id join merchants m on m.id = d.merchant_id
            where d.status = 'settled' and not b.refunded
          union all
          select c.merchant_id, (c.settled_at at time zone m.time_zone)::date, 'INHOUSE', 'INHOUSE', 'crash',
                 (c.member_id % 8)::smallint, 1, c.stake, c.win
            from crash_bets c join merchants m on m.id = c.merchant_id where c.status <> 'open'
        ) b
        group by 1, 2, 3, 4, 5, 6
        having sum(b.bets) <> 0 or sum(b.stake) <> 0 or sum(b.payout) <> 0;
      insert into report_players_daily (merchant_id, day, member_id, bets)
        select merchant_id, day, member_id, sum(bets) from (
          select r.merchant_id, (r.settled_at at time zone m.time_zone)::date as day, r.member_id, 1 as bets
            from game_rounds r join merchants m on m.id = r.merchant_id
            where r.status = 'settled' and r.stake > 0
          union all
          select d.merchant_id, (coalesce(d.settled_at, now()) at time zone m.time_zone)::date, b.member_id, 1
            from lottery_bets b join lottery_draws d on d.id = b.draw_id join merchants m on m.id = d.merchant_id
            where d.status = 'settled' and not b.refunded
          union all
          select c.merchant_id, (c.settled_at at time zone m.time_zone)::date, c.member_id, 1
            from crash_bets c join merchants m on m.id = c.merchant_id where c.status <> 'open'
        ) p
        group by 1, 2, 3;
      insert into report_actives_daily (merchant_id, day, shard, players)
        select merchant_id, day, (member_id % 8)::smallint, count(*) from report_players_daily
          where bets > 0 group by 1, 2, 3;
      insert into report_player_months (merchant_id, month, member_id, days)
        select merchant_id, date_trunc('month', day)::date, member_id,
               bit_or(1::bigint << (extract(day from day)::int - 1))
          from report_players_daily where bets > 0 group by 1, 2, 3;
      insert into report_money_daily (merchant_id, day, deposits, deposit_count, first_deposits, withdrawals,
          withdrawal_count, registrations, bonuses)
        select x.merchant_id, x.day, sum(x.deposits), sum(x.deposit_count), sum(x.first_deposits),
               sum(x.withdrawals), sum(x.withdrawal_count), sum(x.registrations), sum(x.bonuses)
        from (
          select o.merchant_id, (coalesce(o.paid_at, o.created_at) at time zone m.time_zone)::date as day,
                 o.amount as deposits, 1 as deposit_count,
                 (row_number() over (partition by o.member_id order by o.paid_at, o.id) = 1)::int as first_deposits,
                 0::bigint as withdrawals, 0 as withdrawal_count, 0 as registrations, 0::bigint as bonuses
            from deposit_orders o join merchants m on m.id = o.merchant_id where o.status = 'paid'
          union all
          select w.merchant_id, (coalesce(w.paid_at, w.created_at) at time zone m.time_zone)::date, 0, 0, 0,
                 coalesce(w.paid_amount, w.amount), 1, 0, 0
            from withdrawals w join merchants m on m.id = w.merchant_id
            where w.status in ('paid', 'received', 'disputed')
          union all
          select p.merchant_id, (p.created_at at time zone m.time_zone)::date, 0, 0, 0, 0, 0, 1, 0
            from members p join merchants m on m.id = p.merchant_id where p.type <> 4
          union all
          select t.merchant_id, (t.created_at at time zone m.time_zone)::date, 0, 0, 0, 0, 0, 0,
                 case when t.kind = 'bonus_forfeit' then -t.amount else t.amount end
            from ledger_transfers t join merchants m on m.id = t.merchant_id
            where t.phase in ('single', 'post') and t.kind = any (report_bonus_kinds())
        ) x
        group by 1, 2;
    end $$`.execute(db);
  await sql`select report_backfill()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger report_on_round on game_rounds`.execute(db);
  await sql`drop trigger report_on_draw on lottery_draws`.execute(db);
  await sql`drop trigger report_on_lottery_refund on lottery_bets`.execute(db);
  await sql`drop trigger report_on_crash_bet on crash_bets`.execute(db);
  await sql`drop trigger report_on_deposit on deposit_orders`.execute(db);
  await sql`drop trigger report_on_withdrawal on withdrawals`.execute(db);
  await sql`drop trigger report_on_member on members`.execute(db);
  await sql`drop trigger report_on_bonus on ledger_transfers`.execute(db);
  for (const f of [
    'report_on_round',
    'report_on_draw',
    'report_on_lottery_refund',
    'report_on_crash_bet',
    'report_on_deposit',
    'report_on_withdrawal',
    'report_on_member',
    'report_on_bonus',
  ]) {
    await sql.raw(`drop function ${f}()`).execute(db);
  }
  await sql`drop function report_bets_add(int, bigint, timestamptz, text, text, text, bigint, bigint, bigint)`.execute(
    db,
  );
  await sql`drop function report_money_add(int, timestamptz, bigint, bigint, bigint, bigint, bigint, bigint, bigint)`.execute(
    db,
  );
  await sql`drop function report_backfill()`.execute(db);
  await sql`drop function report_bonus_kinds()`.execute(db);
  await sql`drop function report_day(int, timestamptz)`.execute(db);
  await sql`drop table report_bets_daily, report_players_daily, report_actives_daily, report_player_months, report_money_daily`.execute(
    db,
  );
}
