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

/** pg client that turns registered statement texts into named statements. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; only the (text, values) form Kysely uses is rewritten, every
  // other call passes through untouched.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? registry.get(text) : undefined;
    const call = super.query as (...a: unknown[]) => never;
    return name === undefined ? call.apply(this, args) : call.call(this, { name, text, values });
  }
}
