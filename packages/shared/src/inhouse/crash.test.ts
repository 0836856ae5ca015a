import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/seed.ts';
import { toPercent } from '../rational.ts';
import {
  CRASH_GROWTH_PER_MS,
  crashBetOutcome,
  crashDurationMs,
  crashMultiplierAt,
  crashPayout,
  crashPointOf,
  crashRtp,
  verifyCrashRound,
} from './crash.ts';
import { limboDraw, limboResult, limboWinningDraws } from './limbo.ts';

const SALT = '5a17c0ffee5a17c0ffee5a17c0ffee00';

/** A chain of `n` links below a fixed last link: links[0] is the terminal hash. */
function chain(n: number): string[] {
  const links = [hashServerSeed('crash test: last link')];
  for (let i = 1; i <= n; i++) links.unshift(hashServerSeed(links[0] as string));
  return links;
}

describe('crash maths', () => {
  it('draws the crash point with the Limbo result formula from the link, the salt and the link index', () => {
    const links = chain(20);
    for (let k = 1; k <= 20; k++) {
      const link = links[k] as string;
      expect(crashPointOf(link, SALT, k)).toBe(limboResult({ serverSeed: link, clientSeed: SALT, nonce: k }));
    }
  });

  it('runs a round until the multiplier passes its crash point, so the crash point is the last value shown', () => {
    expect(crashDurationMs(100)).toBe(0);
    expect(crashMultiplierAt(0)).toBe(100);
    // 2.00× after ln 2 / k ≈ 11.55 s.
    expect(Math.abs(crashDurationMs(199) - Math.log(2) / CRASH_GROWTH_PER_MS)).toBeLessThan(2);
    for (const c of [101, 102, 150, 199, 200, 250, 1_000, 12_345, 1_000_000, 100_000_000]) {
      const d = crashDurationMs(c);
      expect(crashMultiplierAt(d - 1)).toBeLessThanOrEqual(c);
      expect(crashMultiplierAt(d)).toBeGreaterThan(c);
    }
  });

  it('pays an auto cash-out exactly at its target and a manual one at the multiplier of the moment', () => {
    expect(crashBetOutcome(200, 250, null)).toEqual({ status: 'won', cashedOutAt: 200 });
    expect(crashBetOutcome(250, 250, null)).toEqual({ status: 'won', cashedOutAt: 250 });
    expect(crashBetOutcome(251, 250, null)).toEqual({ status: 'lost', cashedOutAt: null });
    expect(crashBetOutcome(null, 250, null)).toEqual({ status: 'lost', cashedOutAt: null });
    // A manual cash-out at 1.80× with an auto target at 2.00× not yet reached pays 1.80×.
    expect(crashBetOutcome(200, 250, 180)).toEqual({ status: 'won', cashedOutAt: 180 });
    // The auto target was passed before the request came: it paid its target.
    expect(crashBetOutcome(150, 250, 180)).toEqual({ status: 'won', cashedOutAt: 150 });
    expect(crashBetOutcome(null, 250, 250)).toEqual({ status: 'won', cashedOutAt: 250 });
    expect(crashBetOutcome(null, 100, 100)).toEqual({ status: 'lost', cashedOutAt: null });
    expect(crashPayout(12_345n, 199)).toBe(24_566n);
  });

  it('returns 99 % for every cash-out target: the chance to reach t is floor(99 × 2^52 / t) / 2^52', () => {
    for (const t of [101, 150, 200, 256, 396, 1_000, 10_000, 100_000_000]) {
      expect(toPercent(crashRtp(t), 6)).toBe('99.000000');
    }
    // A round crashes at 1.00× unless it reaches 1.01×: 1 − floor(99 × 2^52 / 101) / 2^52 ≈ 1.98 %.
    const instant = 1 - Number(limboWinningDraws(101)) / 2 ** 52;
    expect(instant).toBeCloseTo(2 / 101, 12);
  });

  it("gives the crash points of the documented example (docs/fairness.md's worked chain and salt)", () => {
    const x3 = hashServerSeed('worked example: last link');
    const x2 = hashServerSeed(x3);
    const x1 = hashServerSeed(x2);
    expect(limboDraw({ serverSeed: x1, clientSeed: SALT, nonce: 1 })).toBe(70_575_349_889_530n);
    expect(limboDraw({ serverSeed: x2, clientSeed: SALT, nonce: 2 })).toBe(3_872_172_833_802_237n);
    expect([crashPointOf(x1, SALT, 1), crashPointOf(x2, SALT, 2), crashPointOf(x3, SALT, 3)]).toEqual([
      100, 706, 136,
    ]);
  });

  it("verifies a round's link against the previous round's hash and the terminal hash", () => {
    const links = chain(5);
    const round = (k: number) => ({
      hash: links[k] as string,
      previousHash: links[k - 1] as string,
      terminalHash: links[0] as string,
      salt: SALT,
      chainIndex: k,
      crashPoint: crashPointOf(links[k] as string, SALT, k),
    });
    for (let k = 1; k <= 5; k++) {
      expect(verifyCrashRound(round(k))).toMatchObject({
        linkOk: true,
        terminalOk: true,
        crashPointOk: true,
      });
    }
    expect(verifyCrashRound({ ...round(3), crashPoint: round(3).crashPoint + 1 }).crashPointOk).toBe(false);
    expect(verifyCrashRound({ ...round(3), hash: links[4] as string })).toMatchObject({
      linkOk: false,
      terminalOk: false,
    });
  });
});
