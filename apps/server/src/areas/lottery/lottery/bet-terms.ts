import {
  KENO_PAYTABLE_TENTHS,
  KENO_SIDE_WIN_HUNDREDTHS,
  rateFor,
  type VnBetType,
  type VnRegionOdds,
} from '@pf/shared';

/**
 * What a bet line pays, fixed when it is accepted and stored with it: settlement reads these and
 * never the game's current odds, so a rate changed before the draw cannot touch an accepted bet.
 *
 * - VN bets: payout = stake × pay × hits / per.
 * - Keno spots: payout = stake × table[hits] / per (the paytable row of its spot count, in tenths).
 * - Keno side bets: a win pays stake × pay / per; a tie returns the stake.
 */
export interface BetTerms {
  ratePay: bigint;
  ratePer: bigint;
  rateTable: number[] | null;
}

export function vnBetTerms(odds: VnRegionOdds, type: VnBetType, numbers: readonly string[]): BetTerms {
  const rate = rateFor(odds, { type, numbers: numbers as string[] });
  return { ratePay: BigInt(rate.pay), ratePer: BigInt(rate.per), rateTable: null };
}

export function kenoBetTerms(betType: string, spots: number): BetTerms {
  if (betType !== 'spots')
    return { ratePay: BigInt(KENO_SIDE_WIN_HUNDREDTHS), ratePer: 100n, rateTable: null };
  const row = KENO_PAYTABLE_TENTHS[spots] ?? {};
  return { ratePay: 0n, ratePer: 10n, rateTable: Array.from({ length: 11 }, (_, hits) => row[hits] ?? 0) };
}

/** The same terms as the columns of a stored bet. */
export function termColumns(t: BetTerms) {
  return { rate_pay: t.ratePay, rate_per: t.ratePer, rate_table: t.rateTable };
}
