import { type VnBet, vnBetSchema } from './bets.ts';
import { rateFor, type VnOdds } from './odds.ts';
import { allNumbers, headRow, specialPrize, type VnResult, vnResultSchema } from './structure.ts';

export interface VnSettlement {
  /** Paid hits: matches summed over the chosen numbers, or 1/0 for a combination bet. */
  hits: number;
  /** Total return in minor units (0 when nothing hit). */
  payout: bigint;
}

const ending = (n: string, digits: number) => n.slice(-digits);

/** How often `chosen` comes out as the last `digits` digits of `numbers` (shorter numbers never match). */
function occurrences(numbers: readonly string[], chosen: string, digits: number): number {
  return numbers.filter((n) => n.length >= digits && ending(n, digits) === chosen).length;
}

/**
 * Paid hits of a bet on a draw:
 * - lô 2 số / lô 3 số: every prize number ending in the chosen 2 / 3 digits is one hit, so a
 *   number that comes out three times pays three times; numbers shorter than 3 digits never hit lô 3 số;
 * - đề: last two digits of the special prize; 3 càng: its last three; đầu / đuôi: the tens / units
 *   digit of its last two;
 * - đề đầu: each G7 number (Miền Bắc, four of them) or the G8 number (elsewhere) equal to the choice;
 * - xiên 2/3/4: one hit when every chosen number is among the two-digit endings of the draw;
 * - lô trượt: one hit when none of the chosen numbers is among them.
 */
export function countVnHits(bet: Pick<VnBet, 'type' | 'numbers'>, result: VnResult): number {
  const numbers = allNumbers(result);
  const special = specialPrize(result);
  const sum = (f: (chosen: string) => number) => bet.numbers.reduce((total, n) => total + f(n), 0);
  switch (bet.type) {
    case 'lo2':
      return sum((n) => occurrences(numbers, n, 2));
    case 'lo3':
      return sum((n) => occurrences(numbers, n, 3));
    case 'de':
      return sum((n) => (ending(special, 2) === n ? 1 : 0));
    case 'baCang':
      return sum((n) => (ending(special, 3) === n ? 1 : 0));
    case 'dau':
      return sum((n) => (special.charAt(special.length - 2) === n ? 1 : 0));
    case 'duoi':
      return sum((n) => (special.charAt(special.length - 1) === n ? 1 : 0));
    case 'deDau':
      return sum((n) => occurrences(headRow(result), n, 2));
    case 'loTruot':
      return bet.numbers.every((n) => occurrences(numbers, n, 2) === 0) ? 1 : 0;
    default:
      return bet.numbers.every((n) => occurrences(numbers, n, 2) > 0) ? 1 : 0;
  }
}

/**
 * Settles a bet against a draw with a merchant's odds (rate of the draw's region):
 * payout = floor(stake × pay × hits / per), integer minor units only.
 */
export function settleBet(bet: VnBet, result: VnResult, odds: VnOdds): VnSettlement {
  const parsedBet = vnBetSchema.parse(bet);
  const draw = vnResultSchema.parse(result);
  const hits = countVnHits(parsedBet, draw);
  const rate = rateFor(odds[draw.region], parsedBet);
  return { hits, payout: (parsedBet.stake * BigInt(rate.pay) * BigInt(hits)) / BigInt(rate.per) };
}
