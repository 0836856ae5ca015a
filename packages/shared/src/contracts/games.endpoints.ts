import { endpoint } from './endpoint.ts';

export const gamesEndpoints = {
  'games.launch': endpoint(['POST'], '/wps/game/launchGame'),
} as const;
