import { createHash, randomInt } from 'node:crypto';
import type { Draw } from './card-scenes.ts';

/**
 * The studio's sports books are virtual: each bet plays its match out at once. The day's card of
 * fixtures follows from the game and the date, so every player of a book sees the same matches.
 */
export type Sport = 'football' | 'esports' | 'cockfight';

export interface Fixture {
  home: string;
  away: string;
  /** Minutes past midnight the match starts (virtual matches run every few minutes). */
  startsAt: number;
}

const TEAMS: Record<Sport, readonly string[]> = {
  football: [
    'Harbour City',
    'Red Lions',
    'Northbridge',
    'Saigon Stars',
    'Hanoi Dragons',
    'Manila Waves',
    'Bangkok Tigers',
    'Jakarta Comets',
    'Lisbon Sailors',
    'Mekong Rovers',
    'Golden Eagles',
    'Coral Bay',
  ],
  esports: [
    'Nova Five',
    'Iron Wolves',
    'Blue Phoenix',
    'Shadow Lynx',
    'Storm Owls',
    'Jade Vipers',
    'Pixel Kings',
    'Neon Titans',
  ],
  cockfight: [
    'Red Blaze',
    'Blue Steel',
    'Golden Spur',
    'Night Hawk',
    'Iron Comb',
    'Silver Wing',
    'Thunder Claw',
    'Jade Crest',
  ],
};

export const FIXTURE_COUNT = 4;

/** The day's fixtures of a book (UTC day). */
export function fixturesOf(sport: Sport, bookKey: string, day: Date = new Date()): Fixture[] {
  const seed = createHash('sha256')
    .update(`${bookKey}:${day.toISOString().slice(0, 10)}`)
    .digest();
  const teams = [...TEAMS[sport]];
  const taken: string[] = [];
  for (let i = 0; i < FIXTURE_COUNT * 2; i++) {
    taken.push(teams.splice((seed[i] ?? 0) % teams.length, 1)[0] as string);
  }
  const first = 12 * 60 + ((seed[10] ?? 0) % 24) * 15;
  return Array.from({ length: FIXTURE_COUNT }, (_, i) => ({
    home: taken[i * 2] as string,
    away: taken[i * 2 + 1] as string,
    startsAt: (first + i * 20) % (24 * 60),
  }));
}

export interface MatchScene {
  kind: 'match';
  sport: Sport;
  fixture: number;
  /** Goals (football), maps (esports); none for a fight. */
  score?: [number, number];
  /** The market's result: home, draw or away; team-a or team-b; meron, wala or draw. */
  result: string;
}

/** A final score that agrees with the result drawn. */
export function matchScene(
  sport: Sport,
  fixture: number,
  result: string,
  draw: Draw = randomInt,
): MatchScene {
  const base = { kind: 'match' as const, sport, fixture, result };
  if (sport === 'cockfight') return base;
  if (sport === 'esports') {
    const loser = draw(2);
    return { ...base, score: result === 'team-a' ? [2, loser] : [loser, 2] };
  }
  if (result === 'draw') {
    const goals = draw(4);
    return { ...base, score: [goals, goals] };
  }
  const winner = draw(4) + 1;
  const loser = draw(winner);
  return { ...base, score: result === 'home' ? [winner, loser] : [loser, winner] };
}
