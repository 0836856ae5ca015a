import type { moneyEndpoints } from './money.endpoints.ts';

export const moneyContracts = {} as const satisfies Record<keyof typeof moneyEndpoints, unknown>;
