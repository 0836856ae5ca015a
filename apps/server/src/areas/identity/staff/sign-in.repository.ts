import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { SignInNext } from './staff.tables.ts';

/** The second step of a staff sign-in: challenges, TOTP secrets and recovery codes. */
export function signInRepository(db: Db) {
  return { ...signInChallenges(db), ...staffSecrets() };
}

/** What a right password earns, until the second step uses it up. */
function signInChallenges(db: Db) {
  return {
    async insertChallenge(row: { tokenHash: string; staffId: bigint; next: SignInNext; expiresAt: Date }) {
      await db
        .insertInto('staff_sign_in_challenges')
        .values({
          token_hash: row.tokenHash,
          staff_id: row.staffId,
          next: row.next,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /** A challenge not used and not expired, with its operator. */
    async liveChallenge(tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_sign_in_challenges as c')
        .innerJoin('staff as st', 'st.id', 'c.staff_id')
        .select([
          'c.id',
          'c.next',
          'c.pending_secret_sealed as pendingSecret',
          'st.id as staffId',
          'st.username',
          'st.merchant_id as homeMerchantId',
          'st.totp_secret_sealed as secret',
        ])
        .where('c.token_hash', '=', tokenHash)
        .where('c.used_at', 'is', null)
        .where('c.expires_at', '>', now)
        .where('st.status', '=', 'active')
        .executeTakeFirst();
    },

    /** Keeps an enrolment's new secret until it is confirmed; the first one made stays. */
    async keepPendingSecret(id: bigint, sealed: string): Promise<string> {
      await db
        .updateTable('staff_sign_in_challenges')
        .set({ pending_secret_sealed: sealed })
        .where('id', '=', id)
        .where('pending_secret_sealed', 'is', null)
        .execute();
      const row = await db
        .selectFrom('staff_sign_in_challenges')
        .select('pending_secret_sealed')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.pending_secret_sealed as string;
    },

    /** Uses the challenge up; false when another request already did (or it expired). */
    async consumeChallenge(trx: Db, id: bigint, now: Date): Promise<boolean> {
      const rows = await trx
        .updateTable('staff_sign_in_challenges')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .execute();
      return rows.length > 0;
    },
  };
}

/** The operators' TOTP secrets, the newest step taken, and their recovery codes. */
function staffSecrets() {
  return {
    /** Takes a code's time step; false when a code of this step or a later one was taken (a replay). */
    async claimStep(trx: Db, staffId: bigint, step: number): Promise<boolean> {
      const rows = await trx
        .updateTable('staff')
        .set({ totp_last_step: BigInt(step) })
        .where('id', '=', staffId)
        .where(sql<boolean>`coalesce(totp_last_step, -1) < ${step}`)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Uses one recovery code up; false when it is not the operator's or was used. */
    async useRecoveryCode(trx: Db, staffId: bigint, codeHash: string, now: Date): Promise<boolean> {
      const rows = await trx
        .updateTable('staff_recovery_codes')
        .set({ used_at: now })
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Makes the secret the operator's and replaces their recovery codes. */
    async enrol(
      trx: Db,
      staffId: bigint,
      e: { sealed: string; step: number; codeHashes: string[]; at: Date },
    ) {
      await trx
        .updateTable('staff')
        .set({ totp_secret_sealed: e.sealed, totp_enrolled_at: e.at, totp_last_step: BigInt(e.step) })
        .where('id', '=', staffId)
        .execute();
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
      await trx
        .insertInto('staff_recovery_codes')
        .values(e.codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
        .execute();
    },

    /** An admin's reset: the next sign-in enrols again. */
    async forget(trx: Db, staffId: bigint) {
      await trx
        .updateTable('staff')
        .set({ totp_secret_sealed: null, totp_enrolled_at: null, totp_last_step: null })
        .where('id', '=', staffId)
        .execute();
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    },
  };
}

export type SignInRepository = ReturnType<typeof signInRepository>;
export type LiveChallenge = NonNullable<Awaited<ReturnType<SignInRepository['liveChallenge']>>>;
