/** Brand's query keys (lib/query-keys.ts says how keys are made). */
export const brandKeys = {
  permission: () => ['system', 'permission'] as const,
  helpCenter: (merchantCode: string, language: string) =>
    ['system', 'helpCenter', merchantCode, language] as const,
};
