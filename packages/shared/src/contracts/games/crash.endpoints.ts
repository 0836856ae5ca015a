import { endpointTable } from '../endpoint.ts';

/** In-house Crash: one shared round at a time per brand; bets, cash-outs and the round's state. */
export const crashEndpoints = endpointTable({
  'games.inhouseCrashState': 'GET /wps/inhouse/crash/state',
  'games.inhouseCrashBet': 'POST /wps/inhouse/crash/bet',
  'games.inhouseCrashCashout': 'POST /wps/inhouse/crash/cashout',
  'games.inhouseCrashRound': 'GET /wps/inhouse/crash/rounds/:roundId',
});
