import { randomInt } from 'node:crypto';
import { ROULETTE_RED, rouletteColour } from '@pf/shared/inhouse/index';
import type { Draw } from './card-scenes.ts';

/**
 * What the wheels, dice and ball draws show for a result the game has already drawn: a pocket,
 * dice or a ball that agree with it, picked at random among those that do.
 */

const pickOf = <T>(list: readonly T[], draw: Draw): T => list[draw(list.length)] as T;

export interface RouletteScene {
  kind: 'roulette';
  number: number;
  colour: 'red' | 'black' | 'green';
}

const POCKETS = Array.from({ length: 37 }, (_, n) => n);

/** A pocket of the colour drawn (green is the zero). */
export function rouletteScene(colour: 'red' | 'black' | 'green', draw: Draw = randomInt): RouletteScene {
  return {
    kind: 'roulette',
    number: pickOf(
      POCKETS.filter((n) => rouletteColour(n) === colour),
      draw,
    ),
    colour,
  };
}

/** A pocket drawn as is (a wheel that spins its own number). */
export const roulettePocket = (number: number): RouletteScene => ({
  kind: 'roulette',
  number,
  colour: rouletteColour(number),
});

export const isRedPocket = (n: number) => ROULETTE_RED.has(n);

export type SicBoResult = 'small' | 'big' | 'triple';

export interface SicBoScene {
  kind: 'sicbo';
  dice: number[];
  total: number;
  result: SicBoResult;
}

/** Three dice: 4–10 small, 11–17 big, any triple the house's. */
export function sicBoScene(result: SicBoResult, draw: Draw = randomInt): SicBoScene {
  for (;;) {
    const dice = [draw(6) + 1, draw(6) + 1, draw(6) + 1];
    const total = dice.reduce((s, d) => s + d, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    const r: SicBoResult = triple ? 'triple' : total <= 10 ? 'small' : 'big';
    if (r === result) return { kind: 'sicbo', dice, total, result };
  }
}

export interface CoinScene {
  kind: 'coin';
  side: 'heads' | 'tails';
}

export const coinScene = (side: 'heads' | 'tails'): CoinScene => ({ kind: 'coin', side });

export interface WheelScene {
  kind: 'wheel';
  /** Where the wheel stopped among the game's segments. */
  index: number;
}

/** One of the segments showing the label drawn (a wheel may show the same prize twice). */
export function wheelScene(segments: readonly string[], label: string, draw: Draw = randomInt): WheelScene {
  const at = segments.flatMap((s, i) => (s === label ? [i] : []));
  return { kind: 'wheel', index: at.length > 0 ? pickOf(at, draw) : 0 };
}

export interface BallScene {
  kind: 'ball';
  /** The number on the ball. */
  number: number;
  colour: 'red' | 'blue' | 'green' | 'gold';
}

const BALL_COLOURS = ['red', 'blue', 'green'] as const;

/**
 * A lottery ball for the result: a digit, a number from 1 to 99 on the big or small side (50 the
 * house's), or a coloured ball.
 */
export function ballScene(
  draw: 'digit' | 'number99' | 'colour',
  label: string,
  d: Draw = randomInt,
): BallScene {
  if (draw === 'digit') return { kind: 'ball', number: Number(label), colour: 'gold' };
  if (draw === 'number99') {
    const number = label === 'small' ? d(49) + 1 : label === 'big' ? d(49) + 51 : 50;
    return { kind: 'ball', number, colour: number === 50 ? 'gold' : number < 50 ? 'blue' : 'red' };
  }
  const colour = BALL_COLOURS.find((c) => c === label) ?? 'red';
  return { kind: 'ball', number: d(30) + 1, colour };
}

export interface BingoScene {
  kind: 'bingo';
  /** 25 numbers, row by row; the centre (index 12) is free. */
  card: number[];
  drawn: number[];
  /** The rows completed. */
  lines: number[];
}

/** Bingo 75: column B holds 1–15, I 16–30, N 31–45, G 46–60, O 61–75. */
function bingoCard(draw: Draw): number[] {
  const columns = Array.from({ length: 5 }, (_, c) => {
    const pool = Array.from({ length: 15 }, (_, i) => c * 15 + i + 1);
    return Array.from({ length: 5 }, () => pool.splice(draw(pool.length), 1)[0] as number);
  });
  return Array.from({ length: 25 }, (_, i) => columns[i % 5]?.[Math.floor(i / 5)] ?? 0);
}

export const BINGO_BALLS = 30;

/**
 * A card and 30 balls completing `lineCount` rows (five: the whole card). One row other than the
 * middle one gets none of its numbers, so no column or diagonal fills; the other rows get two at
 * most, so no line is shown that the round did not pay.
 */
export function bingoScene(lineCount: number, draw: Draw = randomInt): BingoScene {
  const card = bingoCard(draw);
  const rows = [0, 1, 2, 3, 4];
  const blocker = lineCount >= 5 ? -1 : pickOf([0, 1, 3, 4], draw);
  const open = rows.filter((r) => r !== blocker);
  const lines: number[] = [];
  for (let i = 0; i < Math.min(lineCount, 5); i++) lines.push(open.splice(draw(open.length), 1)[0] as number);
  lines.sort((a, b) => a - b);
  const drawn = new Set<number>();
  for (const row of lines)
    for (let c = 0; c < 5; c++) if (row * 5 + c !== 12) drawn.add(card[row * 5 + c] as number);
  for (const row of open) {
    const cells = [0, 1, 2, 3, 4].filter((c) => row * 5 + c !== 12);
    for (let k = 0; k < 2 && drawn.size < BINGO_BALLS; k++)
      drawn.add(card[row * 5 + (cells.splice(draw(cells.length), 1)[0] as number)] as number);
  }
  const off = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !card.includes(n));
  while (drawn.size < BINGO_BALLS) drawn.add(off.splice(draw(off.length), 1)[0] as number);
  const balls = [...drawn];
  for (let i = balls.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
  }
  return { kind: 'bingo', card, drawn: balls, lines };
}
