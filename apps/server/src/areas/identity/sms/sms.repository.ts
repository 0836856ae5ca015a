import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { SmsPurpose, VerificationCodesTable } from './sms.tables.ts';

/** The columns a sent code is stored with, each as given. */
const CODE_COLUMNS = ['merchant_id', 'purpose', 'phone', 'code_hash', 'created_at', 'expires_at'] as const;

export function smsRepository(db: Db) {
  return {
    async insertCode(row: CamelValues<VerificationCodesTable, (typeof CODE_COLUMNS)[number]>) {
      await insertRow(db, 'verification_codes', CODE_COLUMNS, row).execute();
    },

    /** Only the newest code of a phone and purpose counts: sending again supersedes the old one. */
    async latest(merchantId: number, purpose: SmsPurpose, phone: string) {
      return selectWhere(db, 'verification_codes', { merchant_id: merchantId, purpose, phone })
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Spends a code once: true only for the request whose update found it unspent. */
    async consume(id: bigint, at: Date): Promise<boolean> {
      const row = await updateWhere(db, 'verification_codes', { id })
        .set({ consumed_at: at })
        .where('consumed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Counts a wrong guess; returns the new count. */
    async addAttempt(id: bigint): Promise<number> {
      const row = await updateWhere(db, 'verification_codes', { id })
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },
  };
}

export type SmsRepository = ReturnType<typeof smsRepository>;
