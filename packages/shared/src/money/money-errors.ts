import { errorTable } from '../error-table.ts';
/** Error codes of a brand's money settings. */
export const MONEY_SETTINGS_ERRORS = errorTable({
  400: {
    MONEY_SETTINGS_INVALID: 'These amounts are out of order; nothing was changed',
  },
});
