import { type Kysely, sql } from 'kysely';

/**
 * The finance desk's deposit list, newest first a page at a time, with or without its filters:
 * a brand's orders by id (no status chosen), a method's orders by id, and a brand's orders of some
 * days by creation time (without it a day long past was found by reading every newer order). The
 * status filter already has deposit_orders_status, the member filter deposit_orders_member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deposit_orders_newest on deposit_orders (merchant_id, id desc)`.execute(db);
  await sql`create index deposit_orders_method on deposit_orders (method_id, id desc)`.execute(db);
  await sql`create index deposit_orders_created on deposit_orders (merchant_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deposit_orders_created`.execute(db);
  await sql`drop index deposit_orders_method`.execute(db);
  await sql`drop index deposit_orders_newest`.execute(db);
}
