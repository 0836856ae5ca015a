import {
  DEFAULT_VN_ODDS,
  type KenoBet,
  settleBet,
  settleKenoBet,
  VN_BET_SPECS,
  VN_BET_TYPES,
  VN_LAYOUTS,
  VN_REGIONS,
  type VnBet,
  type VnRegion,
  vnOddsSchema,
} from '@pf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kenoDrawSettler, vnDrawSettler } from './settle-table.ts';

/**
 * Draws whose endings collide often (digits from a small alphabet), so repeated numbers, multiple
 * hits and empty results all come up.
 */
const digitsOf = (length: number, alphabet: string) =>
  fc
    .array(fc.constantFrom(...alphabet.split('')), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

const vnDraw = (region: VnRegion) =>
  fc
    .constantFrom('0123456789', '0129', '37')
    .chain((alphabet) =>
      fc.tuple(
        ...VN_LAYOUTS[region].map((row) =>
          fc.array(digitsOf(row.digits, alphabet), { minLength: row.count, maxLength: row.count }),
        ),
      ),
    );

const vnBet = fc.constantFrom(...VN_BET_TYPES).chain((type) => {
  const spec = VN_BET_SPECS[type];
  return fc.record({
    type: fc.constant(type),
    numbers: fc.uniqueArray(digitsOf(spec.digits, '0123456789'), {
      minLength: spec.min,
      maxLength: Math.min(spec.max, 12),
    }),
    stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  });
});

/** Merchant odds overrides: any pay, any per, so rounding is exercised. */
const rate = fc.record({ pay: fc.integer({ min: 0, max: 100_000 }), per: fc.integer({ min: 1, max: 1000 }) });

describe('bulk settlement tables agree with the shared reference settlement', () => {
  it('VN: every bet type, region, repeated endings and odds', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...VN_REGIONS)
          .chain((region) =>
            fc.tuple(
              fc.constant(region),
              vnDraw(region),
              fc.array(vnBet, { minLength: 1, maxLength: 20 }),
              rate,
              rate,
            ),
          ),
        ([region, rows, bets, lo2, de]) => {
          const result = { region, rows: rows as string[][] };
          const odds = vnOddsSchema.parse({ [region]: { lo2, de } });
          const settle = vnDrawSettler(result, odds[region]);
          for (const bet of bets as VnBet[]) {
            const expected = settleBet(bet, result, odds);
            const got = settle({ betType: bet.type, numbers: bet.numbers, stake: bet.stake });
            expect(got.payout).toBe(expected.payout);
            if (expected.payout > 0n) expect(got.hits).toBe(expected.hits);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('VN with the default odds on uniform draws', () => {
    fc.assert(
      fc.property(vnDraw('MB'), fc.array(vnBet, { minLength: 1, maxLength: 30 }), (rows, bets) => {
        const result = { region: 'MB' as const, rows: rows as string[][] };
        const settle = vnDrawSettler(result, DEFAULT_VN_ODDS.MB);
        for (const bet of bets as VnBet[]) {
          const got = settle({ betType: bet.type, numbers: bet.numbers, stake: bet.stake });
          expect(got.payout).toBe(settleBet(bet, result, DEFAULT_VN_ODDS).payout);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keno: spots 1–10 and the side bets, pushes included', () => {
    const kenoBet: fc.Arbitrary<KenoBet> = fc.oneof(
      fc.record({
        kind: fc.constant('spots' as const),
        picks: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
      }),
      fc.record({
        kind: fc.constant('bigSmall' as const),
        side: fc.constantFrom('big' as const, 'small' as const),
      }),
      fc.record({
        kind: fc.constant('oddEven' as const),
        side: fc.constantFrom('odd' as const, 'even' as const),
      }),
    );
    // Draws built to sit on the midpoints now and then: ten odd numbers, or a sum of exactly 810.
    const draw = fc.oneof(
      fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }),
      fc.shuffledSubarray([...Array.from({ length: 80 }, (_, i) => i + 1)], { minLength: 20, maxLength: 20 }),
      fc.constant([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80]),
    );
    fc.assert(
      fc.property(
        draw,
        fc.array(fc.tuple(kenoBet, fc.bigInt({ min: 1n, max: 10n ** 12n })), { minLength: 1, maxLength: 20 }),
        (drawn, bets) => {
          const settle = kenoDrawSettler(drawn);
          for (const [bet, stake] of bets) {
            const expected = settleKenoBet(bet, drawn, stake);
            const stored =
              bet.kind === 'spots'
                ? { betType: 'spots', numbers: bet.picks.map(String), stake }
                : { betType: bet.side, numbers: [], stake };
            expect(settle(stored).payout).toBe(expected.payout);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
