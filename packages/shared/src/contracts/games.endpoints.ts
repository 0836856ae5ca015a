import { endpoint } from './endpoint.ts';

export const gamesEndpoints = {
  'games.launch': endpoint(['POST'], '/wps/game/launchGame'),
  'games.seamlessAuthenticate': endpoint(['POST'], '/seamless/v1/authenticate'),
  'games.seamlessBalance': endpoint(['POST'], '/seamless/v1/balance'),
  'games.seamlessBet': endpoint(['POST'], '/seamless/v1/bet'),
  'games.seamlessWin': endpoint(['POST'], '/seamless/v1/win'),
  'games.seamlessRollback': endpoint(['POST'], '/seamless/v1/rollback'),
  'games.seamlessBonusWin': endpoint(['POST'], '/seamless/v1/bonus-win'),
  'games.inhouseSeed': endpoint(['GET'], '/wps/inhouse/seed'),
  'games.inhouseRotateSeed': endpoint(['POST'], '/wps/inhouse/seed/rotate'),
  'games.inhouseSlotSpin': endpoint(['POST'], '/wps/inhouse/slot/spin'),
  'games.inhouseDiceRoll': endpoint(['POST'], '/wps/inhouse/dice/roll'),
  'games.inhouseMinesStart': endpoint(['POST'], '/wps/inhouse/mines/start'),
  'games.inhouseMinesReveal': endpoint(['POST'], '/wps/inhouse/mines/reveal'),
  'games.inhouseMinesCashout': endpoint(['POST'], '/wps/inhouse/mines/cashout'),
  'games.inhouseMinesOpen': endpoint(['GET'], '/wps/inhouse/mines/open'),
  'games.inhouseRounds': endpoint(['GET'], '/wps/inhouse/rounds'),
} as const;
