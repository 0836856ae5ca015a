import {
  CRASH_CASHOUT_ERROR_CODES,
  CRASH_ERROR_CODES,
  crashBetBody,
  crashBetValueSchema,
  crashCashoutBody,
  crashRoundParams,
  crashStateValueSchema,
  crashVerifyValueSchema,
} from '../../inhouse/crash-api.ts';
import { defineContract } from '../contract.ts';
import { crashEndpoints } from './crash.endpoints.ts';

const tags = ['inhouse'] as const;

/**
 * /wps/inhouse/crash/*: the shared Crash round of the member's brand. A bet (client request id, so
 * a retry answers the first bet) is taken during the betting phase only; a cash-out takes the
 * server's multiplier of the moment and pays once however often it is sent.
 */
export const crashContracts = {
  'games.inhouseCrashState': defineContract({
    ...crashEndpoints['games.inhouseCrashState'],
    summary: 'The current Crash round, its bets, the last crash points and the member balance',
    auth: 'member',
    tags,
    response: crashStateValueSchema,
    errors: [],
  }),
  'games.inhouseCrashBet': defineContract({
    ...crashEndpoints['games.inhouseCrashBet'],
    summary: 'A bet on the round in its betting phase, with an optional auto cash-out target',
    auth: 'member',
    tags,
    body: crashBetBody,
    response: crashBetValueSchema,
    errors: [...CRASH_ERROR_CODES],
  }),
  'games.inhouseCrashCashout': defineContract({
    ...crashEndpoints['games.inhouseCrashCashout'],
    summary: "Cashes the member's bet out at the multiplier of the moment (a lost bet stays lost)",
    auth: 'member',
    tags,
    body: crashCashoutBody,
    response: crashBetValueSchema,
    errors: [...CRASH_CASHOUT_ERROR_CODES],
  }),
  'games.inhouseCrashRound': defineContract({
    ...crashEndpoints['games.inhouseCrashRound'],
    summary: "A crashed round's revealed hash, its chain link and crash point, checked",
    auth: 'member',
    tags,
    params: crashRoundParams,
    response: crashVerifyValueSchema,
    errors: ['CRASH_ROUND_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof crashEndpoints, unknown>;
