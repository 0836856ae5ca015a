import { createHash } from 'node:crypto';

// The hash chains behind the lottery's draws and Crash's rounds: a root hashed down link by link,
// published from its far end (docs/fairness.md).

/** SHA-256 hex of the hex text, the same step as hashServerSeed, with Node's faster digest. */
export const chainLink = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** Hashes per slice of a long walk down a chain: about a millisecond of work. */
const HASHES_PER_SLICE = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `seed` hashed `times` times, the same as `hashTimes` of the shared package, with Node's digest
 * and a pause for other work every slice: a walk of ten thousand links held the event loop for
 * hundreds of milliseconds when a fast game topped up its draws, which every request waiting
 * meanwhile paid for.
 */
export async function hashDown(seed: string, times: number): Promise<string> {
  let x = seed;
  for (let i = 1; i <= times; i++) {
    x = chainLink(x);
    if (i % HASHES_PER_SLICE === 0) await nextTurn();
  }
  return x;
}
