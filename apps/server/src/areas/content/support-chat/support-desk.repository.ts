import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { SupportCannedRepliesTable } from './support-chat.tables.ts';

export type CannedRow = Selectable<SupportCannedRepliesTable>;

/** Who holds which conversation, the brand's answering staff and its canned replies; SQL only. */
export function supportDeskRepository(db: Db) {
  return {
    /**
     * Takes an open conversation no one holds, in one conditional update: of two staff taking it
     * at once, the second finds it held and changes nothing. Undefined when it was not free.
     */
    async take(tx: Kysely<Database>, id: bigint, staffId: bigint, at: Date): Promise<bigint | undefined> {
      const row = await updateWhere(tx, 'support_chats', { id, status: 'open' })
        .set({ assigned_to: staffId, assigned_at: at })
        .where('assigned_to', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Hands an open conversation held by `from` (or by no one) to `to`; undefined when it was not. */
    async handOver(
      tx: Kysely<Database>,
      id: bigint,
      move: { from: bigint; to: bigint },
      at: Date,
    ): Promise<bigint | undefined> {
      const { from, to } = move;
      const row = await updateWhere(tx, 'support_chats', { id, status: 'open' })
        .set({ assigned_to: to, assigned_at: at })
        .where((eb) => eb.or([eb('assigned_to', 'is', null), eb('assigned_to', '=', from)]))
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Active staff working on the brand (its own, or every brand's), with their roles. */
    async brandStaff(merchantId: number) {
      return db
        .selectFrom('staff as s')
        .select(['s.id', 's.username', 's.roles'])
        .where('s.status', '=', 'active')
        .where((eb) =>
          eb.or([
            eb('s.merchant_id', '=', merchantId),
            eb('s.merchant_id', 'is', null),
            eb.exists(
              eb
                .selectFrom('staff_brands as b')
                .select(sql`1`.as('one'))
                .whereRef('b.staff_id', '=', 's.id')
                .where('b.merchant_id', '=', merchantId),
            ),
          ]),
        )
        .orderBy('s.username')
        .execute();
    },

    async canned(merchantId: number): Promise<CannedRow[]> {
      return selectWhere(db, 'support_canned_replies', { merchant_id: merchantId })
        .selectAll()
        .orderBy('title')
        .orderBy('id')
        .execute();
    },

    async cannedById(id: bigint): Promise<CannedRow | undefined> {
      return selectWhere(db, 'support_canned_replies', { id }).selectAll().executeTakeFirst();
    },

    async insertCanned(
      tx: Kysely<Database>,
      row: { merchant_id: number; title: string; body: string; created_by: bigint },
    ): Promise<CannedRow> {
      return tx.insertInto('support_canned_replies').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async deleteCanned(tx: Kysely<Database>, id: bigint): Promise<CannedRow | undefined> {
      return tx.deleteFrom('support_canned_replies').where('id', '=', id).returningAll().executeTakeFirst();
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type SupportDeskRepository = ReturnType<typeof supportDeskRepository>;
