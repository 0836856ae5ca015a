import { BUNDLED_LANGUAGES } from '@pf/shared';
import { baccaratWinner, cardRank, handTotal, rouletteColour } from '@pf/shared/inhouse/index';
import { describe, expect, it } from 'vitest';
import { blackjackTotal } from './card-scenes.ts';
import { BINGO_BALLS } from './draw-scenes.ts';
import { speciesFor } from './fish-scene.ts';
import { FIXTURE_COUNT, fixturesOf } from './match-scene.ts';
import { multiplierOfLabel, type Scene, type Screen, sceneFor } from './scene.ts';
import { screenLanguage, translator } from './screen-language.ts';
import { symbolFor } from './slot-scene.ts';

const ROUNDS = 200;
const facts = (outcome: string, multiplierX100 = 0n) => ({ outcome, multiplierX100 });
const many = (screen: Screen, outcome: string, multiplierX100 = 0n): Scene[] =>
  Array.from({ length: ROUNDS }, () => sceneFor(screen, facts(outcome, multiplierX100)));

/** Rows of a slot's reels that show three of a kind from the left. */
function payingRows(reels: number[][]): number[] {
  return [0, 1, 2].filter(
    (row) => reels[0]?.[row] === reels[1]?.[row] && reels[1]?.[row] === reels[2]?.[row],
  );
}

