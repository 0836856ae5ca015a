import { type Kysely, sql } from 'kysely';

/**
 * Promotions per merchant (§1, §3 Promotion: id, category): a category, an artwork image from the
 * content images, a period, and a title, summary and terms per language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotions (
      id bigserial primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      category text not null
        check (category in ('new_player', 'deposit', 'cashback', 'rebate', 'vip', 'event')),
      image_id uuid not null references content_images(id),
      starts_at timestamptz not null,
      ends_at timestamptz,
      sort int not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at)
    )`.execute(db);
  await sql`create index promotions_live on promotions (merchant_id, category, sort) where active`.execute(
    db,
  );

  await sql`
    create table promotion_texts (
      promotion_id bigint not null references promotions(id) on delete cascade,
      language text not null,
      title text not null,
      summary text not null,
      terms text not null,
      primary key (promotion_id, language)
    )`.execute(db);

  // The site's promotion reads are cached in memory; a changed row (by the back office, a script
  // or an operator's SQL) empties them on every instance through pf_notify_change of 0016.
  for (const table of ['promotions', 'promotion_texts']) {
    await sql`create trigger ${sql.id(`${table}_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function pf_notify_change('promotions')`.execute(db);
    await sql`create trigger ${sql.id(`${table}_truncated`)}
      after truncate on ${sql.table(table)}
      for each statement execute function pf_notify_change('promotions')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists promotion_texts`.execute(db);
  await sql`drop table if exists promotions`.execute(db);
}
