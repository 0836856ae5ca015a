import pg from 'pg';

/**
 * Named prepared statements for hot queries. A module declares its statement text once with
 * `preparedStatement(name, text)` and runs it through Kysely as usual (`CompiledQuery.raw(text, …)`);
 * the PostgreSQL client below recognises the exact text and sends it as a named statement, so each
 * connection parses and plans it once instead of on every call. This works inside Kysely
 * transactions too, because it sits below Kysely at the connection. PGlite runs the same text
 * unprepared.
 */
const registry = new Map<string, string>();

export function preparedStatement(name: string, text: string): string {
  const known = registry.get(text);
  if (known !== undefined && known !== name) {
    throw new Error(`statement text already prepared as ${known}`);
  }
  for (const [t, n] of registry) {
    if (n === name && t !== text) throw new Error(`prepared statement name ${name} is taken`);
  }
  registry.set(text, name);
  return text;
}

/** SQLSTATE of "cached plan must not change result type". */
const STALE_PLAN = '0A000';

/**
 * pg client that turns registered statement texts into named statements.
 *
 * A migration that changes a prepared function's result columns makes PostgreSQL refuse the
 * statement a connection prepared before it ("cached plan must not change result type") on every
 * later call, and pg never prepares a name twice. The client then prepares the text again under a
 * new name and retries once. Inside a transaction the first failure has already aborted it, so that
 * caller sees the error once; the connection is healed for the next.
 */
export class PreparingClient extends pg.Client {
  readonly #generation = new Map<string, number>();

  // pg's query() has many overloads; only the (text, values) form Kysely uses is rewritten, every
  // other call passes through untouched.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const base = typeof text === 'string' && Array.isArray(values) ? registry.get(text) : undefined;
    const call = super.query as (...a: unknown[]) => never;
    if (base === undefined) return call.apply(this, args);
    const named = (): Promise<unknown> => {
      const g = this.#generation.get(base) ?? 0;
      return call.call(this, { name: g === 0 ? base : `${base}_${g}`, text, values });
    };
    return named().catch((err: unknown) => {
      if ((err as { code?: unknown })?.code !== STALE_PLAN) throw err;
      this.#generation.set(base, (this.#generation.get(base) ?? 0) + 1);
      return named();
    }) as never;
  }
}
