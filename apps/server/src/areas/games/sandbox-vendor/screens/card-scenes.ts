import { randomInt } from 'node:crypto';
import { baccaratWinner, cardPoints, cardRank, dealCoup, handTotal } from '@pf/shared/inhouse/index';

/**
 * What the card tables show for a round whose result the game has already drawn: cards dealt by
 * the table's own rules until they land on that result. The result decides the money; the cards
 * only show it, so they are drawn afresh until they agree with it.
 *
 * A card is 0 … 51: suit × 13 + rank, rank 0 the ace … 12 the king (the in-house baccarat's code).
 */
export type Draw = (max: number) => number;

const card = (draw: Draw) => draw(52);

/** Deals with `deal` until `accept` holds; every result these tables name is reachable. */
function until<T>(deal: () => T, accept: (t: T) => boolean): T {
  for (let i = 0; i < 10_000; i++) {
    const t = deal();
    if (accept(t)) return t;
  }
  throw new Error('no deal reached the drawn result');
}

export type BaccaratResult = 'player' | 'banker' | 'tie';

export interface BaccaratScene {
  kind: 'baccarat';
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratResult;
}

/** A punto banco coup by the tableau whose winner is `winner`. */
export function baccaratScene(winner: BaccaratResult, draw: Draw = randomInt): BaccaratScene {
  const hands = until(
    () => dealCoup(() => card(draw), cardPoints),
    (h) => baccaratWinner(h) === winner,
  );
  return {
    kind: 'baccarat',
    ...hands,
    playerTotal: handTotal(hands.player),
    bankerTotal: handTotal(hands.banker),
    winner,
  };
}

export type DragonTigerResult = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerScene {
  kind: 'dragontiger';
  dragon: number;
  tiger: number;
  winner: DragonTigerResult;
}

/** One card each, the higher rank wins (ace low, king high); the same rank is a tie. */
export function dragonTigerScene(winner: DragonTigerResult, draw: Draw = randomInt): DragonTigerScene {
  const [dragon, tiger] = until(
    () => [card(draw), card(draw)] as const,
    ([d, t]) => {
      const diff = cardRank(d) - cardRank(t);
      return winner === 'tie' ? diff === 0 : winner === 'dragon' ? diff > 0 : diff < 0;
    },
  );
  return { kind: 'dragontiger', dragon, tiger, winner };
}

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackScene {
  kind: 'blackjack';
  player: number[];
  dealer: number[];
  playerTotal: number;
  dealerTotal: number;
  result: BlackjackResult;
}

/** Blackjack points: pictures ten, an ace eleven unless that busts the hand. */
export function blackjackTotal(cards: readonly number[]): number {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const r = cardRank(c);
    if (r === 0) {
      aces++;
      total += 11;
    } else total += Math.min(r + 1, 10);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return total;
}

/** The player draws to 17 and the dealer stands on 17, as a basic table plays it. */
function dealBlackjack(draw: Draw): { player: number[]; dealer: number[]; result: BlackjackResult } {
  const player = [card(draw), card(draw)];
  const dealer = [card(draw), card(draw)];
  const natural = (cards: number[]) => cards.length === 2 && blackjackTotal(cards) === 21;
  if (natural(player)) return { player, dealer, result: natural(dealer) ? 'push' : 'blackjack' };
  if (natural(dealer)) return { player, dealer, result: 'lose' };
  while (blackjackTotal(player) < 17) player.push(card(draw));
  if (blackjackTotal(player) > 21) return { player, dealer, result: 'lose' };
  while (blackjackTotal(dealer) < 17) dealer.push(card(draw));
  const p = blackjackTotal(player);
  const d = blackjackTotal(dealer);
  return { player, dealer, result: d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose' };
}

export function blackjackScene(result: BlackjackResult, draw: Draw = randomInt): BlackjackScene {
  const hand = until(
    () => dealBlackjack(draw),
    (h) => h.result === result,
  );
  return {
    kind: 'blackjack',
    ...hand,
    playerTotal: blackjackTotal(hand.player),
    dealerTotal: blackjackTotal(hand.dealer),
  };
}

export type HiLoResult = 'high' | 'low' | 'seven';

export interface HiLoScene {
  kind: 'hilo';
  card: number;
  result: HiLoResult;
}

/** One card: ace to six low, eight to king high, the seven the house's. */
export function hiLoScene(result: HiLoResult, draw: Draw = randomInt): HiLoScene {
  const ranks = result === 'low' ? [0, 1, 2, 3, 4, 5] : result === 'high' ? [7, 8, 9, 10, 11, 12] : [6];
  const rank = ranks[draw(ranks.length)] ?? 6;
  return { kind: 'hilo', card: draw(4) * 13 + rank, result };
}

export interface HandsScene {
  kind: 'hands';
  you: number[];
  them: number[];
  youScore: number;
  themScore: number;
  result: 'win' | 'lose';
}

/**
 * A card room's hand against the table, scored as Three Cards (Ba Cây) scores it: the points of
 * three cards (pictures and tens nothing), the last digit; the higher wins, a tie goes to the table.
 */
export function handsScene(result: 'win' | 'lose', draw: Draw = randomInt): HandsScene {
  const three = () => [card(draw), card(draw), card(draw)];
  const [you, them] = until(
    () => [three(), three()] as const,
    ([y, t]) => handTotal(y) > handTotal(t) === (result === 'win'),
  );
  return { kind: 'hands', you, them, youScore: handTotal(you), themScore: handTotal(them), result };
}
