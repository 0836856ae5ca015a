import { errorTable } from '../../error-table.ts';
/** Error codes of the manual rebate (§1, §2 member centre manualRebate). */
export const REBATE_ERRORS = errorTable({
  409: {
    REBATE_NOTHING_TO_CLAIM: 'There is no rebate to claim yet',
  },
});

/** The highest rebate rate staff may set: 10% of the valid bet, in basis points. */
export const REBATE_MAX_BPS = 1000;
