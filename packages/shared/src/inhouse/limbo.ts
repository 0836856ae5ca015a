import { type FairParams, FairStream } from '../fairness/stream.ts';
import { type Fraction, fraction } from '../rational.ts';

/**
 * Limbo: the player names a target multiplier; the round draws a result multiplier and the bet wins
 * when the result reaches the target, paying stake × target. Multipliers are held in hundredths
 * (250 = 2.50×) so every comparison and payout is integer arithmetic.
 */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;
/** The result is shown between 1.00× and the highest target: clamping never changes who wins. */
export const LIMBO_MIN_RESULT = 100;
/** Return to player in basis points of a percent: 99 % (house edge 1 %). */
export const LIMBO_RTP_BP = 9_900;

/** 2^52: the number of equally likely draws behind one result. */
const SPACE = 2n ** 52n;
const TWO_POW_32 = 4_294_967_296;
/** 0.99 × 2^52 × 100 (hundredths): the numerator of every result. */
const EDGE_NUMERATOR = (BigInt(LIMBO_RTP_BP) * SPACE) / 100n;

/**
 * The round's 52 random bits as an integer u in [0, 2^52): the same bits the float method of
 * docs/fairness.md reads ((u1 >>> 12) × 2^32 + u2), kept whole so no rounding ever enters.
 */
export function limboDraw(params: FairParams): bigint {
  const stream = new FairStream(params);
  const high = stream.nextUint32() >>> 12;
  const low = stream.nextUint32();
  return BigInt(high * TWO_POW_32 + low);
}

/**
 * Result in hundredths from a draw: floor(0.99 / (1 − u / 2^52) × 100), that is
 * floor(99 × 2^52 / (2^52 − u)), clamped to 1.00× … 1,000,000.00×.
 */
export function limboResultOf(draw: bigint): number {
  const raw = EDGE_NUMERATOR / (SPACE - draw);
  if (raw > BigInt(LIMBO_MAX_TARGET)) return LIMBO_MAX_TARGET;
  return Math.max(LIMBO_MIN_RESULT, Number(raw));
}

/** The result multiplier of a round, in hundredths. */
export function limboResult(params: FairParams): number {
  return limboResultOf(limboDraw(params));
}

export function isValidLimboTarget(target: number): boolean {
  return Number.isInteger(target) && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET;
}

export const limboWins = (target: number, result: number): boolean => result >= target;

/**
 * How many of the 2^52 draws reach a target: the result is at least t exactly when
 * 2^52 − u ≤ 99 × 2^52 / t, so floor(99 × 2^52 / t) draws win.
 */
export function limboWinningDraws(target: number): bigint {
  return EDGE_NUMERATOR / BigInt(target);
}

/** Chance that a target wins, exactly. */
export function limboChance(target: number): Fraction {
  return fraction(limboWinningDraws(target), SPACE);
}

/** Exact return of a bet before the payout's rounding to the minor unit: chance × target. */
export function limboRtp(target: number): Fraction {
  return fraction(limboWinningDraws(target) * BigInt(target), SPACE * 100n);
}

/** What a stake (minor units) wins: stake × target, rounded down to the minor unit. */
export function limboPayout(target: number, result: number, stake: bigint): bigint {
  return limboWins(target, result) ? (stake * BigInt(target)) / 100n : 0n;
}
