import { errorTable } from '../../error-table.ts';

/** Error codes of setting a brand up. */
export const BRANDS_ERRORS = errorTable({
  409: {
    BRAND_CODE_TAKEN: 'A brand with this code already exists',
    DOMAIN_TAKEN: 'One of these domains already belongs to another brand',
  },
});
