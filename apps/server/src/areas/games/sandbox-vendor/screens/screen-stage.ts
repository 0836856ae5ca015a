import type { Fixture } from './match-scene.ts';
import {
  baccaratStage,
  blackjackStage,
  dealReveal,
  describeBaccarat,
  describeBlackjack,
  describeDragonTiger,
  describeHands,
  describeHiLo,
  dragonTigerStage,
  handsStage,
  hiLoStage,
} from './render-cards.ts';
import {
  ballStage,
  bingoStage,
  coinStage,
  describeBall,
  describeBingo,
  describeCoin,
  describeSicBo,
  ROLL_S,
  sicBoStage,
} from './render-draws.ts';
import { describeFish, fishStage } from './render-fish.ts';
import type { StageContext } from './render-kit.ts';
import { describeMatch, matchStage } from './render-match.ts';
import { describeSlot, slotStage, spinReveal } from './render-slot.ts';
import { describeRoulette, describeWheel, prizeWheelStage, rouletteStage, SPIN_S } from './render-wheels.ts';
import type { Scene, Screen } from './scene.ts';
import type { StringKey } from './strings/en.ts';

/** What a stage needs beyond its scene: the game, its fixtures, the round's figures. */
export interface StageExtras {
  gameKey: string;
  fixtures?: readonly Fixture[];
  fixture?: number;
  /** The round's multiplier as shown (×2.00), for the games that pay one. */
  multiplier?: string;
  /** The round's win as shown, for the catch of a fish. */
  win?: string;
  /** A jackpot game's top prize as shown. */
  topPrize?: string;
}

/** Narrows a scene to the screen's kind (a round's scene always has its screen's kind). */
function sceneOf<K extends Scene['kind']>(
  scene: Scene | undefined,
  kind: K,
): Extract<Scene, { kind: K }> | undefined {
  return scene?.kind === kind ? (scene as Extract<Scene, { kind: K }>) : undefined;
}

/** The stage of a screen: the table, reels, wheel or field, at rest or showing the round's scene. */
export function stageHtml(c: StageContext, screen: Screen, scene: Scene | undefined, x: StageExtras): string {
  switch (screen.kind) {
    case 'slot':
      return slotStage(c, sceneOf(scene, 'slot'), {
        reels: screen.reels,
        jackpot: screen.jackpot,
        topPrize: x.topPrize,
      });
    case 'baccarat':
      return baccaratStage(c, sceneOf(scene, 'baccarat'));
    case 'dragontiger':
      return dragonTigerStage(c, sceneOf(scene, 'dragontiger'));
    case 'roulette':
      return rouletteStage(c, sceneOf(scene, 'roulette'));
    case 'sicbo':
      return sicBoStage(c, sceneOf(scene, 'sicbo'));
    case 'blackjack':
      return blackjackStage(c, sceneOf(scene, 'blackjack'));
    case 'hands':
      return handsStage(c, sceneOf(scene, 'hands'), screen.pieces);
    case 'hilo':
      return hiLoStage(c, sceneOf(scene, 'hilo'));
    case 'fish':
      return fishStage(c, sceneOf(scene, 'fish'), { gameKey: x.gameKey, win: x.win });
    case 'match':
      return matchStage(c, sceneOf(scene, 'match'), {
        sport: screen.sport,
        fixtures: x.fixtures ?? [],
        selected: x.fixture ?? 0,
      });
    case 'bingo':
      return bingoStage(c, sceneOf(scene, 'bingo'));
    case 'coin':
      return coinStage(c, sceneOf(scene, 'coin'));
    case 'wheel':
      return prizeWheelStage(c, screen.segments, sceneOf(scene, 'wheel'));
    case 'ball':
      return ballStage(c, sceneOf(scene, 'ball'));
  }
}

/** The round's result in words ("Banker wins 7 to 5", "17 Red", "Caught a shark ×30.00"). */
export function describeScene(c: StageContext, screen: Screen, scene: Scene, x: StageExtras): string {
  const m = x.multiplier ?? '';
  switch (scene.kind) {
    case 'slot':
      return describeSlot(c, scene, m);
    case 'baccarat':
      return describeBaccarat(c, scene);
    case 'dragontiger':
      return describeDragonTiger(c, scene);
    case 'roulette':
      return describeRoulette(c, scene);
    case 'sicbo':
      return describeSicBo(c, scene);
    case 'blackjack':
      return describeBlackjack(c, scene);
    case 'hands':
      return describeHands(c, scene);
    case 'hilo':
      return describeHiLo(c, scene);
    case 'fish':
      return describeFish(c, scene, m);
    case 'match':
      return describeMatch(c, scene, x.fixtures?.[scene.fixture]);
    case 'bingo':
      return describeBingo(c, scene);
    case 'coin':
      return describeCoin(c, scene);
    case 'wheel':
      return describeWheel(c, screen.kind === 'wheel' ? screen.segments : [], scene);
    case 'ball':
      return describeBall(c, scene);
  }
}

const ACTIONS: Record<Screen['kind'], StringKey> = {
  slot: 'action.spin',
  baccarat: 'action.deal',
  dragontiger: 'action.deal',
  roulette: 'action.spin',
  sicbo: 'action.roll',
  blackjack: 'action.deal',
  hands: 'action.playHand',
  hilo: 'action.deal',
  fish: 'action.fire',
  match: 'action.placeBet',
  bingo: 'action.draw',
  coin: 'action.flip',
  wheel: 'action.spin',
  ball: 'action.draw',
};

/** The play button's words on a screen. */
export const actionLabel = (c: StageContext, screen: Screen) => c.t(ACTIONS[screen.kind]);

/** Seconds until a round's scene has played out (reels stopped, cards dealt): its result shows then. */
export function revealOf(scene: Scene): number {
  switch (scene.kind) {
    case 'slot':
      return spinReveal(scene.reels.length);
    case 'baccarat':
      return dealReveal(scene.player.length + scene.banker.length);
    case 'dragontiger':
      return dealReveal(2);
    case 'blackjack':
      return dealReveal(scene.player.length + scene.dealer.length);
    case 'hands':
      return dealReveal(6);
    case 'hilo':
      return dealReveal(1);
    case 'roulette':
    case 'wheel':
      return SPIN_S;
    case 'sicbo':
    case 'coin':
      return ROLL_S + 0.2;
    case 'ball':
      return ROLL_S;
    case 'bingo':
      return 0.3 + scene.drawn.length * 0.05;
    case 'fish':
      return 0.5;
    case 'match':
      return 0.6;
  }
}
