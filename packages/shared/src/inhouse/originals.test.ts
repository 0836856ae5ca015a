import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/seed.ts';
import { FairStream } from '../fairness/stream.ts';
import { binomial, fraction, toPercent } from '../rational.ts';
import { INHOUSE_DOC, seedParams } from './doc.test-kit.ts';
import {
  inhouseOutcome,
  isValidLimboTarget,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboChance,
  limboDraw,
  limboPayout,
  limboResult,
  limboResultOf,
  limboRtp,
  limboWinningDraws,
  PLINKO_PAYTABLES,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoMultiplier,
  plinkoPath,
  plinkoPayout,
  plinkoRtp,
  plinkoSlot,
  verifyInhouseRound,
} from './index.ts';

const doc = INHOUSE_DOC;
const SPACE = 2n ** 52n;
const NINETY_NINE = fraction(99n, 100n);
const params = seedParams('a', 'originals');

describe('limbo', () => {
  it('returns 99 % less at most 2.3e-10 on every target, walked from 1.01× to 100.00× and sampled above', () => {
    const targets = Array.from({ length: 10_000 - LIMBO_MIN_TARGET + 1 }, (_, i) => LIMBO_MIN_TARGET + i);
    for (let t = 10_000; t <= LIMBO_MAX_TARGET; t = Math.floor(t * 1.013) + 7) targets.push(t);
    targets.push(LIMBO_MAX_TARGET);
    for (const t of targets) {
      const rtp = limboRtp(t);
      // rtp ≤ 0.99 and 0.99 − rtp ≤ t / (100 × 2^52) ≤ 2.3e-10
      const gap = fraction(NINETY_NINE.num * rtp.den - rtp.num * NINETY_NINE.den, NINETY_NINE.den * rtp.den);
      expect(gap.num >= 0n).toBe(true);
      expect(gap.num * 100n * SPACE <= BigInt(t) * gap.den).toBe(true);
    }
    // Exactly 99 % where the target divides 99 × 2^52 (2.56×, 3.96×), a hair under elsewhere.
    expect(limboRtp(256)).toEqual(NINETY_NINE);
    expect(limboRtp(396)).toEqual(NINETY_NINE);
    expect(limboRtp(200)).not.toEqual(NINETY_NINE);
    expect(toPercent(limboRtp(LIMBO_MAX_TARGET), 6)).toBe('99.000000');
  });

  it('wins exactly on the counted draws: results at the edges of a target', () => {
    for (const t of [101, 200, 333, 1_000, 123_456, LIMBO_MAX_TARGET]) {
      const winners = limboWinningDraws(t);
      // The last winning draw reaches the target, the next one does not.
      expect(limboResultOf(SPACE - winners)).toBeGreaterThanOrEqual(t);
      expect(limboResultOf(SPACE - winners - 1n)).toBeLessThan(t);
      expect(limboChance(t)).toEqual(fraction(winners, SPACE));
    }
    expect(limboResultOf(0n)).toBe(100); // 0.99× shows as 1.00× and loses every target
    expect(limboResultOf(SPACE - 1n)).toBe(LIMBO_MAX_TARGET);
    expect(limboResultOf(SPACE / 2n)).toBe(198);
  });

  it('reads the 52 bits of the float method and pays stake × target rounded down', () => {
    const p = params(7);
    const stream = new FairStream(p);
    const u1 = stream.nextUint32();
    const u2 = stream.nextUint32();
    expect(limboDraw(p)).toBe(BigInt(u1 >>> 12) * 2n ** 32n + BigInt(u2));
    expect(limboResult(p)).toBe(limboResultOf(limboDraw(p)));
    expect(limboPayout(250, 250, 10_001n)).toBe(25_002n);
    expect(limboPayout(250, 249, 10_000n)).toBe(0n);
    expect([100, 101, LIMBO_MAX_TARGET, LIMBO_MAX_TARGET + 1, 1.5].map(isValidLimboTarget)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('hits a 2× target about half the time over 20,000 nonces', () => {
    let wins = 0;
    for (let n = 0; n < 20_000; n++) if (limboResult(params(n)) >= 200) wins++;
    // 0.495 expected; 5 standard errors is 0.0177.
    expect(Math.abs(wins / 20_000 - 0.495)).toBeLessThan(0.018);
  });
});

describe('plinko', () => {
  it('has an exact 99 % RTP on every table, from binomial chances', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = PLINKO_PAYTABLES[rows][risk];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        const sum = table.reduce((s, m, k) => s + binomial(rows, k) * BigInt(m), 0n);
        expect(sum).toBe(99n * 2n ** BigInt(rows));
        expect(plinkoRtp({ rows, risk })).toEqual(NINETY_NINE);
      }
    }
  });

  it('matches a walk over every path of every table', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        let total = 0n;
        for (let bits = 0; bits < 2 ** rows; bits++) {
          const path = Array.from({ length: rows }, (_, r) => (bits >> r) & 1);
          total += plinkoPayout({ rows, risk }, path, 100n);
        }
        expect(fraction(total, 100n * 2n ** BigInt(rows))).toEqual(NINETY_NINE);
      }
    }
  });

  it('draws one bit per row from nextInt(stream, 2) and lands in the count of rights', () => {
    const p = params(3);
    const stream = new FairStream(p);
    const bits = Array.from({ length: 16 }, () => stream.nextUint32() % 2);
    expect(plinkoPath(p, 16)).toEqual(bits);
    expect(plinkoPath(p, 8)).toEqual(bits.slice(0, 8));
    expect(plinkoSlot([1, 0, 1, 1, 0, 0, 0, 1])).toBe(4);
    expect(plinkoMultiplier({ rows: 8, risk: 'high' }, 0)).toBe(2900);
    expect(plinkoPayout({ rows: 8, risk: 'low' }, [1, 1, 1, 1, 1, 1, 1, 1], 10_001n)).toBe(56_205n);
    expect(() => plinkoPath(p, 10 as 8)).toThrow(RangeError);
  });

  it('lands in each slot as often as the binomial says: chi-square over 16 rows', () => {
    const counts = Array(17).fill(0) as number[];
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[plinkoSlot(plinkoPath(params(i), 16))]! += 1;
    // Pool the thin tails (slots 0–3 and 13–16) so every cell expects at least 5.
    const cells: [number, number][] = [];
    const expected = (k: number) => (Number(binomial(16, k)) / 65_536) * n;
    const pool = (ks: number[]) =>
      cells.push([ks.reduce((s, k) => s + counts[k]!, 0), ks.reduce((s, k) => s + expected(k), 0)]);
    pool([0, 1, 2, 3]);
    for (let k = 4; k <= 12; k++) pool([k]);
    pool([13, 14, 15, 16]);
    const chi = cells.reduce((s, [o, e]) => s + (o - e) ** 2 / e, 0);
    // 10 degrees of freedom, 99.9 % critical value 29.59.
    expect(chi).toBeLessThan(29.59);
  });
});

