export const gamesEndpoints = {} as const;
