import { type Kysely, sql } from 'kysely';

/**
 * The bonus engine (docs/bonus-engine.md): a bonus rule per promotion, members' participations,
 * grants held on the member's bonus balance, and the wagering that releases them. Wagering is
 * counted by triggers inside the statement that settles a bet, like points (0022): a settlement
 * that commits has counted exactly once per grant, one that rolls back has counted nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table bonus_rules (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    promotion_id bigint not null unique references promotions(id) on delete cascade,
    kind text not null check (kind in ('deposit_match', 'cashback', 'free_bet', 'raffle')),
    percent_bps int check (percent_bps between 1 and 100000),
    cap bigint check (cap > 0),
    min_deposit bigint check (min_deposit >= 0),
    amount bigint check (amount > 0),
    cashback_period text check (cashback_period in ('D', 'W', 'M')),
    prizes jsonb,
    wagering_multiple int not null default 0 check (wagering_multiple between 0 and 100),
    weights jsonb not null default '{}',
    max_bet bigint check (max_bet > 0),
    expiry_days int not null default 7 check (expiry_days between 1 and 365),
    new_player_only boolean not null default false,
    min_vip_level smallint not null default 1 check (min_vip_level between 1 and 10),
    starts_at timestamptz,
    ends_at timestamptz,
    once_per_member boolean not null default true,
    one_per_fingerprint boolean not null default true,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (ends_at is null or starts_at is null or ends_at > starts_at),
    check (kind <> 'deposit_match' or (percent_bps is not null and cap is not null and min_deposit is not null)),
    check (kind <> 'cashback' or (percent_bps is not null and cap is not null and cashback_period is not null)),
    check (kind <> 'free_bet' or amount is not null),
    check (kind <> 'raffle' or jsonb_typeof(prizes) = 'array')
  )`.execute(db);

  // One row per member and rule. The fingerprint keys are set only when the rule asks for one
  // grant per device or address, so the unique indexes refuse a second account from the same one.
  await sql`create table bonus_participations (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    rule_id bigint not null references bonus_rules(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    ip text not null,
    device_id text,
    ip_key text,
    device_key text,
    joined_at timestamptz not null default now(),
    unique (rule_id, member_id),
    unique (rule_id, ip_key),
    unique (rule_id, device_key)
  )`.execute(db);

  await sql`create table bonus_grants (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    rule_id bigint not null references bonus_rules(id) on delete cascade,
    kind text not null,
    currency text not null,
    amount bigint not null check (amount > 0),
    wagering_required bigint not null check (wagering_required >= 0),
    wagering_done bigint not null default 0 check (wagering_done >= 0),
    weights jsonb not null,
    max_bet bigint,
    status text not null default 'active'
      check (status in ('active', 'met', 'released', 'forfeited', 'expired')),
    source_key text not null check (length(source_key) between 1 and 150),
    reference text not null default '',
    draw jsonb,
    granted_at timestamptz not null,
    expires_at timestamptz not null,
    met_at timestamptz,
    closed_at timestamptz,
    unique (merchant_id, source_key),
    check ((status in ('active', 'met')) = (closed_at is null))
  )`.execute(db);
  await sql`create index bonus_grants_member on bonus_grants (member_id, id desc)`.execute(db);
  await sql`create index bonus_grants_open on bonus_grants (member_id, id) where status = 'active'`.execute(
    db,
  );
  await sql`create index bonus_grants_met on bonus_grants (id) where status = 'met'`.execute(db);
  await sql`create index bonus_grants_expiry on bonus_grants (expires_at) where status = 'active'`.execute(
    db,
  );

  // What each settled bet added to each grant: the primary key is the exactly-once guard.
  await sql`create table bonus_wagers (
    grant_id bigint not null references bonus_grants(id) on delete cascade,
    source_key text not null,
    category text not null,
    stake bigint not null,
    counted bigint not null check (counted > 0),
    created_at timestamptz not null default now(),
    primary key (grant_id, source_key)
  )`.execute(db);

  // Adds one settled bet to every active grant of the member that it may count for: placed after
  // the grant and before its expiry, within the max bet, weighted by its category. Grant rows are
  // locked in id order, so two settlements of one member queue; the one that crosses the
  // requirement marks the grant 'met' (released to cash by the bonus service, once).
  await sql`create function bonus_wager(p_member bigint, p_category text, p_stake bigint,
                                        p_placed timestamptz, p_key text)
    returns void language plpgsql as $$
    declare
      g record;
      w bigint;
      c bigint;
    begin
      if p_stake is null or p_stake <= 0 then return; end if;
      for g in select id, weights, max_bet, wagering_required, wagering_done from bonus_grants
               where member_id = p_member and status = 'active'
                 and granted_at <= p_placed and expires_at > p_placed
               order by id for update loop
        if g.max_bet is not null and p_stake > g.max_bet then continue; end if;
        w := coalesce((g.weights ->> p_category)::bigint, 0);
        c := p_stake * w / 10000;
        if c <= 0 then continue; end if;
        insert into bonus_wagers (grant_id, source_key, category, stake, counted)
          values (g.id, p_key, p_category, p_stake, c) on conflict do nothing;
        if not found then continue; end if;
        update bonus_grants
          set wagering_done = least(wagering_required, wagering_done + c),
              status = case when wagering_done + c >= wagering_required then 'met' else status end,
              met_at = case when wagering_done + c >= wagering_required then now() else met_at end
          where id = g.id;
      end loop;
    end $$`.execute(db);

  // Vendor and in-house rounds: the category is the game's type (RNG, LIVE, INHOUSE ...).
  await sql`create function bonus_on_round() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and (tg_op = 'INSERT' or old.status is distinct from 'settled')
         and exists (select 1 from bonus_grants where member_id = new.member_id and status = 'active') then
        perform bonus_wager(new.member_id, (select game_type from games where id = new.game_id),
                            new.stake, new.created_at, 'round:' || new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bonus_on_round after insert or update of status on game_rounds
    for each row execute function bonus_on_round()`.execute(db);

  // Our lottery: every bet line of a draw that settles, refunded lines excluded, category LOTTERY.
  await sql`create function bonus_on_draw() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and old.status is distinct from 'settled' then
        perform bonus_wager(b.member_id, 'LOTTERY', b.cost, b.placed_at, 'lottery-bet:' || b.id)
        from (select member_id, cost, placed_at, id from lottery_bets lb
              where draw_id = new.id and not refunded
                and exists (select 1 from bonus_grants g where g.member_id = lb.member_id and g.status = 'active')
              order by member_id, id) b;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bonus_on_draw after update of status on lottery_draws
    for each row execute function bonus_on_draw()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists bonus_on_draw on lottery_draws`.execute(db);
  await sql`drop trigger if exists bonus_on_round on game_rounds`.execute(db);
  await sql`drop function if exists bonus_on_draw()`.execute(db);
  await sql`drop function if exists bonus_on_round()`.execute(db);
  await sql`drop function if exists bonus_wager(bigint, text, bigint, timestamptz, text)`.execute(db);
  for (const t of ['bonus_wagers', 'bonus_grants', 'bonus_participations', 'bonus_rules']) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
}
