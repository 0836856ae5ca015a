/** Error codes of the manual rebate (§1, §2 member centre manualRebate). */
export const REBATE_ERRORS = {
  REBATE_NOTHING_TO_CLAIM: { status: 409, message: 'There is no rebate to claim yet' },
} as const satisfies Record<string, { status: number; message: string }>;

/** The highest rebate rate staff may set: 10% of the valid bet, in basis points. */
export const REBATE_MAX_BPS = 1000;
