export const membersEndpoints = {} as const;
