import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely.ts';
import { updateWhere } from '../db/update-where.ts';
import { changeHeard } from './changes.ts';

/**
 * Deposit and withdrawal limits low enough for the small sums the cashier suites move (a few
 * hundred dong keeps their arithmetic readable), set as a brand sets its own over its currency's
 * defaults. The defaults themselves are checked in money-settings.test.ts.
 */
export const SMALL_SUMS = {
  deposit: { min: '100', max: '500000000' },
  withdraw: { min: '100', max: '100000000' },
};

export async function allowSmallSums(t: { app: FastifyInstance; database: { db: Db } }, code = 'demo') {
  await changeHeard(t.app, 'merchant', () =>
    updateWhere(t.database.db, 'merchants', { code })
      .set({ money_overrides: JSON.stringify(SMALL_SUMS) })
      .execute(),
  );
}
