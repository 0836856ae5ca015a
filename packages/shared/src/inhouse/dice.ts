import { nextInt } from '../fairness/ints.ts';
import { type FairParams, FairStream } from '../fairness/stream.ts';
import { type Fraction, fraction } from '../rational.ts';

/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely values, held as hundredths). The player
 * picks a target and a direction; the multiplier follows from the win chance and a 1 % house edge.
 */
export const DICE_OUTCOMES = 10_000;
/** Return to player before rounding the multiplier down: 99 % (house edge 1 %). */
export const DICE_RTP_BP = 9_900;
/** Win chance limits, in outcomes out of 10,000 (1 % … 98 %). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  direction: DiceDirection;
  /** Hundredths: 5050 means 50.50. */
  target: number;
}

/** The roll of a round, in hundredths (0 … 9999). */
export function rollDice(params: FairParams): number {
  return nextInt(new FairStream(params), DICE_OUTCOMES);
}

/** How many of the 10,000 rolls win: under t wins on rolls below t, over t on rolls above t. */
export function diceWinningOutcomes(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;
}

export function isValidDiceBet(bet: DiceBet): boolean {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES) return false;
  const n = diceWinningOutcomes(bet);
  return n >= DICE_MIN_WINNING && n <= DICE_MAX_WINNING;
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/**
 * Multiplier in ten-thousandths (19803 = 1.9803×): 0.99 / chance, rounded down to four decimals so
 * the return never exceeds 99 %.
 */
export function diceMultiplierBp(bet: DiceBet): number {
  return Math.floor((DICE_RTP_BP * DICE_OUTCOMES) / diceWinningOutcomes(bet));
}

/** The exact return of a bet: chance × multiplier. */
export function diceRtp(bet: DiceBet): Fraction {
  return fraction(
    BigInt(diceWinningOutcomes(bet)) * BigInt(diceMultiplierBp(bet)),
    BigInt(DICE_OUTCOMES) * 10_000n,
  );
}

/** What a stake (minor units) wins on a roll; payouts round down to the minor unit. */
export function dicePayout(bet: DiceBet, roll: number, stake: bigint): bigint {
  return diceWins(bet, roll) ? (stake * BigInt(diceMultiplierBp(bet))) / 10_000n : 0n;
}
