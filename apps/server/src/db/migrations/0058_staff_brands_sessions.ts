import { type Kysely, sql } from 'kysely';

/**
 * Staff of several brands, disabled staff, and sessions that can be listed and idle out.
 *
 * - `staff_brands`: the brands a brand operator works on. `staff.merchant_id` keeps its meaning
 *   (null: a platform operator of every brand; otherwise the operator's home brand, always one of
 *   theirs), so every check that reads a session's brand keeps working.
 * - `staff.status` 'disabled' replaces 'locked' (an admin's decision, not a failed-guess lock).
 * - `staff_sessions.merchant_id` is the brand the session works on now (switched in the header),
 *   `last_seen_at` when it was last used (written at most once a minute), `user_agent` the device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_brands (
      staff_id bigint not null references staff(id),
      merchant_id int not null references merchants(id),
      primary key (staff_id, merchant_id)
    )`.execute(db);
  await sql`create index staff_brands_merchant on staff_brands (merchant_id)`.execute(db);
  await sql`insert into staff_brands (staff_id, merchant_id)
    select id, merchant_id from staff where merchant_id is not null`.execute(db);

  await sql`alter table staff drop constraint staff_status_check`.execute(db);
  await sql`update staff set status = 'disabled' where status = 'locked'`.execute(db);
  await sql`alter table staff add constraint staff_status_check check (status in ('active', 'disabled'))`.execute(
    db,
  );

  await sql`
    alter table staff_sessions
      add column merchant_id int references merchants(id),
      add column last_seen_at timestamptz not null default now(),
      add column user_agent text`.execute(db);
  await sql`update staff_sessions s set merchant_id = st.merchant_id from staff st where st.id = s.staff_id`.execute(
    db,
  );
  await sql`create index staff_sessions_staff on staff_sessions (staff_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index staff_sessions_staff`.execute(db);
  await sql`alter table staff_sessions drop column merchant_id, drop column last_seen_at, drop column user_agent`.execute(
    db,
  );
  await sql`alter table staff drop constraint staff_status_check`.execute(db);
  await sql`update staff set status = 'locked' where status = 'disabled'`.execute(db);
  await sql`alter table staff add constraint staff_status_check check (status in ('active', 'locked'))`.execute(
    db,
  );
  await sql`drop table staff_brands`.execute(db);
}
