import { verifyChainLink } from '../fairness/chain.ts';
import { hashServerSeed } from '../fairness/seed.ts';
import type { Fraction } from '../rational.ts';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboDraw, limboResultOf, limboRtp } from './limbo.ts';

/**
 * Crash: one shared round for every player of a brand. After a betting phase the multiplier grows
 * from 1.00× as m(t) = e^(k·t) (t in milliseconds since the start) until it reaches the round's
 * crash point, fixed in advance by a committed hash chain. A bet cashed out before that pays
 * stake × the multiplier of the moment. Multipliers are held in hundredths (250 = 2.50×).
 */

/** The catalog code (vendor BGS) of Crash; its page is /inhouse/crash. */
export const CRASH_GAME_CODE = 'crash';

/** Growth rate k of m(t) = e^(k·t), per millisecond: 2× after 11.55 s, 10× after 38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** How long bets are taken before a round starts. */
export const CRASH_BETTING_MS = 6_000;
/** The pause between a crash and the next round's betting phase. */
export const CRASH_PAUSE_MS = 3_000;
/** Cash-outs (auto targets and manual): the same range as Limbo's targets (1.01× … 1,000,000.00×). */
export const CRASH_MIN_TARGET = LIMBO_MIN_TARGET;
export const CRASH_MAX_TARGET = LIMBO_MAX_TARGET;

/**
 * The crash point of a round, in hundredths, from its revealed chain link. The link keys the
 * HMAC-SHA256 stream of docs/fairness.md with the chain's salt as client seed and the link's index
 * as nonce; its first 52 bits u give floor(99 × 2^52 / (2^52 − u)), clamped to 1.00× … 1,000,000×
 * (Limbo's result formula). A crash point of 1.00× (1 % of rounds) ends the round at its start.
 */
export function crashPointOf(link: string, salt: string, index: number): number {
  return limboResultOf(limboDraw({ serverSeed: link, clientSeed: salt, nonce: index }));
}

/** The multiplier shown t ms after the start, in hundredths: floor(100 × e^(k·t)). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/**
 * How long a round with this crash point runs: until the first whole millisecond at which the
 * multiplier passes the crash point, so the crash point itself is the last multiplier shown. A crash
 * point of 1.00× ends the round at its start (0 ms): nothing can be cashed out in it.
 */
export function crashDurationMs(crashPoint: number): number {
  if (crashPoint <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log((crashPoint + 1) / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (crashMultiplierAt(t) <= crashPoint) t++;
  return t;
}

/**
 * A cash-out at multiplier x (auto target, or the multiplier of the moment) wins when the round
 * reaches x: crash point ≥ x. Auto and manual cash-outs follow the same rule, so both return
 * exactly what a Limbo target does.
 */
export const crashTargetWins = (target: number, crashPoint: number): boolean => crashPoint >= target;

/** What a stake (minor units) returns cashed out at `multiplier` hundredths, rounded down. */
export const crashPayout = (stake: bigint, multiplier: number): bigint => (stake * BigInt(multiplier)) / 100n;

/** Exact return of cashing out at target t: the same fraction as a Limbo target (99 % to 8 decimals). */
export const crashRtp = (target: number): Fraction => limboRtp(target);

export const isValidCrashTarget = (target: number): boolean =>
  Number.isInteger(target) && target >= CRASH_MIN_TARGET && target <= CRASH_MAX_TARGET;

export interface CrashRoundReveal {
  /** The round's link of the chain, revealed when it crashed. */
  hash: string;
  /** The link revealed by the round before it (the chain's terminal hash for link 1). */
  previousHash: string;
  terminalHash: string;
  salt: string;
  chainIndex: number;
  /** The crash point the server showed, in hundredths. */
  crashPoint: number;
}

export interface CrashRoundCheck {
  /** SHA-256(hash) is the previous round's hash. */
  linkOk: boolean;
  /** Hashing the link chainIndex times gives the published terminal hash. */
  terminalOk: boolean;
  /** The crash point recomputed from the hash. */
  crashPoint: number;
  crashPointOk: boolean;
}

/** Checks a crashed round in the browser or on the server: chain link and crash point. */
export function verifyCrashRound(r: CrashRoundReveal): CrashRoundCheck {
  const chain = verifyChainLink(r.hash, r.chainIndex, r.terminalHash, r.previousHash);
  const crashPoint = crashPointOf(r.hash, r.salt, r.chainIndex);
  return {
    linkOk: hashServerSeed(r.hash) === r.previousHash.toLowerCase(),
    terminalOk: chain.terminalOk,
    crashPoint,
    crashPointOk: crashPoint === r.crashPoint,
  };
}

export type CrashBetOutcome = { status: 'won'; cashedOutAt: number } | { status: 'lost'; cashedOutAt: null };

/**
 * How an open bet settles. `multiplier` is the server's multiplier when the member asks to cash
 * out during the run (at least 1.01×, never above the crash point), or null when the bet is settled
 * because the round crashed. An auto cash-out the round has reached (target ≤ crash point, and ≤
 * the multiplier of the moment) pays exactly its target; otherwise a cash-out during the run pays
 * the multiplier of the moment; a bet still open at the crash is lost.
 */
export function crashBetOutcome(
  autoCashOut: number | null,
  crashPoint: number,
  multiplier: number | null,
): CrashBetOutcome {
  const reached = multiplier ?? crashPoint;
  if (autoCashOut !== null && crashTargetWins(autoCashOut, crashPoint) && autoCashOut <= reached) {
    return { status: 'won', cashedOutAt: autoCashOut };
  }
  if (multiplier !== null && multiplier >= CRASH_MIN_TARGET && crashTargetWins(multiplier, crashPoint)) {
    return { status: 'won', cashedOutAt: multiplier };
  }
  return { status: 'lost', cashedOutAt: null };
}
