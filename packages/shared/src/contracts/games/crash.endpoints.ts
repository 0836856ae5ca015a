import { endpoint } from '../endpoint.ts';

/** In-house Crash: one shared round at a time per brand; bets, cash-outs and the round's state. */
export const crashEndpoints = {
  'games.inhouseCrashState': endpoint(['GET'], '/wps/inhouse/crash/state'),
  'games.inhouseCrashBet': endpoint(['POST'], '/wps/inhouse/crash/bet'),
  'games.inhouseCrashCashout': endpoint(['POST'], '/wps/inhouse/crash/cashout'),
  'games.inhouseCrashRound': endpoint(['GET'], '/wps/inhouse/crash/rounds/:roundId'),
} as const;
