import { type Kysely, sql } from 'kysely';

/**
 * The username form also takes a member's mobile number without its dialing code (§2 'username/
 * phone' login), so members are looked up by national number alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index members_mobile_national on members (merchant_id, mobile_no) where mobile_no is not null`.execute(
    db,
  );
}
