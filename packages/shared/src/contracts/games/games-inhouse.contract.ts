import {
  diceRollBody,
  INHOUSE_ERROR_CODES,
  minesCashoutBody,
  minesRevealBody,
  minesStartBody,
  openRoundValueSchema,
  playValueSchema,
  recallQuery,
  recallValueSchema,
  rotateSeedBody,
  rotateSeedValueSchema,
  roundIdParams,
  roundViewSchema,
  seedPairViewSchema,
  seedQuery,
  slotSpinBody,
} from '../../inhouse/api.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { gamesEndpoints } from './games.endpoints.ts';
import { roundPlayCall } from './round-play.call.ts';

const e = INHOUSE_ERROR_CODES;

const callTags = { member: ['inhouse'] } as const;

/**
 * /wps/inhouse/*: the in-house games of vendor BGS, for real members only. Plays are POST with a
 * client request id, so a retry answers the first result instead of playing again.
 */
export const gamesInhouseContracts = contractsOf(gamesEndpoints, callTags, {
  'games.inhouseSeed': memberCall(
    "The member's active seed pair (created with the browser's client seed the first time)",
    { query: seedQuery, response: seedPairViewSchema },
  ),
  'games.inhouseRotateSeed': memberCall('Reveals the active server seed and starts the committed next one', {
    body: rotateSeedBody,
    response: rotateSeedValueSchema,
    errors: e.seed,
  }),
  'games.inhouseSlotSpin': roundPlayCall('One slot spin', slotSpinBody),
  'games.inhouseDiceRoll': memberCall('One dice roll', {
    body: diceRollBody,
    response: playValueSchema,
    errors: [...e.play, ...e.dice, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
  'games.inhouseMinesStart': roundPlayCall('Opens a Mines board', minesStartBody),
  'games.inhouseMinesReveal': memberCall('Opens one tile of the open Mines board', {
    body: minesRevealBody,
    response: playValueSchema,
    errors: [...e.round, 'INHOUSE_GAME_UNAVAILABLE'],
  }),
  'games.inhouseMinesCashout': memberCall('Cashes out the open Mines board', {
    body: minesCashoutBody,
    response: playValueSchema,
    errors: [...e.round, 'INHOUSE_GAME_UNAVAILABLE'],
  }),
  'games.inhouseMinesOpen': memberCall("The member's open Mines board, if any", {
    response: openRoundValueSchema,
  }),
  'games.inhouseRounds': memberCall("The member's latest rounds of one game", {
    query: recallQuery,
    response: recallValueSchema,
  }),
  'games.inhouseRound': memberCall("One of the member's rounds (the betting records open it)", {
    params: roundIdParams,
    response: roundViewSchema,
    errors: ['INHOUSE_ROUND_NOT_FOUND'],
  }),
});
