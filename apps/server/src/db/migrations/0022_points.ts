import { type Kysely, sql } from 'kysely';

/**
 * Points and the points mall (docs/points.md). Points are whole numbers that never expire. Every
 * change is one append-only row of `point_entries`, unique per brand by its source key, beside a
 * balance row that may never go negative. Bets earn points in the transaction that settles them:
 * the triggers below run inside the settling statement, so a settlement that commits has accrued
 * exactly once and one that rolls back has accrued nothing, whatever module settled it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table point_configs (
    merchant_id int primary key references merchants(id) on delete cascade,
    enabled boolean not null default true,
    bet_per_point bigint not null check (bet_per_point > 0),
    convert_points bigint not null check (convert_points > 0),
    convert_amount bigint not null check (convert_amount > 0),
    min_convert bigint not null check (min_convert > 0),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table point_balances (
    member_id bigint primary key references members(id) on delete cascade,
    merchant_id int not null references merchants(id) on delete cascade,
    balance bigint not null default 0 check (balance >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table point_entries (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    delta bigint not null check (delta <> 0),
    balance_after bigint not null check (balance_after >= 0),
    kind text not null check (kind in ('bet', 'redeem', 'redeem_refund', 'convert')),
    source_key text not null check (length(source_key) between 1 and 200),
    reference text not null default '',
    created_at timestamptz not null default now(),
    unique (merchant_id, source_key)
  )`.execute(db);
  await sql`create index point_entries_member on point_entries (member_id, id desc)`.execute(db);
  // Append-only: a correction is a new row, never an edit.
  await sql`create function point_entries_frozen() returns trigger language plpgsql as $$
    begin raise exception 'point_entries is append-only'; end $$`.execute(db);
  await sql`create trigger point_entries_frozen before update or delete on point_entries
    for each row execute function point_entries_frozen()`.execute(db);

  await sql`create table point_images (
    id uuid primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    storage_key text not null,
    content_type text not null,
    size_bytes int not null check (size_bytes >= 0),
    sha256 text not null,
    created_by bigint references staff(id),
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table point_rewards (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    names jsonb not null,
    image_id uuid references point_images(id),
    points bigint not null check (points > 0),
    stock int not null check (stock >= 0),
    sort int not null default 0,
    active boolean not null default true,
    archived_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index point_rewards_shelf on point_rewards (merchant_id, sort, id) where archived_at is null`.execute(
    db,
  );

  await sql`create table point_redeems (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    reward_id bigint not null references point_rewards(id),
    request_id text not null check (length(request_id) between 1 and 64),
    quantity int not null check (quantity between 1 and 99),
    points bigint not null check (points > 0),
    status text not null default 'in_process' check (status in ('in_process', 'rejected', 'approved')),
    remark text,
    decided_by bigint references staff(id),
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    unique (member_id, request_id),
    check ((status = 'in_process') = (decided_at is null))
  )`.execute(db);
  await sql`create index point_redeems_member on point_redeems (member_id, id desc)`.execute(db);
  await sql`create index point_redeems_queue on point_redeems (merchant_id, status, id desc)`.execute(db);

  await sql`create table point_conversions (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    request_id text not null check (length(request_id) between 1 and 64),
    points bigint not null check (points > 0),
    amount bigint not null check (amount > 0),
    currency text not null,
    created_at timestamptz not null default now(),
    unique (member_id, request_id)
  )`.execute(db);

  // Adds the points a valid bet earns, once per source key. The balance row is locked before the
  // entry is written, so two settlements of one member queue and a repeated key adds nothing.
  await sql`create function points_accrue(p_merchant int, p_member bigint, p_valid bigint, p_key text, p_ref text)
    returns void language plpgsql as $$
    declare
      ratio bigint;
      earned bigint;
      held bigint;
    begin
      select bet_per_point into ratio from point_configs where merchant_id = p_merchant and enabled;
      if ratio is null or p_valid is null or p_valid <= 0 then return; end if;
      earned := p_valid / ratio;
      if earned <= 0 then return; end if;
      insert into point_balances (member_id, merchant_id) values (p_member, p_merchant)
        on conflict (member_id) do nothing;
      select balance into held from point_balances where member_id = p_member for update;
      insert into point_entries (merchant_id, member_id, delta, balance_after, kind, source_key, reference)
        values (p_merchant, p_member, earned, held + earned, 'bet', p_key, p_ref)
        on conflict (merchant_id, source_key) do nothing;
      if found then
        update point_balances set balance = held + earned, updated_at = now() where member_id = p_member;
      end if;
    end $$`.execute(db);

  // Vendor and in-house rounds: the stake of a round is its valid bet, counted when it settles.
  await sql`create function points_on_round() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and (tg_op = 'INSERT' or old.status is distinct from 'settled') then
        perform points_accrue(new.merchant_id, new.member_id, new.stake, 'round:' || new.id,
                              new.vendor || ':' || new.round_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger points_on_round after insert or update of status on game_rounds
    for each row execute function points_on_round()`.execute(db);

  // Our lottery: a member's bets of a draw that settles (refunded lines excluded), once per draw.
  await sql`create function points_on_draw() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and old.status is distinct from 'settled' then
        perform points_accrue(new.merchant_id, b.member_id, b.valid, 'lottery:' || new.id || ':' || b.member_id,
                              'lottery-draw:' || new.id)
        from (select member_id, sum(cost)::bigint as valid from lottery_bets
              where draw_id = new.id and not refunded group by member_id order by member_id) b;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger points_on_draw after update of status on lottery_draws
    for each row execute function points_on_draw()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists points_on_draw on lottery_draws`.execute(db);
  await sql`drop trigger if exists points_on_round on game_rounds`.execute(db);
  await sql`drop function if exists points_on_draw()`.execute(db);
  await sql`drop function if exists points_on_round()`.execute(db);
  await sql`drop function if exists points_accrue(int, bigint, bigint, text, text)`.execute(db);
  for (const t of [
    'point_conversions',
    'point_redeems',
    'point_rewards',
    'point_images',
    'point_entries',
    'point_balances',
    'point_configs',
  ]) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
  await sql`drop function if exists point_entries_frozen()`.execute(db);
}
