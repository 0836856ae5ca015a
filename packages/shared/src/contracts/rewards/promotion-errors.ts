import { errorTable } from '../../error-table.ts';
/** Error codes of the promotion calls. */
export const PROMOTION_ERRORS = errorTable({
  404: {
    PROMOTION_NOT_FOUND: 'Promotion not found',
  },
});
