import type { Db } from '../../../db/kysely.ts';

/** deadlock_detected and serialization_failure: the database rolled the whole transaction back. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Attempts in all before the last error is let through; with the backoff below about 1.5 s. */
export const MONEY_TRANSACTION_ATTEMPTS = 8;

export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction and runs the whole of it again when the database picked it as the
 * victim of a deadlock or a serialization conflict. Such a transaction wrote nothing, so a new try
 * is safe; the caller then gets the answer of a try that ran to its end, never the conflict. The
 * pause grows with each try and is randomised so that the transactions that met do not meet again.
 * `work` must do nothing outside the database that a second run would repeat.
 */
export async function moneyTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  attempts = MONEY_TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (attempt >= attempts || !isRetryableConflict(err)) throw err;
      await sleep(Math.random() * Math.min(400, 5 * 2 ** attempt));
    }
  }
}
