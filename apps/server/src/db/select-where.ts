import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';

/** Values to match, by column: each named column must equal its value. */
export type ColumnsEqual<Table> = Partial<Selectable<Table>>;

/**
 * The rows of `table` whose named columns equal the given values, as a query still to be given
 * its columns (and locks, order, limit) and run. The conditions are joined with `and` in the order
 * they are named, as a chain of `where(column, '=', value)` would write them.
 */
export function selectWhere<DB, TB extends keyof DB & string>(
  db: Kysely<DB>,
  table: TB,
  match: ColumnsEqual<DB[TB]>,
): SelectQueryBuilder<DB, TB, object> {
  // Over a generic schema the compiler cannot check a column name against the table, so the
  // chain is built untyped here; `match` is typed against the table at every call.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  let q: SelectQueryBuilder<any, any, object> = (db as Kysely<any>).selectFrom(table);
  for (const [column, value] of matched(table, match)) q = q.where(column, '=', value);
  return q as unknown as SelectQueryBuilder<DB, TB, object>;
}

/**
 * The match's columns and values. A partial row type lets a value be `undefined`, which the
 * `where` chains these helpers replace refused at compile time; bound as NULL it would match no
 * row and say nothing, so it is refused here instead.
 */
export function matched(table: string, match: object): [string, unknown][] {
  const pairs = Object.entries(match);
  for (const [column, value] of pairs)
    if (value === undefined) throw new Error(`${table}.${column}: no value to match`);
  return pairs;
}
