import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';

export interface StoredPaymentPassword {
  hash: string;
  failedCount: number;
  lockedUntil: Date | null;
}

export function paymentPasswordRepository(db: Db) {
  return {
    /** This table's row, else the hash registration kept in the member profile. */
    async find(memberId: bigint): Promise<StoredPaymentPassword | null> {
      const row = await selectWhere(db, 'payment_passwords', { member_id: memberId })
        .select(['hash', 'failed_count', 'locked_until'])
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

    /**
     * Counts a guess before it is checked, in one statement, and answers its place (1 = first of
     * the run) with the hash to check it against; null when the password is locked or its guesses
     * are used up. The guess that reaches `lockAfter` locks it, unless it turns out right
     * (`forgive`). The row is created for a profile-only password so the count sticks.
     */
    async takeGuess(
      memberId: bigint,
      hash: string,
      lockAfter: number,
      now: Date,
      lockUntil: Date,
    ): Promise<{ slot: number; hash: string } | null> {
      // A lock that has ended starts a new run of guesses.
      const ended = sql`(payment_passwords.locked_until is not null and payment_passwords.locked_until <= ${now}::timestamptz)`;
      const next = sql<number>`(case when ${ended} then 1 else payment_passwords.failed_count + 1 end)`;
      const row = await db
        .insertInto('payment_passwords')
        .values({
          member_id: memberId,
          hash,
          failed_count: 1,
          locked_until: lockAfter <= 1 ? lockUntil : null,
        })
        .onConflict((oc) =>
          oc
            .column('member_id')
            .doUpdateSet({
              failed_count: next,
              locked_until: sql`case when ${next} >= ${lockAfter}::int then ${lockUntil}::timestamptz end`,
            })
            .where((eb) =>
              eb.or([
                eb(ended, '=', true),
                eb.and([
                  eb('payment_passwords.locked_until', 'is', null),
                  eb('payment_passwords.failed_count', '<', lockAfter),
                ]),
              ]),
            ),
        )
        .returning(['failed_count', 'hash'])
        .executeTakeFirst();
      return row ? { slot: row.failed_count, hash: row.hash } : null;
    },

    /** A right guess: it and the guesses before it no longer count, and any lock goes. */
    async forgive(memberId: bigint, slot: number, lockAfter: number) {
      const left = sql<number>`greatest(failed_count - ${slot}::int, 0)`;
      await updateWhere(db, 'payment_passwords', { member_id: memberId })
        .set({
          failed_count: left,
          locked_until: sql`case when ${left} >= ${lockAfter}::int then locked_until end`,
        })
        .execute();
    },
  };
}

export type PaymentPasswordRepository = ReturnType<typeof paymentPasswordRepository>;
