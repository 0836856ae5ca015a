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
import { defineContract } from '../contract.ts';
import { gamesEndpoints } from './games.endpoints.ts';

const tags = ['inhouse'] as const;
const e = INHOUSE_ERROR_CODES;
const auth = 'member';

/**
 * /wps/inhouse/*: the in-house games of vendor BGS, for real members only. Plays are POST with a
 * client request id, so a retry answers the first result instead of playing again.
 */
export const gamesInhouseContracts = {
  'games.inhouseSeed': defineContract({
    ...gamesEndpoints['games.inhouseSeed'],
    summary: "The member's active seed pair (created with the browser's client seed the first time)",
    auth,
    tags,
    query: seedQuery,
    response: seedPairViewSchema,
    errors: [],
  }),
  'games.inhouseRotateSeed': defineContract({
    ...gamesEndpoints['games.inhouseRotateSeed'],
    summary: 'Reveals the active server seed and starts the committed next one',
    auth,
    tags,
    body: rotateSeedBody,
    response: rotateSeedValueSchema,
    errors: e.seed,
  }),
  'games.inhouseSlotSpin': defineContract({
    ...gamesEndpoints['games.inhouseSlotSpin'],
    summary: 'One slot spin',
    auth,
    tags,
    body: slotSpinBody,
    response: playValueSchema,
    errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
  'games.inhouseDiceRoll': defineContract({
    ...gamesEndpoints['games.inhouseDiceRoll'],
    summary: 'One dice roll',
    auth,
    tags,
    body: diceRollBody,
    response: playValueSchema,
    errors: [...e.play, ...e.dice, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
  'games.inhouseMinesStart': defineContract({
    ...gamesEndpoints['games.inhouseMinesStart'],
    summary: 'Opens a Mines board',
    auth,
    tags,
    body: minesStartBody,
    response: playValueSchema,
    errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
  'games.inhouseMinesReveal': defineContract({
    ...gamesEndpoints['games.inhouseMinesReveal'],
    summary: 'Opens one tile of the open Mines board',
    auth,
    tags,
    body: minesRevealBody,
    response: playValueSchema,
    errors: [...e.round, 'INHOUSE_GAME_UNAVAILABLE'],
  }),
  'games.inhouseMinesCashout': defineContract({
    ...gamesEndpoints['games.inhouseMinesCashout'],
    summary: 'Cashes out the open Mines board',
    auth,
    tags,
    body: minesCashoutBody,
    response: playValueSchema,
    errors: [...e.round, 'INHOUSE_GAME_UNAVAILABLE'],
  }),
  'games.inhouseMinesOpen': defineContract({
    ...gamesEndpoints['games.inhouseMinesOpen'],
    summary: "The member's open Mines board, if any",
    auth,
    tags,
    response: openRoundValueSchema,
    errors: [],
  }),
  'games.inhouseRounds': defineContract({
    ...gamesEndpoints['games.inhouseRounds'],
    summary: "The member's latest rounds of one game",
    auth,
    tags,
    query: recallQuery,
    response: recallValueSchema,
    errors: [],
  }),
  'games.inhouseRound': defineContract({
    ...gamesEndpoints['games.inhouseRound'],
    summary: "One of the member's rounds (the betting records open it)",
    auth,
    tags,
    params: roundIdParams,
    response: roundViewSchema,
    errors: ['INHOUSE_ROUND_NOT_FOUND'],
  }),
} as const;
