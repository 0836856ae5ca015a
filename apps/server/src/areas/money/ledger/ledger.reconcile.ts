import type { Db } from '../../../db/kysely.ts';
import { reconcileRepository } from './reconcile.repository.ts';

export interface ReconcileReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
}

/**
 * Proves the ledger from its own rows:
 *  1. per currency, the posted balances of all accounts sum to zero;
 *  2. every account's balance (over its shards) equals credits - debits of its posted transfers;
 *  3. every account's pending equals its open holds;
 *  4. every hold belongs to an unresolved pending transfer and every unresolved pending transfer
 *     has its hold (no orphans either way);
 *  5. no hold is past its expiry by more than `graceSeconds` (the sweeper is keeping up);
 *  6. transfers point at existing accounts of their merchant and currency.
 */
export async function reconcileLedger(
  db: Db,
  opts: { graceSeconds?: number; progress?: (msg: string) => void } = {},
): Promise<ReconcileReport> {
  const say = opts.progress ?? (() => {});
  const grace = opts.graceSeconds ?? 300;
  const problems: string[] = [];
  const steps = 6;
  const step = (n: number, what: string) => say(`[${n}/${steps}] ${what}`);
  const repo = reconcileRepository(db);

  const counts = await repo.counts();
  const accounts = Number(counts[0]?.accounts ?? 0);
  const transfers = Number(counts[0]?.transfers ?? 0);
  say(`checking ${accounts} accounts and ${transfers} transfers`);

  step(1, 'sum of balances per currency');
  const sums = await repo.unbalancedCurrencies();
  for (const r of sums) problems.push(`currency ${r.currency}: balances sum to ${r.total}, not 0`);

  step(2, 'each balance against its transfers');
  const drift = await repo.balanceDrift();
  for (const r of drift) {
    problems.push(`account ${r.account_id}: balance ${r.stored} but its transfers give ${r.computed}`);
  }

  step(3, 'pending amounts against open holds');
  const pend = await repo.pendingDrift();
  for (const r of pend) {
    problems.push(`account ${r.account_id}: pending ${r.stored} but open holds total ${r.held}`);
  }

  step(4, 'orphan reservations');
  const orphanHolds = await repo.orphanHolds();
  for (const r of orphanHolds) problems.push(`hold ${r.transfer_id} ${r.why}`);
  const lost = await repo.lostPendings();
  for (const r of lost) problems.push(`pending transfer ${r.id} is neither held nor resolved`);
  const badOutcome = await repo.badOutcomes();
  for (const r of badOutcome) problems.push(`transfer ${r.id} resolves no matching reservation`);

  step(5, `reservations expired more than ${grace}s ago`);
  const expired = await repo.expiredHolds(grace);
  for (const r of expired) {
    problems.push(
      `hold ${r.transfer_id} expired at ${new Date(r.expires_at).toISOString()} but is still open`,
    );
  }

  step(6, 'transfer accounts exist and match merchant and currency');
  const dangling = await repo.danglingTransfers();
  for (const r of dangling) problems.push(`transfer ${r.id} points at a missing or foreign account`);

  say(problems.length ? `${problems.length} problem(s) found` : 'ledger is consistent');
  return { ok: problems.length === 0, problems, accounts, transfers };
}
