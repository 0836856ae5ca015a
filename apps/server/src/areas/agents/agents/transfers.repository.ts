import type { Db } from '../../../db/kysely.ts';

/** What the ledger already holds under an idempotency key (the ledger writes; this only reads). */
export function transfersRepository(db: Db) {
  return {
    async exists(merchantId: number, idempotencyKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TransfersRepository = ReturnType<typeof transfersRepository>;
