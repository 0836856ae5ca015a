import { type Kysely, sql } from 'kysely';

/**
 * The withdrawal queue's risk flags (docs/withdrawal-risk.md).
 *
 * - `member_logins.device_id`: the device id the player site sends with a sign-in (a random id it
 *   keeps on the device), so two accounts used on one phone can be told apart from two phones on one
 *   network. Null when the client sent none.
 * - Lookups by brand, address or device and time: "who else signed in from here in the last 30
 *   days" reads a range of one brand's sign-ins from one address (or device) instead of the brand's.
 * - Withdrawals by brand and time: the finance desk's date filter and the CSV export walk one
 *   brand's withdrawals in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_logins
    add column device_id text check (length(device_id) between 8 and 128)`.execute(db);
  await sql`create index member_logins_brand_ip on member_logins (merchant_id, ip, created_at)
    where ip is not null`.execute(db);
  await sql`create index member_logins_brand_device on member_logins (merchant_id, device_id, created_at)
    where device_id is not null`.execute(db);
  await sql`create index withdrawals_brand_created on withdrawals (merchant_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index withdrawals_brand_created`.execute(db);
  await sql`drop index member_logins_brand_device`.execute(db);
  await sql`drop index member_logins_brand_ip`.execute(db);
  await sql`alter table member_logins drop column device_id`.execute(db);
}
