import { hashServerSeed } from './seed.ts';

/**
 * Seed chains of shared draws. The house picks one secret last link x_L; every earlier link is the
 * SHA-256 (lower-case hex of the UTF-8 text) of the one after it, x_(i-1) = SHA-256(x_i), and the
 * terminal hash x_0 is published before the chain's first draw. Draw k of the chain uses x_k, so
 * each revealed seed hashes to the one revealed before it (and, k hashes later, to x_0): no seed
 * of the chain can be changed once x_0 is out.
 */
export function hashTimes(seed: string, times: number): string {
  let link = seed;
  for (let i = 0; i < times; i++) link = hashServerSeed(link);
  return link;
}

export interface ChainLinkCheck {
  /** SHA-256(seed) equals the link revealed before it (or the terminal hash for link 1). */
  previousOk: boolean | null;
  /** Hashing the seed `index` times gives the published terminal hash. */
  terminalOk: boolean;
}

/** Checks a revealed link against the chain's terminal hash and, when known, the previous link. */
export function verifyChainLink(
  seed: string,
  index: number,
  terminalHash: string,
  previousLink?: string | null,
): ChainLinkCheck {
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError('chain index starts at 1');
  const once = hashServerSeed(seed);
  const previous = index === 1 ? terminalHash : previousLink;
  return {
    previousOk: previous ? once === previous.toLowerCase() : null,
    terminalOk: hashTimes(once, index - 1) === terminalHash.toLowerCase(),
  };
}
