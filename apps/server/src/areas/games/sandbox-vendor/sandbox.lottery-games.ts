import { SEA_LOTTERY_ACCOUNT } from '@pf/shared';
import type { SandboxGame } from './sandbox.games.ts';

/** The SEA lottery's vendor code: §4 opens it apart from our own lottery pages. */
export const SEA_LOTTERY_VENDOR = SEA_LOTTERY_ACCOUNT;
/** A third-party lottery vendor whose games the lottery lobby lists in a popup (isGame VASSALAGE). */
export const SUNDIAL_LOTTO_VENDOR = 'SDL';

/** A studio game run for another catalog vendor, which has its own wallet identity. */
export interface HostedGame extends SandboxGame {
  vendor: string;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Ten equally likely digits, the chosen one paying `payoutX100`. */
const digitDraw = (payoutX100: bigint) => ({
  choices: DIGITS,
  screen: { kind: 'ball', draw: 'digit' } as const,
  outcomes: DIGITS.map((d) => ({ label: d, weight: 1, payoutX100, wins: d })),
});

/**
 * Lottery-style games the studio runs for the third-party lottery vendors. Codes are unique across
 * the whole studio, since a game link names the game by code alone. Every table keeps the return
 * to player under 100%.
 */
export const HOSTED_LOTTERY_GAMES: readonly HostedGame[] = [
  {
    vendor: SEA_LOTTERY_VENDOR,
    code: 'sea-4d-last-digit',
    name: 'SEA 4D Last Digit',
    ...digitDraw(950n),
  },
  {
    vendor: SUNDIAL_LOTTO_VENDOR,
    code: 'sdl-pick-digit',
    name: 'Pick a Digit',
    ...digitDraw(960n),
  },
  {
    vendor: SUNDIAL_LOTTO_VENDOR,
    code: 'sdl-big-small',
    name: 'Big or Small 99',
    choices: ['big', 'small'],
    screen: { kind: 'ball', draw: 'number99' },
    // A ball from 1 to 99: 1–49 small, 51–99 big, 50 is the house's.
    outcomes: [
      { label: 'small', weight: 49, payoutX100: 200n, wins: 'small' },
      { label: 'big', weight: 49, payoutX100: 200n, wins: 'big' },
      { label: '50', weight: 1, payoutX100: 0n, wins: 'none' },
    ],
  },
  {
    vendor: SUNDIAL_LOTTO_VENDOR,
    code: 'sdl-colour-ball',
    name: 'Colour Ball',
    choices: ['red', 'blue', 'green'],
    screen: { kind: 'ball', draw: 'colour' },
    outcomes: ['red', 'blue', 'green'].map((c) => ({ label: c, weight: 1, payoutX100: 290n, wins: c })),
  },
];
