import type { gamesEndpoints } from './games.endpoints.ts';

export const gamesContracts = {} as const satisfies Record<keyof typeof gamesEndpoints, unknown>;
