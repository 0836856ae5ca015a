import type { membersEndpoints } from './members.endpoints.ts';

export const membersContracts = {} as const satisfies Record<keyof typeof membersEndpoints, unknown>;
