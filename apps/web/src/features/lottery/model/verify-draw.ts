import { formatVnResult, parseWinningNumbers, verifyGameRound } from '@pf/shared';
import type { LotteryDraw } from '../api/lottery-types';

export interface BrowserVerification {
  commitmentOk: boolean;
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
  if (keno) {
    const { commitmentOk, outcome } = verifyGameRound(reveal, 'keno');
    return {
      commitmentOk,
      outcomeMatches: sameKenoDraw(winningNumber, outcome),
      recomputed: outcome.join(','),
    };
  }
  const { commitmentOk, outcome } = verifyGameRound(reveal, 'vn-mb');
  const recomputed = formatVnResult(outcome, 'rows');
  return { commitmentOk, outcomeMatches: recomputed === winningNumber.trim(), recomputed };
}
