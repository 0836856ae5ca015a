import { type Kysely, sql } from 'kysely';

/**
 * Activity applications (§3, §5): a promotion may be taken part in by application, a comment and
 * up to 3 images that staff review. One application per member and promotion, decided by the
 * unique key so concurrent submits leave one row. A reward paid on approval is an ordinary ledger
 * transfer keyed by the application, so it moves once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotions add column application_required boolean not null default false`.execute(
    db,
  );
  await sql`create table activity_applications (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    promotion_id bigint not null references promotions(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    comment text not null check (char_length(comment) <= 140),
    status text not null default 'applying' check (status in ('applying', 'rejected', 'approved')),
    currency text not null,
    reward_amount bigint check (reward_amount > 0),
    reject_reason text,
    reviewed_by bigint references staff(id),
    reviewed_at timestamptz,
    created_at timestamptz not null default now(),
    unique (promotion_id, member_id),
    check (status <> 'rejected' or reject_reason is not null),
    check (status = 'approved' or reward_amount is null)
  )`.execute(db);
  await sql`create index activity_applications_review on activity_applications (merchant_id, status, id)`.execute(
    db,
  );
  await sql`create index activity_applications_member on activity_applications (member_id, id)`.execute(db);
  await sql`create table activity_images (
    id uuid primary key,
    application_id bigint not null references activity_applications(id) on delete cascade,
    merchant_id int not null,
    member_id bigint not null,
    position smallint not null check (position between 0 and 2),
    storage_key text not null,
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    size_bytes int not null check (size_bytes between 1 and 5242880),
    sha256 text not null,
    created_at timestamptz not null default now(),
    unique (application_id, position)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table activity_images`.execute(db);
  await sql`drop table activity_applications`.execute(db);
  await sql`alter table promotions drop column application_required`.execute(db);
}
