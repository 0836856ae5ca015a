import { parseVnResult, VN_LAYOUTS, type VnRegion, type VnResult } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';

/** An operator's typed result read as the region's full prize layout; anything else is a field error. */
export function parseReading(text: string, region: VnRegion): VnResult {
  try {
    return parseVnResult(text, region);
  } catch (err) {
    throw new AppError('VALIDATION', `winningNumber: ${(err as Error).message}`, {
      fields: ['winningNumber'],
    });
  }
}

const sameNumbers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * The prize rows where two readings of one draw differ: each row's label with both readings'
 * numbers. The numbers of a row may be typed in any order. Empty when the readings agree.
 */
export function readingDiff(entered: VnResult, confirmed: VnResult) {
  return VN_LAYOUTS[entered.region].flatMap((spec, i) => {
    const a = entered.rows[i] ?? [];
    const b = confirmed.rows[i] ?? [];
    return sameNumbers(a, b) ? [] : [{ label: spec.label, entered: a, confirmed: b }];
  });
}
