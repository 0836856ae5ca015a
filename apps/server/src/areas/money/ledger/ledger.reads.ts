import type { Db } from '../../../db/kysely.ts';
import { createReadBatcher } from '../../../platform/read-batcher.ts';
import { ledgerRepository } from './ledger.repository.ts';
import type { Balance } from './ledger.service.ts';

export interface MemberBalances {
  cash: Balance;
  bonus: Balance;
  locked: Balance;
}

const zero = (): Balance => ({ balance: 0n, pending: 0n, available: 0n });

/**
 * Members' balances as the wallet's balance call reads them: the reads of many members that arrive
 * together go to the database as one query (platform/read-batcher.ts), each answered from a query
 * that began after it was asked, so a balance is never older than the last committed move.
 */
export function createBalanceReader(db: Db, opts: { maxInFlight?: number; maxBatch?: number } = {}) {
  const repo = ledgerRepository(db);
  const batcher = createReadBatcher<{ merchantId: number; owner: string; currency: string }, MemberBalances>({
    idOf: (k) => `${k.merchantId}:${k.owner}:${k.currency}`,
    maxInFlight: opts.maxInFlight ?? 4,
    maxBatch: opts.maxBatch ?? 500,
    async loadMany(keys) {
      const out = new Map<string, MemberBalances>();
      for (const r of await repo.ownerBalancesMany('member', keys)) {
        if (r.purpose !== 'cash' && r.purpose !== 'bonus' && r.purpose !== 'locked') continue;
        const id = `${r.merchant_id}:${r.owner_id}:${r.currency}`;
        let balances = out.get(id);
        if (!balances) {
          balances = { cash: zero(), bonus: zero(), locked: zero() };
          out.set(id, balances);
        }
        balances[r.purpose] = { balance: r.balance, pending: r.pending, available: r.balance - r.pending };
      }
      return out;
    },
  });
  return {
    /** A member's cash, bonus and locked balances (zero for accounts not yet created). */
    async balances(
      merchantId: number,
      memberId: number | bigint | string,
      currency: string,
    ): Promise<MemberBalances> {
      return (
        (await batcher.read({ merchantId, owner: String(memberId), currency })) ?? {
          cash: zero(),
          bonus: zero(),
          locked: zero(),
        }
      );
    },
  };
}

export type BalanceReader = ReturnType<typeof createBalanceReader>;
