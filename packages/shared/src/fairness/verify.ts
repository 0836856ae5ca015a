import { matchesCommitment } from './seed.ts';
import type { FairParams } from './stream.ts';

/** What is published once a round is over, next to the hash committed before it. */
export interface RoundReveal extends FairParams {
  committedHash: string;
}

export interface RoundVerification<T> {
  /** The revealed server seed hashes to the commitment published before play. */
  commitmentOk: boolean;
  /** The outcome recomputed from the three inputs alone. */
  outcome: T;
}

/**
 * Recomputes a round: checks the revealed server seed against its commitment and replays the
 * game's outcome function (e.g. a keno draw) from (serverSeed, clientSeed, nonce). A caller
 * compares `outcome` with the outcome it was shown.
 */
export function verifyRound<T>(
  reveal: RoundReveal,
  outcome: (params: FairParams) => T,
): RoundVerification<T> {
  const { serverSeed, clientSeed, nonce } = reveal;
  return {
    commitmentOk: matchesCommitment(serverSeed, reveal.committedHash),
    outcome: outcome({ serverSeed, clientSeed, nonce }),
  };
}
