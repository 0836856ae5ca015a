import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

/** What the ledger already holds under an idempotency key (the ledger writes; this only reads). */
export function transfersRepository(db: Db) {
  return {
    async exists(merchantId: number, idempotencyKey: string): Promise<boolean> {
      const row = await selectWhere(db, 'ledger_transfers', {
        merchant_id: merchantId,
        idempotency_key: idempotencyKey,
      })
        .select('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TransfersRepository = ReturnType<typeof transfersRepository>;
