export const moneyEndpoints = {} as const;
