import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { FeedbackStatus, FeedbackTable } from './messages.tables.ts';

export type FeedbackRow = Selectable<FeedbackTable>;

/** Support tickets with their author and brand. */
export function feedbackRepository(db: Db) {
  return {
    async insertFeedback(row: {
      merchant_id: number;
      member_id: bigint;
      question_type: string;
      content: string;
      phone: string | null;
    }): Promise<FeedbackRow> {
      return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Feedback with its author and brand, oldest first; `merchantId` null reads every brand. */
    async listFeedback(
      merchantId: number | null,
      filter: { status: FeedbackStatus; username?: string | undefined; after?: bigint | undefined },
      limit: number,
    ) {
      return db
        .selectFrom('feedback as f')
        .innerJoin('members as m', 'm.id', 'f.member_id')
        .innerJoin('merchants as b', 'b.id', 'f.merchant_id')
        .selectAll('f')
        .select(['m.username', 'b.code as merchant_code'])
        .$if(merchantId !== null, (q) => q.where('f.merchant_id', '=', merchantId as number))
        .where('f.status', '=', filter.status)
        .$if(filter.username !== undefined, (q) => q.where('m.username', '=', filter.username as string))
        .$if(filter.after !== undefined, (q) => q.where('f.id', '>', filter.after as bigint))
        .orderBy('f.id', 'asc')
        .limit(limit)
        .execute();
    },

    async feedbackForUpdate(tx: Kysely<Database>, id: bigint) {
      return tx
        .selectFrom('feedback as f')
        .innerJoin('members as m', 'm.id', 'f.member_id')
        .innerJoin('merchants as b', 'b.id', 'f.merchant_id')
        .selectAll('f')
        .select(['m.username', 'b.code as merchant_code'])
        .where('f.id', '=', id)
        .forUpdate('f')
        .executeTakeFirst();
    },

    async answerFeedback(tx: Kysely<Database>, id: bigint, answer: string, staffId: bigint, at: Date) {
      return updateWhere(tx, 'feedback', { id })
        .set({ status: 'answered', answer, answered_by: staffId, answered_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
