import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface StoredPaymentPassword {
  hash: string;
  failedCount: number;
  lockedUntil: Date | null;
}

export function paymentPasswordRepository(db: Db) {
  return {
    /** This table's row, else the hash registration kept in the member profile. */
    async find(memberId: bigint): Promise<StoredPaymentPassword | null> {
      const row = await db
        .selectFrom('payment_passwords')
        .select(['hash', 'failed_count', 'locked_until'])
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (row) return { hash: row.hash, failedCount: row.failed_count, lockedUntil: row.locked_until };
      const member = await db
        .selectFrom('members')
        .select(sql<string | null>`profile->>'paymentPasswordHash'`.as('hash'))
        .where('id', '=', memberId)
        .executeTakeFirst();
      return member?.hash ? { hash: member.hash, failedCount: 0, lockedUntil: null } : null;
    },

    async save(memberId: bigint, hash: string, at: Date) {
      await db
        .insertInto('payment_passwords')
        .values({ member_id: memberId, hash, updated_at: at })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet({ hash, failed_count: 0, locked_until: null, updated_at: at }),
        )
        .execute();
    },

    /** Counts a wrong guess; the row is created for a profile-only password so the count sticks. */
    async recordFailure(memberId: bigint, hash: string, lockAfter: number, lockUntil: Date): Promise<number> {
      const row = await db
        .insertInto('payment_passwords')
        .values({ member_id: memberId, hash, failed_count: 1 })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet({
            failed_count: sql`payment_passwords.failed_count + 1`,
            locked_until: sql`case when payment_passwords.failed_count + 1 >= ${lockAfter} then ${lockUntil}::timestamptz else payment_passwords.locked_until end`,
          }),
        )
        .returning('failed_count')
        .executeTakeFirstOrThrow();
      return row.failed_count;
    },

    async resetFailures(memberId: bigint) {
      await db
        .updateTable('payment_passwords')
        .set({ failed_count: 0, locked_until: null })
        .where('member_id', '=', memberId)
        .where('failed_count', '>', 0)
        .execute();
    },
  };
}

export type PaymentPasswordRepository = ReturnType<typeof paymentPasswordRepository>;
