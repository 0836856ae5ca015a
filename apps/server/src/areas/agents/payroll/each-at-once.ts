/**
 * Calls `work` on every item, at most `limit` calls running at any moment, and resolves when all
 * have finished. Items are started in their order; `work` handles its own failures.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
