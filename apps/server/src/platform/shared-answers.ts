/**
 * Answer objects handed unchanged to many requests: a cached read's value, an answer kept per
 * merchant or per cached row. Only these get their envelope and serialized text kept with them
 * (plugins/contract-route.ts, plugins/serializer.ts).
 *
 * Keeping them for every answer put a weak entry per request in the heap; under load many
 * outlived a young-generation collection, and the full collection that finally cleared them
 * spent 130–250 ms of its pause walking those entries (decision 0004).
 */
const shared = new WeakSet<object>();

/** Marks `value` as shared between requests and answers it; cached values are never mutated. */
export function shareAnswer<T>(value: T): T {
  if (typeof value === 'object' && value !== null) shared.add(value);
  return value;
}

export function isSharedAnswer(value: object): boolean {
  return shared.has(value);
}
