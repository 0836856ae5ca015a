import { crashDurationMs, crashPointOf } from '@pf/shared/inhouse/index';
import { type SeedCipher, seedCipher } from '../../../platform/seed-cipher.ts';
import type { CrashRoundWithChain } from './crash.repository.ts';
import { openRoundLink } from './crash-chain.ts';

export interface RoundSecret {
  link: string;
  crashPoint: number;
  /** Milliseconds from the start to the crash. */
  durationMs: number;
}

/** Rounds kept: the live one and a few before it are all that cash-outs and the clock ask about. */
const KEPT = 8;

/**
 * The secret of a live round (its link and crash point), opened once per instance: opening checks
 * the link against the chain's terminal hash, thousands of hashes, which a cash-out must not pay
 * for each time.
 */
export function crashPoints(cipher: SeedCipher = seedCipher()) {
  const cache = new Map<bigint, RoundSecret>();
  return {
    async of(r: CrashRoundWithChain): Promise<RoundSecret> {
      const known = cache.get(r.id);
      if (known) return known;
      const link = r.hash ?? (await openRoundLink(r, cipher));
      const crashPoint = crashPointOf(link, r.salt, r.chain_index);
      const secret = { link, crashPoint, durationMs: crashDurationMs(crashPoint) };
      cache.set(r.id, secret);
      if (cache.size > KEPT) cache.delete(cache.keys().next().value as bigint);
      return secret;
    },
  };
}

export type CrashPoints = ReturnType<typeof crashPoints>;
