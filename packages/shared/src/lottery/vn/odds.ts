import { z } from 'zod';
import type { VnBet } from './bets.ts';
import type { VnRegion } from './structure.ts';

/**
 * A rate reads "a stake of `per` returns `pay` per hit": payout = floor(stake × pay × hits / per)
 * in integer minor units, the stake not returned on top. Lô is quoted by the point: one point
 * covers every prize number once (27 in Miền Bắc, 18 elsewhere), so "99 per 27" means a point
 * costing 27 units (27,000 at 1,000 a unit) returns 99 units each time the number comes out.
 * Đề and the other single-number bets are quoted per unit ("95 per 1": 1 unit returns 95).
 */
export const vnRateSchema = z.object({
  pay: z.number().int().min(0),
  per: z.number().int().min(1),
});
export type VnRate = z.infer<typeof vnRateSchema>;

const rate = (pay: number, per: number) => vnRateSchema.default({ pay, per });

/** Lô trượt pays by how many numbers must all miss (4–10). */
const truotSchema = (rates: Record<'4' | '5' | '6' | '7' | '8' | '9' | '10', [number, number]>) =>
  z
    .object({
      4: rate(...rates[4]),
      5: rate(...rates[5]),
      6: rate(...rates[6]),
      7: rate(...rates[7]),
      8: rate(...rates[8]),
      9: rate(...rates[9]),
      10: rate(...rates[10]),
    })
    .prefault({});

// Defaults keep every bet's exact return between about 90 % and 99 % (docs/lottery-rules.md,
// computed by `vnBetRtp`); a merchant overrides any rate it wants.
const mbOdds = z
  .object({
    lo2: rate(99, 27),
    lo3: rate(900, 23),
    de: rate(95, 1),
    deDau: rate(95, 4),
    dau: rate(95, 10),
    duoi: rate(95, 10),
    baCang: rate(950, 1),
    xien2: rate(173, 10),
    xien3: rate(770, 10),
    xien4: rate(3550, 10),
    loTruot: truotSchema({
      4: [286, 100],
      5: [379, 100],
      6: [504, 100],
      7: [674, 100],
      8: [902, 100],
      9: [1212, 100],
      10: [1633, 100],
    }),
  })
  .prefault({});

const southOdds = z
  .object({
    lo2: rate(99, 18),
    lo3: rate(900, 17),
    de: rate(95, 1),
    deDau: rate(95, 1),
    dau: rate(95, 10),
    duoi: rate(95, 10),
    baCang: rate(950, 1),
    xien2: rate(360, 10),
    xien3: rate(2420, 10),
    xien4: rate(17100, 10),
    loTruot: truotSchema({
      4: [198, 100],
      5: [239, 100],
      6: [289, 100],
      7: [350, 100],
      8: [426, 100],
      9: [518, 100],
      10: [632, 100],
    }),
  })
  .prefault({});

/** A merchant's odds for the three regions; `vnOddsSchema.parse({})` gives the defaults. */
export const vnOddsSchema = z.object({ MB: mbOdds, MT: southOdds, MN: southOdds });
export type VnOdds = z.infer<typeof vnOddsSchema>;
export type VnRegionOdds = VnOdds[VnRegion];

export const DEFAULT_VN_ODDS: VnOdds = vnOddsSchema.parse({});

/** The rate a bet is paid at under a region's odds. */
export function rateFor(odds: VnRegionOdds, bet: Pick<VnBet, 'type' | 'numbers'>): VnRate {
  if (bet.type === 'loTruot') {
    const table: Readonly<Record<number, VnRate | undefined>> = odds.loTruot;
    const found = table[bet.numbers.length];
    if (!found) throw new RangeError(`no lô trượt rate for ${bet.numbers.length} numbers`);
    return found;
  }
  return odds[bet.type];
}
