import { type Kysely, sql } from 'kysely';

/**
 * Security: atomic guess counters and lockouts for member and staff logins. A guess takes its slot
 * in `guess_counters` in one statement before the password is checked, so however many guesses
 * arrive at once, no more than the limit are ever checked. (Payment passwords count theirs in
 * `payment_passwords` the same way.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table guess_counters (
    scope text not null,
    subject text not null,
    failed_count int not null default 0 check (failed_count >= 0),
    window_started_at timestamptz not null,
    locked_until timestamptz,
    primary key (scope, subject)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists guess_counters`.execute(db);
}
