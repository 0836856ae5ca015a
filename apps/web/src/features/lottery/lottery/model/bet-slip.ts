import { formatMinorPlain } from '@pf/shared';
import type { BetLine, BetTypeInfo } from '../api/game';

/** One line of the bet slip; the stake is in minor units. */
export interface SlipLine {
  id: string;
  betType: string;
  numbers: string[];
  stake: bigint;
}

export type WinBasis = 'perHit' | 'once' | 'upTo';

export interface PotentialWin {
  amount: bigint;
  basis: WinBasis;
}

const KENO_SIDES = ['big', 'small', 'odd', 'even'];

/** Per-number bets stake every chosen number; combination bets, keno and side bets stake once. */
export function lineCost(line: Pick<SlipLine, 'numbers' | 'stake'>, info: BetTypeInfo | undefined): bigint {
  const perNumber = info !== undefined && info.combination === false && info.paytable === undefined;
  return perNumber ? line.stake * BigInt(line.numbers.length) : line.stake;
}

export function slipTotal(lines: readonly SlipLine[], infos: readonly BetTypeInfo[]): bigint {
  return lines.reduce(
    (sum, l) =>
      sum +
      lineCost(
        l,
        infos.find((i) => i.betType === l.betType),
      ),
    0n,
  );
}

/**
 * What a line can return, in minor units, rounded down as settlement does:
 * - VN per-number bets: floor(stake × pay / per) for every hit;
 * - xiên and lô trượt: floor(stake × pay / per) once (lô trượt's rate depends on the count);
 * - keno spots: up to the paytable's top line for that many spots (tenths of the stake);
 * - keno side bets: stake × winHundredths / 100.
 * Null when the rate is unknown (e.g. lô trượt with a count that has none).
 */
export function potentialWin(
  line: Pick<SlipLine, 'numbers' | 'stake' | 'betType'>,
  info: BetTypeInfo | undefined,
): PotentialWin | null {
  if (!info) return null;
  if (info.paytable) {
    const row = info.paytable[String(line.numbers.length)];
    if (!row) return null;
    const top = Math.max(...Object.values(row));
    return { amount: (line.stake * BigInt(top)) / 10n, basis: 'upTo' };
  }
  if (KENO_SIDES.includes(info.betType) && info.winHundredths !== undefined) {
    return { amount: (line.stake * BigInt(info.winHundredths)) / 100n, basis: 'once' };
  }
  const rate = info.rates
    ? info.rates[String(line.numbers.length)]
    : info.pay !== undefined && info.per !== undefined
      ? { pay: info.pay, per: info.per }
      : undefined;
  if (!rate) return null;
  const amount = (line.stake * BigInt(rate.pay)) / BigInt(rate.per);
  return { amount, basis: info.combination ? 'once' : 'perHit' };
}

/** The slip as the bet call takes it: stakes as decimal strings with two places. */
export function toBetLines(lines: readonly SlipLine[]): BetLine[] {
  return lines.map((l) => ({
    // The builders only offer the game's own bet types, which are the ones the contract takes.
    betType: l.betType as BetLine['betType'],
    numbers: l.numbers,
    stake: formatMinorPlain(l.stake),
  }));
}

export type CountProblem = { kind: 'count'; min: number; max: number } | null;

/** Whether a selection has a count the bet type takes (spec limits min..max). */
export function countProblem(info: BetTypeInfo, count: number): CountProblem {
  const min = info.min ?? (info.paytable ? 1 : 0);
  const max = info.max ?? (info.paytable ? 10 : 0);
  if (KENO_SIDES.includes(info.betType)) return null;
  return count < min || count > max ? { kind: 'count', min, max } : null;
}
