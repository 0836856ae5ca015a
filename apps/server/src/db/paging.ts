import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query and how many rows the whole filter matches, read at once: `shape`
 * picks the page's columns and order, the count runs on the filter alone.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  shape: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    shape(filtered).offset(page.offset).limit(page.limit).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // The count's row type is the filter's columns and `n`; over a generic filter the compiler
  // cannot see `n` through the intersection, so it is named here.
  return { rows, total: Number((count as { n: string }).n) };
}
