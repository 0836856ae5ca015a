import type { Db } from './kysely.ts';

/** One group of a repository's queries, made over the connection (or transaction) given. */
type QueryGroup = (db: Db) => object;

/** The methods of all the groups, as one object has them. */
type AllOf<G extends readonly QueryGroup[]> = G extends readonly [
  infer H extends QueryGroup,
  ...infer R extends QueryGroup[],
]
  ? ReturnType<H> & AllOf<R>
  : unknown;

/**
 * A repository made of groups of queries over one connection: each group keeps its file short and
 * its methods together, and callers see a single object with all their methods.
 */
export function joinedQueries<G extends QueryGroup[]>(db: Db, ...groups: G): AllOf<G> {
  return Object.assign({}, ...groups.map((group) => group(db)));
}
