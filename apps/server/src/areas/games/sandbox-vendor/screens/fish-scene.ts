import { randomInt } from 'node:crypto';
import type { FishSpecies } from '../../games/fish-art.ts';
import type { Draw } from './card-scenes.ts';

/** The sea's fish, from the smallest catch to the largest. */
export const FISH_SPECIES: readonly FishSpecies[] = [
  'clownfish',
  'angelfish',
  'pufferfish',
  'turtle',
  'shark',
  'dragon',
];

export interface FishScene {
  kind: 'fish';
  /** Where the shot went, in per cent of the field (x from the left, y from the top). */
  aim: { x: number; y: number };
  /** The fish the shot caught, as an index of FISH_SPECIES; absent for a miss. */
  caught?: number;
  multiplierX100: bigint;
}

/** The fish a catch of this multiplier lands: bigger fish pay more. */
export function speciesFor(multiplierX100: bigint): number {
  const bounds = [100n, 200n, 500n, 1_000n, 3_000n];
  const i = bounds.findIndex((b) => multiplierX100 <= b);
  return i === -1 ? FISH_SPECIES.length - 1 : i;
}

const clamp = (n: number) => Math.min(95, Math.max(5, Math.round(n)));

/**
 * The shot the player fired at `aim` (the field's centre area when the page sent none) and what it
 * caught: the game drew the multiplier, the fish shows it.
 */
export function fishScene(
  multiplierX100: bigint,
  aim: { x: number; y: number } | undefined,
  draw: Draw = randomInt,
): FishScene {
  const at = aim ? { x: clamp(aim.x), y: clamp(aim.y) } : { x: 30 + draw(41), y: 25 + draw(41) };
  return {
    kind: 'fish',
    aim: at,
    ...(multiplierX100 > 0n ? { caught: speciesFor(multiplierX100) } : {}),
    multiplierX100,
  };
}
