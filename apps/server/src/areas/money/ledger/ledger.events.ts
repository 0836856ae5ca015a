import { afterCommit, rootOf } from '../../../db/commit-hooks.ts';
import type { Db } from '../../../db/kysely.ts';

/** Told the accounts a committed ledger call changed. */
export type MoneyMovedListener = (accountIds: bigint[]) => void;

const listeners = new WeakMap<Db, Set<MoneyMovedListener>>();

/** Listens to every money movement committed on `db` (the handle the app was built on). */
export function onMoneyMoved(db: Db, listener: MoneyMovedListener): () => void {
  const set = listeners.get(db) ?? new Set<MoneyMovedListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by the ledger for each call that moved money; listeners hear it once it has committed. */
export function announceMoved(db: Db, accountIds: bigint[]): void {
  const set = listeners.get(rootOf(db));
  if (!set?.size) return;
  afterCommit(db, () => {
    for (const listener of set) listener(accountIds);
  });
}
