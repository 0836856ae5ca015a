import { LAUNCH_ERROR_CODES, launchAnswerSchema, launchRequestSchema } from '../../games.schema.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { gamesEndpoints } from './games.endpoints.ts';
import { gamesCatalogContracts } from './games-catalog.contract.ts';
import { gamesInhouseContracts } from './games-inhouse.contract.ts';
import { gamesMemberContracts } from './games-member.contract.ts';
import { gamesSeamlessContracts } from './games-seamless.contract.ts';

export * from './games-seamless.contract.ts';

const callTags = { member: ['games'] } as const;

/** §3–§7 Game calls: the catalog, opening a game, and the seamless wallet vendors call while it is played. */
export const gamesContracts = {
  ...contractsOf(gamesEndpoints, callTags, {
    'games.launch': memberCall('Opens one game (or PVP room) for the member and answers the URL to show', {
      body: launchRequestSchema,
      response: launchAnswerSchema,
      errors: LAUNCH_ERROR_CODES,
    }),
  }),
  ...gamesCatalogContracts,
  ...gamesSeamlessContracts,
  ...gamesInhouseContracts,
  ...gamesMemberContracts,
} as const satisfies Record<keyof typeof gamesEndpoints, unknown>;
