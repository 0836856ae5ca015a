import { type Kysely, sql } from 'kysely';

/**
 * Site content per merchant and language: banner images, route banners, home notices and
 * publicity popups (§3 Announcement, Notice, Banner).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_images (
      id uuid primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      -- Uploads live in blob storage under this key; 'builtin:<art>:<lang>' is art the platform draws.
      storage_key text not null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
      size_bytes int not null check (size_bytes >= 0),
      sha256 text not null,
      created_by bigint references staff(id),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table content_banners (
      id bigserial primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      language text not null,
      group_name text not null,
      image_id uuid not null references content_images(id),
      title text not null,
      -- 0 no link, 1 a path on the site, 2 an outside https page.
      linkage_type smallint not null default 0 check (linkage_type in (0, 1, 2)),
      link text,
      sort int not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index content_banners_lookup on content_banners (merchant_id, language, group_name, sort)`.execute(
    db,
  );

  await sql`
    create table content_notices (
      id bigserial primary key,
      merchant_id int not null references merchants(id) on delete cascade,
      -- notice: home ticker and notice list; popup: the publicity popup.
      kind text not null check (kind in ('notice', 'popup')),
      -- Who sees a popup: everyone, visitors (public list) or logged-in members.
      audience text not null default 'all' check (audience in ('all', 'public', 'member')),
      language text not null,
      title text not null,
      content text not null,
      sort int not null default 0,
      active boolean not null default true,
      published_at timestamptz not null default now(),
      ends_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index content_notices_lookup on content_notices (merchant_id, kind, language, published_at desc)`.execute(
    db,
  );

  // The site's content reads are cached in memory; any write empties them on every instance
  // (pf_notify_change of 0016).
  for (const table of ['content_banners', 'content_notices']) {
    await sql`create trigger ${sql.id(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function pf_notify_change('content')`.execute(db);
  }
}
