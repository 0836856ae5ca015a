import { type Kysely, sql } from 'kysely';

/**
 * Staff sign in with a password and a TOTP code (decision 0023).
 *
 * - `staff.totp_secret_sealed`: the authenticator's secret, sealed by the platform cipher (null:
 *   not enrolled, the next sign-in enrols); `totp_last_step` the time step of the newest code taken,
 *   so no code is taken twice.
 * - `staff_recovery_codes`: ten one-time codes per enrolment, kept as hashes.
 * - `staff_sign_in_challenges`: what a right password earns: a one-time token, good for five
 *   minutes, for the second step; an enrolment keeps its new secret here until it is confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      add column totp_secret_sealed text,
      add column totp_enrolled_at timestamptz,
      add column totp_last_step bigint`.execute(db);
  await sql`
    create table staff_recovery_codes (
      id bigserial primary key,
      staff_id bigint not null references staff(id),
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      unique (staff_id, code_hash)
    )`.execute(db);
  await sql`
    create table staff_sign_in_challenges (
      id bigserial primary key,
      token_hash text not null unique,
      staff_id bigint not null references staff(id),
      next text not null check (next in ('totp', 'enrol')),
      pending_secret_sealed text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index staff_sign_in_challenges_expiry on staff_sign_in_challenges (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_sign_in_challenges`.execute(db);
  await sql`drop table staff_recovery_codes`.execute(db);
  await sql`alter table staff drop column totp_secret_sealed, drop column totp_enrolled_at, drop column totp_last_step`.execute(
    db,
  );
}