describe('limbo and plinko verification', () => {
  it('round-trips and flags a changed outcome', () => {
    const serverSeed = 'b'.repeat(64);
    const committedHash = hashServerSeed(serverSeed);
    const reveal = { serverSeed, clientSeed: 'c', nonce: 4, committedHash };
    const limbo = inhouseOutcome(reveal, { game: 'limbo' });
    expect(verifyInhouseRound(reveal, { game: 'limbo' }, limbo)).toMatchObject({
      commitmentOk: true,
      outcomeOk: true,
    });
    expect(verifyInhouseRound(reveal, { game: 'limbo' }, { game: 'limbo', result: 999_999 }).outcomeOk).toBe(
      false,
    );
    const plinko = inhouseOutcome(reveal, { game: 'plinko', rows: 12 });
    expect(plinko).toMatchObject({ game: 'plinko', path: expect.any(Array) });
    expect(verifyInhouseRound(reveal, { game: 'plinko', rows: 12 }, plinko).outcomeOk).toBe(true);
    expect(verifyInhouseRound(reveal, { game: 'plinko', rows: 16 }, plinko).outcomeOk).toBe(false);
  });

  it('documents every paytable as the code holds it', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const row = PLINKO_PAYTABLES[rows][risk].map((m) => (m / 100).toFixed(2)).join(' · ');
        expect(doc).toContain(`| ${rows} | ${risk} | ${row} |`);
      }
    }
  });
});
