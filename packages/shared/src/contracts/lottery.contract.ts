import type { lotteryEndpoints } from './lottery.endpoints.ts';

export const lotteryContracts = {} as const satisfies Record<keyof typeof lotteryEndpoints, unknown>;

export * from './lottery.errors.ts';
