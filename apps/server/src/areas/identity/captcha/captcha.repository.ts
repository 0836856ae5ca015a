import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

export function captchaRepository(db: Db) {
  return {
    async insert(row: { id: string; clientKey: string; answer: string; expiresAt: Date; createdAt: Date }) {
      await db
        .insertInto('captchas')
        .values({
          id: row.id,
          client_key: row.clientKey,
          answer: row.answer,
          expires_at: row.expiresAt,
          created_at: row.createdAt,
        })
        .execute();
    },

    /**
     * Marks a live captcha of this client used and returns its answer, in one statement so two
     * requests can never both spend it. Without an id, the client's newest live captcha is used.
     */
    async consume(clientKey: string, id: string | undefined, now: Date): Promise<string | null> {
      const target = selectWhere(db, 'captchas', { client_key: clientKey })
        .select('id')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .$if(id !== undefined, (q) => q.where('id', '=', id as string))
        .orderBy('created_at', 'desc')
        .limit(1);
      const row = await db
        .updateTable('captchas')
        .set({ used_at: now })
        .where('id', '=', (eb) => eb.selectFrom(target.as('t')).select('t.id'))
        .where('used_at', 'is', null)
        .returning('answer')
        .executeTakeFirst();
      return row?.answer ?? null;
    },

    /** Old rows serve nobody; called now and then so the table stays small. */
    async purgeBefore(at: Date): Promise<void> {
      await db.deleteFrom('captchas').where('expires_at', '<', at).execute();
    },

    async answerOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirst();
      return row?.answer;
    },
  };
}

/** Guards ids before they reach a uuid column (a malformed one would be a database error). */
export const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

export type CaptchaRepository = ReturnType<typeof captchaRepository>;
