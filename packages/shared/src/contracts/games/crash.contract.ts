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
import { contractsOf, memberCall } from '../calls.ts';
import { crashEndpoints } from './crash.endpoints.ts';

const callTags = { member: ['inhouse'] } as const;

/**
 * /wps/inhouse/crash/*: the shared Crash round of the member's brand. A bet (client request id, so
 * a retry answers the first bet) is taken during the betting phase only; a cash-out takes the
 * server's multiplier of the moment and pays once however often it is sent.
 */
export const crashContracts = contractsOf(crashEndpoints, callTags, {
  'games.inhouseCrashState': memberCall(
    'The current Crash round, its bets, the last crash points and the member balance',
    { response: crashStateValueSchema },
  ),
  'games.inhouseCrashBet': memberCall(
    'A bet on the round in its betting phase, with an optional auto cash-out target',
    { body: crashBetBody, response: crashBetValueSchema, errors: [...CRASH_ERROR_CODES] },
  ),
  'games.inhouseCrashCashout': memberCall(
    "Cashes the member's bet out at the multiplier of the moment (a lost bet stays lost)",
    { body: crashCashoutBody, response: crashBetValueSchema, errors: [...CRASH_CASHOUT_ERROR_CODES] },
  ),
  'games.inhouseCrashRound': memberCall(
    "A crashed round's revealed hash, its chain link and crash point, checked",
    { params: crashRoundParams, response: crashVerifyValueSchema, errors: ['CRASH_ROUND_NOT_FOUND'] },
  ),
}) satisfies Record<keyof typeof crashEndpoints, unknown>;
