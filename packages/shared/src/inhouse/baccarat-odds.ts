import { type Fraction, fraction } from '../rational.ts';
import {
  BACCARAT_DECKS,
  BACCARAT_MAX_CARDS,
  BACCARAT_SHOE_SIZE,
  type BaccaratSpot,
  dealCoup,
} from './baccarat.ts';

/** Cards of each point value in the shoe: 0 (tens and pictures) and 1 … 9. */
const POINT_COUNTS = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((n) => n * BACCARAT_DECKS);
/** Cards of one rank in the shoe. */
const RANK_COUNT = 4 * BACCARAT_DECKS;

export interface BaccaratOdds {
  player: Fraction;
  banker: Fraction;
  tie: Fraction;
  /** The side's first two cards share a rank (the same for player and banker). */
  pair: Fraction;
}

/**
 * Exact chances of a coup from a fresh 8-deck shoe. It walks every sequence of point values of
 * the top six cards (without replacement), each weighing the product of the cards of its value
 * left at each draw, and deals the coup from it with the same tableau as the game; cards the coup
 * does not use still count, so every weight shares the denominator 416 × 415 × … × 411 (about
 * 5 × 10^15: whole numbers in the exact range of a double, sums included).
 *
 * A pair needs the same rank, not only the same points: the side's two cards come from two
 * positions of a shuffled shoe, so the chance is 13 × 32 × 31 / (416 × 415) = 31/415.
 */
export function baccaratOdds(): BaccaratOdds {
  const left = [...POINT_COUNTS];
  const seq: number[] = [];
  const wins = { player: 0, banker: 0, tie: 0 };
  let all = 0;
  const walk = (weight: number) => {
    if (seq.length === BACCARAT_MAX_CARDS) {
      let i = 0;
      const coup = dealCoup(
        () => seq[i++] as number,
        (v) => v,
      );
      const p = coup.player.reduce((s, v) => s + v, 0) % 10;
      const b = coup.banker.reduce((s, v) => s + v, 0) % 10;
      if (p > b) wins.player += weight;
      else if (b > p) wins.banker += weight;
      else wins.tie += weight;
      all += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const n = left[v] as number;
      if (n === 0) continue;
      left[v] = n - 1;
      seq.push(v);
      walk(weight * n);
      seq.pop();
      left[v] = n;
    }
  };
  walk(1);
  const den = BigInt(all);
  const ranks = 13n;
  return {
    player: fraction(BigInt(wins.player), den),
    banker: fraction(BigInt(wins.banker), den),
    tie: fraction(BigInt(wins.tie), den),
    pair: fraction(
      ranks * BigInt(RANK_COUNT * (RANK_COUNT - 1)),
      BigInt(BACCARAT_SHOE_SIZE * (BACCARAT_SHOE_SIZE - 1)),
    ),
  };
}

/** Exact return of a unit stake on each spot (stake included), from the odds of a coup. */
export function baccaratRtp(odds: BaccaratOdds = baccaratOdds()): Record<BaccaratSpot, Fraction> {
  const { player: p, banker: b, tie: t, pair } = odds;
  // All three share one denominator after `fraction` only if unreduced; work on a common one.
  const den = p.den * b.den * t.den;
  const P = p.num * b.den * t.den;
  const B = b.num * p.den * t.den;
  const T = t.num * p.den * b.den;
  return {
    player: fraction(2n * P + T, den),
    // The banker's win pays 0.95 after commission: 1.95 back, as 39/20.
    banker: fraction(39n * B + 20n * T, 20n * den),
    tie: fraction(9n * T, den),
    playerPair: fraction(12n * pair.num, pair.den),
    bankerPair: fraction(12n * pair.num, pair.den),
  };
}
