import {
  type baccaratContracts,
  baccaratEndpoints,
  type crashContracts,
  crashEndpoints,
  type freeBetContracts,
  freeBetEndpoints,
  type gamesContracts,
  gamesEndpoints,
  type originalsContracts,
  originalsEndpoints,
  type rouletteContracts,
  rouletteEndpoints,
} from '@pf/shared/contracts/games';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from games' contracts. */
export type Calls = typeof baccaratContracts &
  typeof crashContracts &
  typeof freeBetContracts &
  typeof gamesContracts &
  typeof originalsContracts &
  typeof rouletteContracts;

export const callApi = contractCalls<Calls>({
  ...baccaratEndpoints,
  ...crashEndpoints,
  ...freeBetEndpoints,
  ...gamesEndpoints,
  ...originalsEndpoints,
  ...rouletteEndpoints,
});
