import { addFractions, binomial, type Fraction, fraction } from '../../rational.ts';
import {
  KENO_DRAWN,
  KENO_PAYTABLE_TENTHS,
  KENO_POOL,
  KENO_SIDE_WIN_HUNDREDTHS,
  KENO_SUM_MIDPOINT,
} from './paytable.ts';

const ALL_DRAWS = binomial(KENO_POOL, KENO_DRAWN);

/** Chance that a ticket of `spots` numbers catches exactly `hits` of the 20 drawn (hypergeometric). */
export function hitProbability(spots: number, hits: number): Fraction {
  return fraction(binomial(spots, hits) * binomial(KENO_POOL - spots, KENO_DRAWN - hits), ALL_DRAWS);
}

/** Exact return to player of a `spots` ticket under the paytable. */
export function kenoRtp(spots: number): Fraction {
  const row = KENO_PAYTABLE_TENTHS[spots];
  if (!row) throw new RangeError(`no paytable row for ${spots} spots`);
  let rtp = fraction(0n, 1n);
  for (const [hits, tenths] of Object.entries(row)) {
    const p = hitProbability(spots, Number(hits));
    rtp = addFractions(rtp, fraction(p.num * BigInt(tenths), p.den * 10n));
  }
  return rtp;
}

/** Chance of exactly `odd` odd numbers among the 20 drawn (40 of the 80 are odd). */
export function oddCountProbability(odd: number): Fraction {
  return fraction(binomial(KENO_POOL / 2, odd) * binomial(KENO_POOL / 2, KENO_DRAWN - odd), ALL_DRAWS);
}

let sumCounts: bigint[] | undefined;

/** Number of draws (20-subsets of 1–80) by the sum of their numbers, by dynamic programming. */
export function drawCountsBySum(): bigint[] {
  if (sumCounts) return sumCounts;
  const maxSum = ((KENO_POOL + KENO_POOL - KENO_DRAWN + 1) * KENO_DRAWN) / 2;
  const ways: bigint[][] = Array.from({ length: KENO_DRAWN + 1 }, () =>
    new Array<bigint>(maxSum + 1).fill(0n),
  );
  (ways[0] as bigint[])[0] = 1n;
  for (let n = 1; n <= KENO_POOL; n++) {
    for (let k = Math.min(n, KENO_DRAWN); k >= 1; k--) {
      const into = ways[k] as bigint[];
      const from = ways[k - 1] as bigint[];
      for (let s = maxSum; s >= n; s--) {
        const add = from[s - n] as bigint;
        if (add) into[s] = (into[s] as bigint) + add;
      }
    }
  }
  sumCounts = ways[KENO_DRAWN] as bigint[];
  return sumCounts;
}

/** Exact chances of a big (sum > 810), small (< 810) and tied (= 810) draw. */
export function sumOutcomeProbabilities(): { big: Fraction; small: Fraction; tie: Fraction } {
  const counts = drawCountsBySum();
  let big = 0n;
  let small = 0n;
  counts.forEach((c, s) => {
    if (s > KENO_SUM_MIDPOINT) big += c;
    else if (s < KENO_SUM_MIDPOINT) small += c;
  });
  const tie = counts[KENO_SUM_MIDPOINT] as bigint;
  return { big: fraction(big, ALL_DRAWS), small: fraction(small, ALL_DRAWS), tie: fraction(tie, ALL_DRAWS) };
}

/** RTP of a side bet that wins with `win` and pushes with `tie`. */
export function sideBetRtp(win: Fraction, tie: Fraction): Fraction {
  return addFractions(fraction(win.num * BigInt(KENO_SIDE_WIN_HUNDREDTHS), win.den * 100n), tie);
}