describe('the scenes a game screen shows agree with the result the game drew', () => {
  it('baccarat: the coup is dealt by the tableau and won by the side drawn', () => {
    for (const winner of ['player', 'banker', 'tie'] as const) {
      for (const s of many({ kind: 'baccarat' }, winner)) {
        if (s.kind !== 'baccarat') throw new Error(s.kind);
        expect(baccaratWinner(s)).toBe(winner);
        expect(s.playerTotal).toBe(handTotal(s.player));
        expect(s.player.length).toBeGreaterThanOrEqual(2);
        expect(s.banker.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('dragon tiger, blackjack, hi-lo and the card rooms land on their result', () => {
    for (const s of many({ kind: 'dragontiger' }, 'tiger'))
      if (s.kind === 'dragontiger') expect(cardRank(s.tiger)).toBeGreaterThan(cardRank(s.dragon));
    for (const s of many({ kind: 'dragontiger' }, 'tie'))
      if (s.kind === 'dragontiger') expect(cardRank(s.tiger)).toBe(cardRank(s.dragon));
    for (const result of ['blackjack', 'win', 'push', 'lose'] as const) {
      for (const s of many({ kind: 'blackjack' }, result)) {
        if (s.kind !== 'blackjack') throw new Error(s.kind);
        expect(s.result).toBe(result);
        expect(s.playerTotal).toBe(blackjackTotal(s.player));
        if (result === 'blackjack') expect([s.player.length, s.playerTotal]).toEqual([2, 21]);
        if (result === 'push') expect(s.playerTotal).toBe(s.dealerTotal);
        if (result === 'win') expect(s.dealerTotal > 21 || s.playerTotal > s.dealerTotal).toBe(true);
      }
    }
    for (const s of many({ kind: 'hilo' }, 'low'))
      if (s.kind === 'hilo') expect(cardRank(s.card)).toBeLessThan(6);
    for (const s of many({ kind: 'hilo' }, 'seven')) if (s.kind === 'hilo') expect(cardRank(s.card)).toBe(6);
    for (const s of many({ kind: 'hands', pieces: 'cards' }, 'lose'))
      if (s.kind === 'hands') expect(handTotal(s.you)).toBeLessThanOrEqual(handTotal(s.them));
  });

  it('roulette, sic bo, the coin, the prize wheel and the balls show the result drawn', () => {
    for (const colour of ['red', 'black', 'green'] as const)
      for (const s of many({ kind: 'roulette' }, colour))
        if (s.kind === 'roulette') expect(rouletteColour(s.number)).toBe(colour);
    for (const s of many({ kind: 'sicbo' }, 'small')) {
      if (s.kind !== 'sicbo') throw new Error(s.kind);
      expect(s.total).toBeLessThanOrEqual(10);
      expect(new Set(s.dice).size).toBeGreaterThan(1);
    }
    for (const s of many({ kind: 'sicbo' }, 'triple'))
      if (s.kind === 'sicbo') expect(new Set(s.dice).size).toBe(1);
    expect(sceneFor({ kind: 'coin' }, facts('tails'))).toEqual({ kind: 'coin', side: 'tails' });
    const segments = ['×0.00', '×0.50', '×0.00', '×2.00'];
    for (const s of many({ kind: 'wheel', segments }, '×0.00'))
      if (s.kind === 'wheel') expect(segments[s.index]).toBe('×0.00');
    for (const s of many({ kind: 'ball', draw: 'number99' }, 'big'))
      if (s.kind === 'ball') expect(s.number).toBeGreaterThan(50);
    expect(sceneFor({ kind: 'ball', draw: 'number99' }, facts('50'))).toMatchObject({ number: 50 });
    expect(sceneFor({ kind: 'ball', draw: 'digit' }, facts('7'))).toMatchObject({ number: 7 });
  });

  it("slots: one line of the multiplier's symbol when the spin paid, none when it did not", () => {
    for (const [reels, x100] of [
      [5, 0n],
      [5, 200n],
      [5, 10_000n],
      [3, 50n],
      [3, 0n],
    ] as const) {
      for (const s of many({ kind: 'slot', reels }, `×${x100}`, x100)) {
        if (s.kind !== 'slot') throw new Error(s.kind);
        expect(s.reels).toHaveLength(reels);
        const paying = payingRows(s.reels);
        if (x100 === 0n) {
          expect(paying).toEqual([]);
          expect(s.line).toBeUndefined();
          continue;
        }
        expect(paying).toEqual([s.line?.row]);
        const row = s.line?.row ?? 0;
        expect(s.reels[0]?.[row]).toBe(symbolFor(x100));
        const length = s.line?.length ?? 0;
        expect(s.reels.slice(0, length).every((r) => r[row] === symbolFor(x100))).toBe(true);
        if (length < reels) expect(s.reels[length]?.[row]).not.toBe(symbolFor(x100));
      }
    }
    expect(symbolFor(50n)).toBeLessThan(symbolFor(200n));
  });

  it('bingo: exactly as many rows complete as the prize pays for, and no column or diagonal', () => {
    const tiers = [100n, 200n, 500n, 1_500n, 5_000n];
    for (const [x100, rows] of [
      [0n, 0],
      [100n, 1],
      [1_500n, 4],
      [5_000n, 5],
    ] as const) {
      for (const s of many({ kind: 'bingo', tiers }, '', x100)) {
        if (s.kind !== 'bingo') throw new Error(s.kind);
        const marked = (i: number) => i === 12 || s.drawn.includes(s.card[i] ?? -1);
        const full = (cells: number[]) => cells.every(marked);
        const lines = [0, 1, 2, 3, 4].filter((r) => full([0, 1, 2, 3, 4].map((c) => r * 5 + c)));
        const columns = [0, 1, 2, 3, 4].filter((c) => full([0, 1, 2, 3, 4].map((r) => r * 5 + c)));
        const diagonals = [full([0, 6, 12, 18, 24]), full([4, 8, 12, 16, 20])].filter(Boolean);
        expect(lines).toEqual(s.lines);
        expect(lines).toHaveLength(rows);
        if (rows < 5) expect([columns, diagonals]).toEqual([[], []]);
        expect(new Set(s.drawn).size).toBe(BINGO_BALLS);
      }
    }
  });

  it('fish: a caught fish is bigger the more it pays; a shot goes where it was aimed', () => {
    expect(speciesFor(100n)).toBeLessThan(speciesFor(1_000n));
    expect(speciesFor(10_000n)).toBe(5);
    expect(sceneFor({ kind: 'fish' }, { ...facts('×0.00'), aim: { x: 130, y: 40 } })).toEqual({
      kind: 'fish',
      aim: { x: 95, y: 40 },
      multiplierX100: 0n,
    });
    expect(sceneFor({ kind: 'fish' }, { ...facts('×2.00', 200n), aim: { x: 10, y: 20 } })).toMatchObject({
      caught: speciesFor(200n),
    });
  });

  it("sports: a day's fixtures are the same for every player; the score follows the result", () => {
    const day = new Date('2026-03-01T10:00:00Z');
    expect(fixturesOf('football', 'SBX:lobby', day)).toEqual(fixturesOf('football', 'SBX:lobby', day));
    const fixtures = fixturesOf('esports', 'AV:lobby', day);
    expect(fixtures).toHaveLength(FIXTURE_COUNT);
    expect(new Set(fixtures.flatMap((f) => [f.home, f.away])).size).toBe(FIXTURE_COUNT * 2);
    for (const s of many({ kind: 'match', sport: 'football' }, 'away'))
      if (s.kind === 'match') expect((s.score?.[1] ?? 0) > (s.score?.[0] ?? 0)).toBe(true);
    for (const s of many({ kind: 'match', sport: 'esports' }, 'team-a'))
      if (s.kind === 'match') expect(s.score?.[0]).toBe(2);
  });

  it('reads multipliers and languages as the tables and launches write them', () => {
    expect(multiplierOfLabel('×2.50')).toBe(250n);
    expect(multiplierOfLabel('banker')).toBe(0n);
    expect(['VI', 'vi', 'zh', 'tl', 'pt-BR', 'xx', undefined].map(screenLanguage)).toEqual([
      'VI',
      'VI',
      'CN',
      'TY',
      'PT',
      'EN',
      'EN',
    ]);
  });

  it("has the screens' words in each of the seven languages", () => {
    const en = translator('EN');
    for (const lang of BUNDLED_LANGUAGES.filter((l) => l !== 'EN')) {
      const t = translator(lang);
      for (const key of [
        'noWin',
        'stake',
        'action.spin',
        'action.placeBet',
        'stage.fishHint',
        'sports.slip',
      ] as const)
        expect(t(key), `${lang} ${key}`).not.toBe(en(key));
      expect(t('error.stakeRange', { min: '1.00', max: '9.00' })).toMatch(/1\.00.*9\.00/);
    }
  });
});
