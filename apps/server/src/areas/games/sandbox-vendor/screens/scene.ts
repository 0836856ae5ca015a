import { randomInt } from 'node:crypto';
import {
  type BaccaratResult,
  type BaccaratScene,
  type BlackjackResult,
  type BlackjackScene,
  baccaratScene,
  blackjackScene,
  type DragonTigerResult,
  type DragonTigerScene,
  type Draw,
  dragonTigerScene,
  type HandsScene,
  type HiLoResult,
  type HiLoScene,
  handsScene,
  hiLoScene,
} from './card-scenes.ts';
import {
  type BallScene,
  type BingoScene,
  ballScene,
  bingoScene,
  type CoinScene,
  coinScene,
  type RouletteScene,
  rouletteScene,
  type SicBoResult,
  type SicBoScene,
  sicBoScene,
  type WheelScene,
  wheelScene,
} from './draw-scenes.ts';
import { type FishScene, fishScene } from './fish-scene.ts';
import { type MatchScene, matchScene, type Sport } from './match-scene.ts';
import { type SlotScene, slotScene } from './slot-scene.ts';

/** The kind of game screen a game is shown on, with what that screen needs to know of the game. */
export type Screen =
  | { kind: 'slot'; reels: 3 | 5; jackpot?: boolean }
  | { kind: 'baccarat' }
  | { kind: 'dragontiger' }
  | { kind: 'roulette' }
  | { kind: 'sicbo' }
  | { kind: 'blackjack' }
  | { kind: 'hands'; pieces: 'cards' | 'tiles' }
  | { kind: 'hilo' }
  | { kind: 'fish' }
  | { kind: 'match'; sport: Sport }
  /** The multipliers a card pays, least first: one more row completed for each. */
  | { kind: 'bingo'; tiers: readonly bigint[] }
  | { kind: 'coin' }
  /** The wheel's segments, each the label of the outcome it shows. */
  | { kind: 'wheel'; segments: readonly string[] }
  | { kind: 'ball'; draw: 'digit' | 'number99' | 'colour' };

export type ScreenKind = Screen['kind'];

export type Scene =
  | SlotScene
  | BaccaratScene
  | DragonTigerScene
  | RouletteScene
  | SicBoScene
  | BlackjackScene
  | HandsScene
  | HiLoScene
  | FishScene
  | MatchScene
  | BingoScene
  | CoinScene
  | WheelScene
  | BallScene;

/** What the game decided for a round, which the screen shows. */
export interface RoundFacts {
  /** The outcome's label in the game's table ('banker', 'red', '×2.00', …). */
  outcome: string;
  /** What the outcome pays per stake, ×100 (for multiplier games). */
  multiplierX100: bigint;
  /** Where a fish shot was aimed, in per cent of the field. */
  aim?: { x: number; y: number };
  /** The fixture a sports bet was on. */
  fixture?: number;
}

/** A multiplier label of the studio's tables ('×2.50') as hundredths; zero for any other label. */
export function multiplierOfLabel(label: string): bigint {
  const m = /^×(\d+)\.(\d\d)$/.exec(label);
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt(m[2] ?? '0') : 0n;
}

/** The visuals of a round on a screen: dealt, spun or drawn to agree with what the game decided. */
export function sceneFor(screen: Screen, facts: RoundFacts, draw: Draw = randomInt): Scene {
  const { outcome } = facts;
  switch (screen.kind) {
    case 'slot':
      return slotScene(screen.reels, facts.multiplierX100, draw);
    case 'baccarat':
      return baccaratScene(outcome as BaccaratResult, draw);
    case 'dragontiger':
      return dragonTigerScene(outcome as DragonTigerResult, draw);
    case 'roulette':
      return rouletteScene(outcome === 'red' || outcome === 'black' ? outcome : 'green', draw);
    case 'sicbo':
      return sicBoScene(outcome as SicBoResult, draw);
    case 'blackjack':
      return blackjackScene(outcome as BlackjackResult, draw);
    case 'hands':
      return handsScene(outcome === 'win' ? 'win' : 'lose', draw);
    case 'hilo':
      return hiLoScene(outcome as HiLoResult, draw);
    case 'fish':
      return fishScene(facts.multiplierX100, facts.aim, draw);
    case 'match':
      return matchScene(screen.sport, facts.fixture ?? 0, outcome, draw);
    case 'bingo': {
      const tier = screen.tiers.indexOf(facts.multiplierX100);
      return bingoScene(tier + 1, draw);
    }
    case 'coin':
      return coinScene(outcome === 'tails' ? 'tails' : 'heads');
    case 'wheel':
      return wheelScene(screen.segments, outcome, draw);
    case 'ball':
      return ballScene(screen.draw, outcome, draw);
  }
}
