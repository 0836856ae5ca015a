import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

// The handle's type, named here and not imported from kysely.ts, which builds its handles with these hooks.
type Db = Kysely<Database>;

type Hook = () => void;

interface TxState {
  hooks: Hook[];
  root: Db;
}

const open = new WeakMap<Db, TxState>();

/**
 * Lets code running inside a transaction act once it has committed (tell other instances that a
 * balance moved, say), and never when it rolls back or is retried. `db.transaction().execute()` of
 * a handle built by `openPostgres`/`openPGlite` runs the hooks registered through `afterCommit`
 * after the commit; the try that a retry replaces drops its own.
 */
export function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    builder.execute = async <T>(work: (trx: Parameters<Parameters<typeof execute>[0]>[0]) => Promise<T>) => {
      const state: TxState = { hooks: [], root: db };
      const result = await execute(async (trx) => {
        open.set(trx as unknown as Db, state);
        try {
          return await work(trx);
        } finally {
          // Gone at once rather than at the next full collection (platform/shared-answers.ts).
          open.delete(trx as unknown as Db);
        }
      });
      for (const hook of state.hooks) runHook(hook);
      return result;
    };
    return builder;
  };
  return db;
}

function runHook(hook: Hook) {
  try {
    hook();
  } catch (err) {
    // A hook only tells others about the change; the change itself has committed.
    process.emitWarning(`after-commit hook failed: ${(err as Error).message}`);
  }
}

/** Runs `hook` once `db`'s transaction commits, or now when `db` is not a transaction. */
export function afterCommit(db: Db, hook: Hook): void {
  const state = open.get(db);
  if (state) state.hooks.push(hook);
  else runHook(hook);
}

/** The handle a transaction was opened on (the handle itself outside a transaction). */
export function rootOf(db: Db): Db {
  return open.get(db)?.root ?? db;
}
