import { endpoint } from './endpoint.ts';

export const gamesEndpoints = {
  'games.launch': endpoint(['POST'], '/wps/game/launchGame'),
  'games.seamlessAuthenticate': endpoint(['POST'], '/seamless/v1/authenticate'),
  'games.seamlessBalance': endpoint(['POST'], '/seamless/v1/balance'),
  'games.seamlessBet': endpoint(['POST'], '/seamless/v1/bet'),
  'games.seamlessWin': endpoint(['POST'], '/seamless/v1/win'),
  'games.seamlessRollback': endpoint(['POST'], '/seamless/v1/rollback'),
  'games.seamlessBonusWin': endpoint(['POST'], '/seamless/v1/bonus-win'),
} as const;
