import { errorTable } from '../../error-table.ts';

/** Failures of manual balance adjustments (maker-checker). */
export const ADJUSTMENT_ERRORS = errorTable({
  403: {
    ADJUSTMENT_OWN: 'An adjustment must be approved by another staff member than the one who asked for it',
  },
  404: {
    ADJUSTMENT_NOT_FOUND: 'Adjustment not found',
  },
  409: {
    ADJUSTMENT_DECIDED: 'This adjustment has already been decided',
  },
});
