import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import { type ColumnsEqual, matched } from './select-where.ts';

/**
 * An update of the rows of `table` whose named columns equal the given values, still to be given
 * its `set` (and returning) and run. The conditions are joined with `and` in the order they are
 * named, as a chain of `where(column, '=', value)` would write them.
 */
export function updateWhere<DB, TB extends keyof DB & string>(
  db: Kysely<DB>,
  table: TB,
  match: ColumnsEqual<DB[TB]>,
): UpdateQueryBuilder<DB, TB, TB, UpdateResult> {
  // Over a generic schema the compiler cannot check a column name against the table, so the
  // chain is built untyped here; `match` is typed against the table at every call.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  let q: UpdateQueryBuilder<any, any, any, UpdateResult> = (db as Kysely<any>).updateTable(table);
  for (const [column, value] of matched(table, match)) q = q.where(column, '=', value);
  return q as unknown as UpdateQueryBuilder<DB, TB, TB, UpdateResult>;
}
