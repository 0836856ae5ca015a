import type { VnResult } from './structure.ts';

/**
 * Published results used as test fixtures, in the tilde format (rows DB, G1, … ).
 * Xổ số Miền Bắc, Tuesday 15 September 2026.
 */
export const XSMB_2026_09_15 =
  '31429~56141~63539,52989~87180,30479,53919,09896,01566,70239~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,13';

/** Xổ số Miền Nam, TP. Hồ Chí Minh station, Monday 28 September 2026. */
export const XSMN_HCM_2026_09_28 =
  '760372~57769~10072~49513,21219~74569,89878,58813,25531,17297,59888,76986~3811~7161,6655,2155~285~21';

export const mb: VnResult = {
  region: 'MB',
  rows: XSMB_2026_09_15.split('~').map((row) => row.split(',')),
};

export const hcm: VnResult = {
  region: 'MN',
  rows: XSMN_HCM_2026_09_28.split('~').map((row) => row.split(',')),
};
