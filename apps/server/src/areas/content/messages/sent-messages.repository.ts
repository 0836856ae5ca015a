import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';

/** The sendings of staff messages, and how many of each sending's inbox lines were read. */
export function sentMessagesRepository(db: Db) {
  return {
    async insertSend(
      tx: Kysely<Database>,
      row: { merchant_id: number; audience: object; title: string; content: string; sent_by: bigint },
    ): Promise<bigint> {
      const inserted = await tx
        .insertInto('message_sends')
        .values({ ...row, audience: JSON.stringify(row.audience), recipients: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async setRecipients(tx: Kysely<Database>, id: bigint, recipients: number): Promise<void> {
      await tx.updateTable('message_sends').set({ recipients }).where('id', '=', id).execute();
    },

    /** Sendings newest first, older than `before` when given; `merchantId` null reads every brand. */
    async sentPage(merchantId: number | null, before: bigint | undefined, limit: number) {
      return db
        .selectFrom('message_sends as s')
        .innerJoin('merchants as b', 'b.id', 's.merchant_id')
        .leftJoin('staff as st', 'st.id', 's.sent_by')
        .selectAll('s')
        .select((eb) => [
          eb.ref('b.code').as('merchant_code'),
          eb.ref('st.username').as('sent_by_name'),
          eb
            .selectFrom('member_messages as m')
            .select((m) => m.fn.countAll<string>().as('n'))
            .whereRef('m.send_id', '=', 's.id')
            .where('m.read_at', 'is not', null)
            .as('read_count'),
        ])
        .$if(merchantId !== null, (q) => q.where('s.merchant_id', '=', merchantId as number))
        .$if(before !== undefined, (q) => q.where('s.id', '<', before as bigint))
        .orderBy('s.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type SentRow = Awaited<ReturnType<ReturnType<typeof sentMessagesRepository>['sentPage']>>[number];
