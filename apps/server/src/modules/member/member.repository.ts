import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { MembersTable } from './member.tables.ts';

export type MemberRow = Selectable<MembersTable>;

export function memberRepository(db: Db) {
  return {
    async findByUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async findById(merchantId: number, id: bigint): Promise<MemberRow | undefined> {
      return db
        .selectFrom('members')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(row: Insertable<MembersTable>): Promise<MemberRow> {
      return db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async markLoggedIn(id: bigint, at: Date): Promise<void> {
      await db.updateTable('members').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
