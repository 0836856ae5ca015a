import type { Insertable, InsertQueryBuilder, InsertResult, Kysely } from 'kysely';

/** A column's name as the code spells it: `merchant_id` is `merchantId`. */
export type CamelCase<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelCase<T>>}`
  : S;

/** The values of a row's named columns, keyed by their camelCase names. */
export type CamelValues<Table, K extends keyof Insertable<Table> & string> = {
  [P in K as CamelCase<P>]: Insertable<Table>[P];
};

function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, c: string) => c.toUpperCase());
}

/**
 * An insert of one row into `table`: each of `columns` takes the value `values` holds under its
 * camelCase name, and `more` adds columns whose values are not simply passed through (a time under
 * another name, JSON). Still to be given its conflict handling and returning, and run.
 */
export function insertRow<DB, TB extends keyof DB & string, K extends keyof Insertable<DB[TB]> & string>(
  db: Kysely<DB>,
  table: TB,
  columns: readonly K[],
  values: CamelValues<DB[TB], K>,
  more: Partial<Insertable<DB[TB]>> = {},
): InsertQueryBuilder<DB, TB, InsertResult> {
  const byName = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const column of columns) row[column] = byName[camelCase(column)];
  // Over a generic schema the compiler cannot check the row against the table, so it is passed
  // untyped here; `columns`, `values` and `more` are typed against the table at every call.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return (db as Kysely<any>).insertInto(table).values({ ...row, ...more }) as unknown as InsertQueryBuilder<
    DB,
    TB,
    InsertResult
  >;
}
