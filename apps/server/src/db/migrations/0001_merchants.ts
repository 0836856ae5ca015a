import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merchants (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Za-z0-9_-]{2,64}$'),
      name text not null,
      currency text not null default 'VND',
      is_default boolean not null default false,
      config jsonb not null,
      brand_settings jsonb not null,
      register_config jsonb not null,
      customer_service jsonb not null default '[]',
      social_links jsonb not null default '[]',
      resources jsonb not null default '[]',
      gtag_id text,
      image_cdns text[] not null default '{}',
      launch_game_cdns text[] not null default '{}',
      maintenance_on boolean not null default false,
      maintenance_title text,
      maintenance_message text,
      maintenance_end timestamptz,
      region_mode text not null default 'off' check (region_mode in ('off', 'allow', 'deny')),
      region_countries text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // At most one fallback merchant for hosts that are not in the domain table.
  await sql`create unique index merchants_one_default on merchants (is_default) where is_default`.execute(db);

  await sql`
    create table merchant_domains (
      domain text primary key check (domain = lower(domain)),
      merchant_id int not null references merchants(id) on delete cascade,
      is_primary boolean not null default false,
      sort int not null default 0
    )`.execute(db);
  await sql`create index merchant_domains_merchant on merchant_domains (merchant_id)`.execute(db);

  await sql`
    create table merchant_modules (
      merchant_id int not null references merchants(id) on delete cascade,
      code text not null,
      enabled boolean not null default true,
      primary key (merchant_id, code)
    )`.execute(db);

  await sql`
    create table help_items (
      id serial primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      language text not null,
      anchor text not null,
      title text not null,
      content text not null,
      sort int not null default 0,
      unique (merchant_id, language, anchor)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['help_items', 'merchant_modules', 'merchant_domains', 'merchants']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
