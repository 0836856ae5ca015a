/** Error codes of a brand's money settings. */
export const MONEY_SETTINGS_ERRORS = {
  MONEY_SETTINGS_INVALID: {
    status: 400,
    message: 'These amounts are out of order; nothing was changed',
  },
} as const satisfies Record<string, { status: number; message: string }>;
