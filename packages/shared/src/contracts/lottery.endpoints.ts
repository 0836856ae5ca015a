export const lotteryEndpoints = {} as const;
