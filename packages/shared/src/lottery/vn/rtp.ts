import { addFractions, binomial, type Fraction, fraction } from '../../rational.ts';
import { VN_BET_SPECS, type VnBetType } from './bets.ts';
import { rateFor, type VnRegionOdds } from './odds.ts';
import { VN_LAYOUTS, type VnRegion } from './structure.ts';

/** Prize numbers of a region with at least `digits` digits. */
function numbersWithDigits(region: VnRegion, digits: number): number {
  return VN_LAYOUTS[region].reduce((sum, row) => sum + (row.digits >= digits ? row.count : 0), 0);
}

function power(f: Fraction, exponent: number): Fraction {
  return fraction(f.num ** BigInt(exponent), f.den ** BigInt(exponent));
}

/**
 * Expected hits per chosen number (per-number bets) or chance of winning (combination bets) of
 * `count` numbers, when every digit of every prize number is uniform and independent — true of the
 * physical draws and of `drawVnResultFair`. Two-digit endings of the m prize numbers are then m
 * independent uniform values of 00–99, so:
 * - lô 2 số: m/100 hits; lô 3 số: (numbers with 3+ digits)/1000; đề, đầu/đuôi, 3 càng: 1/100, 1/10, 1/1000;
 * - đề đầu: 4/100 in Miền Bắc (four G7 numbers), 1/100 elsewhere (G8);
 * - xiên k: P(all k chosen endings among the m) = Σ_j (−1)^j C(k, j) ((100 − j)/100)^m;
 * - lô trượt k: P(none of the k among the m) = ((100 − k)/100)^m.
 */
export function vnHitExpectation(region: VnRegion, type: VnBetType, count: number): Fraction {
  const m = numbersWithDigits(region, 2);
  switch (type) {
    case 'lo2':
      return fraction(BigInt(m), 100n);
    case 'lo3':
      return fraction(BigInt(numbersWithDigits(region, 3)), 1000n);
    case 'de':
      return fraction(1n, 100n);
    case 'deDau':
      return fraction(region === 'MB' ? 4n : 1n, 100n);
    case 'dau':
    case 'duoi':
      return fraction(1n, 10n);
    case 'baCang':
      return fraction(1n, 1000n);
    case 'loTruot':
      return truotChance(count, m);
    default:
      return xienChance(VN_BET_SPECS[type].min, m);
  }
}

/** Chance that k given different endings all appear among m independent uniform endings. */
export function xienChance(k: number, m: number): Fraction {
  let p = fraction(0n, 1n);
  for (let j = 0; j <= k; j++) {
    const term = power(fraction(BigInt(100 - j), 100n), m);
    const sign = j % 2 === 0 ? 1n : -1n;
    p = addFractions(p, fraction(sign * binomial(k, j) * term.num, term.den));
  }
  return p;
}

/** Chance that none of k given different endings appears among m independent uniform endings. */
export function truotChance(k: number, m: number): Fraction {
  return power(fraction(BigInt(100 - k), 100n), m);
}

/** Exact return to player of a bet type (lô trượt: of `count` numbers) under a region's odds. */
export function vnBetRtp(
  region: VnRegion,
  odds: VnRegionOdds,
  type: VnBetType,
  count = VN_BET_SPECS[type].min,
): Fraction {
  const rate = rateFor(odds, { type, numbers: new Array<string>(count).fill('') });
  const e = vnHitExpectation(region, type, count);
  return fraction(e.num * BigInt(rate.pay), e.den * BigInt(rate.per));
}
