import { type Kysely, sql } from 'kysely';

/**
 * A member's VIP (club) level, 1 to 10 (docs/messages-api.md, packages/shared/src/vip-levels.ts).
 * Everyone starts at 1; staff set it now, the upgrade engine later. The index serves "every member
 * of a level in a brand" (messages to a VIP level).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column vip_level smallint not null default 1
    constraint members_vip_level_check check (vip_level between 1 and 10)`.execute(db);
  await sql`create index members_merchant_vip_level on members (merchant_id, vip_level)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists members_merchant_vip_level`.execute(db);
  await sql`alter table members drop column if exists vip_level`.execute(db);
}
