import { formatVnResult, parseWinningNumbers, verifyChainLink, verifyGameRound } from '@pf/shared';
import type { LotteryDraw } from '../api/game';

export interface BrowserVerification {
  commitmentOk: boolean;
  /** For a chained seed: hashing it `index` times gives the chain's published terminal hash. */
  chainOk: boolean | null;
  outcomeMatches: boolean;
  recomputed: string;
}

const sameKenoDraw = (shown: string, recomputed: number[]) => {
  const parsed = parseWinningNumbers(shown);
  if (parsed?.format !== 'list') return false;
  return parsed.numbers.map(Number).join(',') === recomputed.join(',');
};

/**
 * Recomputes an RNG draw here in the browser with the shared verifier: the revealed server seed
 * must hash to the commitment published when the draw opened, and the result replayed from
 * (serverSeed, clientSeed, nonce) must equal the one shown. Null when the draw has nothing to
 * verify (a traditional result, or the seed not revealed yet).
 */
export function verifyDrawInBrowser(draw: LotteryDraw, keno: boolean): BrowserVerification | null {
  const { serverSeed, clientSeed, nonce, seedHash, winningNumber } = draw;
  if (!serverSeed || !clientSeed || nonce === null || !seedHash || !winningNumber) return null;
  const reveal = { serverSeed, clientSeed, nonce, committedHash: seedHash };
  // A chain link is bound by the chain: its salt is the client seed and its link number the nonce.
  const chain = draw.chain ?? null;
  const chainOk = chain
    ? verifyChainLink(serverSeed, chain.index, chain.terminalHash).terminalOk &&
      chain.salt === clientSeed &&
      chain.index === nonce
    : null;
  if (keno) {
    const { commitmentOk, outcome } = verifyGameRound(reveal, 'keno');
    return {
      commitmentOk,
      chainOk,
      outcomeMatches: sameKenoDraw(winningNumber, outcome),
      recomputed: outcome.join(','),
    };
  }
  const { commitmentOk, outcome } = verifyGameRound(reveal, 'vn-mb');
  const recomputed = formatVnResult(outcome, 'rows');
  return { commitmentOk, chainOk, outcomeMatches: recomputed === winningNumber.trim(), recomputed };
}
