import { nextInt } from '../fairness/ints.ts';
import { type FairParams, FairStream } from '../fairness/stream.ts';

/**
 * Punto banco from a fresh 8-deck shoe every round. The round's stream shuffles the 416 cards
 * (the first six steps of a Fisher–Yates shuffle, as `pickDistinct`), and the hands take the top
 * cards in dealing order: player, banker, player, banker, then the player's third card if drawn
 * and the banker's third card if drawn. A hand never needs more than six cards.
 *
 * A card is 0 … 51: suit × 13 + rank, rank 0 the ace, 1 … 8 the two to the nine, 9 the ten,
 * 10 … 12 jack, queen, king; suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. The shoe's position
 * p holds card p mod 52 (eight decks in a row before the shuffle).
 */
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * 52;
/** The most cards one round can use. */
export const BACCARAT_MAX_CARDS = 6;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBet = { spot: BaccaratSpot; stake: bigint };
export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHands {
  player: number[];
  banker: number[];
}

export const cardRank = (card: number): number => card % 13;
export const cardSuit = (card: number): number => Math.floor(card / 13);
/** Aces count one, two to nine their face, tens and pictures nothing. */
export const cardPoints = (card: number): number => {
  const rank = cardRank(card);
  return rank >= 9 ? 0 : rank + 1;
};

export const handTotal = (cards: readonly number[]): number =>
  cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;

/** The banker's tableau once the player has drawn a third card worth `third` points. */
export function bankerDraws(bankerTotal: number, third: number | null): boolean {
  if (third === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup from cards in shoe order (points only matter for the rules, so `points` maps a
 * card to its value; the exact-odds walk deals point values directly).
 */
export function dealCoup<T>(next: () => T, points: (card: T) => number): { player: T[]; banker: T[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (cards: T[]) => cards.reduce((s, c) => s + points(c), 0) % 10;
  const p = total(player);
  const b = total(banker);
  // A natural (8 or 9 on two cards) on either side ends the coup.
  if (p >= 8 || b >= 8) return { player, banker };
  let third: number | null = null;
  if (p <= 5) {
    const card = next();
    player.push(card);
    third = points(card);
  }
  if (bankerDraws(b, third)) banker.push(next());
  return { player, banker };
}

/**
 * The top six shoe positions after the round's shuffle: exactly `pickDistinct(params, 6, 416)`,
 * the first six swaps of a Fisher–Yates shuffle, but keeping only the swapped positions in a map
 * instead of the whole 416-card shoe.
 */
export function shoeTop(params: FairParams): number[] {
  const stream = new FairStream(params);
  const moved = new Map<number, number>();
  const top: number[] = [];
  for (let i = 0; i < BACCARAT_MAX_CARDS; i++) {
    const j = i + nextInt(stream, BACCARAT_SHOE_SIZE - i);
    const picked = moved.get(j) ?? j;
    moved.set(j, moved.get(i) ?? i);
    top.push(picked);
  }
  return top;
}

/** The round's hands: the shoe shuffled by the round's stream, dealt by the tableau. */
export function baccaratHands(params: FairParams): BaccaratHands {
  const positions = shoeTop(params);
  let i = 0;
  return dealCoup(() => (positions[i++] as number) % 52, cardPoints);
}

export function baccaratWinner(hands: BaccaratHands): BaccaratWinner {
  const p = handTotal(hands.player);
  const b = handTotal(hands.banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** A pair: the side's first two cards share a rank (king and king, not king and queen). */
export const isPair = (cards: readonly number[]): boolean =>
  cards.length >= 2 && cardRank(cards[0] as number) === cardRank(cards[1] as number);

/**
 * What one bet returns on a coup (minor units, stake included; zero when it loses).
 * Player 1:1, banker 1:1 less 5 % commission on the win (rounded down to a minor unit),
 * both returned on a tie; tie 8:1; player pair and banker pair 11:1.
 */
export function baccaratBetPayout(bet: BaccaratBet, hands: BaccaratHands): bigint {
  const winner = baccaratWinner(hands);
  switch (bet.spot) {
    case 'player':
      return winner === 'player' ? 2n * bet.stake : winner === 'tie' ? bet.stake : 0n;
    case 'banker':
      return winner === 'banker' ? bet.stake + (bet.stake * 95n) / 100n : winner === 'tie' ? bet.stake : 0n;
    case 'tie':
      return winner === 'tie' ? 9n * bet.stake : 0n;
    case 'playerPair':
      return isPair(hands.player) ? 12n * bet.stake : 0n;
    case 'bankerPair':
      return isPair(hands.banker) ? 12n * bet.stake : 0n;
  }
}

export const baccaratPayout = (bets: readonly BaccaratBet[], hands: BaccaratHands): bigint =>
  bets.reduce((sum, b) => sum + baccaratBetPayout(b, hands), 0n);

export const baccaratTotalStake = (bets: readonly BaccaratBet[]): bigint =>
  bets.reduce((sum, b) => sum + b.stake, 0n);

/** One bet per spot at most, each above zero. */
export const isValidBaccaratBets = (bets: readonly BaccaratBet[]): boolean =>
  bets.length >= 1 &&
  bets.every((b) => BACCARAT_SPOTS.includes(b.spot) && b.stake > 0n) &&
  new Set(bets.map((b) => b.spot)).size === bets.length;

/** The bets in table order, so the same chips in another order are the same bet. */
export const sortBaccaratBets = <T extends { spot: BaccaratSpot }>(bets: readonly T[]): T[] =>
  [...bets].sort((a, b) => BACCARAT_SPOTS.indexOf(a.spot) - BACCARAT_SPOTS.indexOf(b.spot));
