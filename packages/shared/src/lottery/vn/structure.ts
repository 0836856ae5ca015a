import { z } from 'zod';
import { PRIZE_ROW_LABELS } from '../../constants.ts';

/** Miền Bắc (one draw a day), Miền Trung and Miền Nam (one draw per station). */
export const VN_REGIONS = ['MB', 'MT', 'MN'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export interface PrizeRowLayout {
  label: (typeof PRIZE_ROW_LABELS)[number];
  /** How many numbers the row holds. */
  count: number;
  /** How many digits each number has. */
  digits: number;
}

/** A layout from how many numbers each row holds and how many digits they have, rows in DB, G1 … order. */
const layoutOf = (counts: readonly number[], digits: readonly number[]): PrizeRowLayout[] =>
  counts.map((count, index) => ({
    label: PRIZE_ROW_LABELS[index] as PrizeRowLayout['label'],
    count,
    digits: digits[index] as number,
  }));

/** Miền Bắc: 27 numbers in rows DB..G7. */
const MB_LAYOUT = layoutOf([1, 1, 2, 6, 4, 6, 3, 4], [5, 5, 5, 5, 4, 4, 3, 2]);

/** Miền Trung and Miền Nam: 18 numbers in rows DB..G8. */
const SOUTH_LAYOUT = layoutOf([1, 1, 1, 2, 7, 1, 3, 1, 1], [6, 5, 5, 5, 5, 4, 4, 3, 2]);

export const VN_LAYOUTS: Readonly<Record<VnRegion, readonly PrizeRowLayout[]>> = {
  MB: MB_LAYOUT,
  MT: SOUTH_LAYOUT,
  MN: SOUTH_LAYOUT,
};

/** A draw's numbers as digit strings (leading zeros kept), rows in DB, G1, G2 … order. */
export interface VnResult {
  region: VnRegion;
  rows: string[][];
}

export function layoutTotal(region: VnRegion): number {
  return VN_LAYOUTS[region].reduce((sum, r) => sum + r.count, 0);
}

/** Checks that every row has its number count and every number its digit count. */
export const vnResultSchema = z
  .object({ region: z.enum(VN_REGIONS), rows: z.array(z.array(z.string())) })
  .superRefine((result, ctx) => {
    const layout = VN_LAYOUTS[result.region];
    if (result.rows.length !== layout.length) {
      ctx.addIssue({ code: 'custom', path: ['rows'], message: `expected ${layout.length} prize rows` });
      return;
    }
    layout.forEach((spec, i) => {
      const numbers = result.rows[i] ?? [];
      if (numbers.length !== spec.count) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: `${spec.label} needs ${spec.count} numbers`,
        });
      }
      numbers.forEach((n, j) => {
        if (!new RegExp(`^\\d{${spec.digits}}$`).test(n)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, j],
            message: `${spec.label} numbers have ${spec.digits} digits`,
          });
        }
      });
    });
  });

/** Every prize number of a draw, DB first. */
export function allNumbers(result: VnResult): string[] {
  return result.rows.flat();
}

/** The special prize (giải đặc biệt). */
export function specialPrize(result: VnResult): string {
  return result.rows[0]?.[0] ?? '';
}

/** The numbers đề đầu is judged on: all four G7 numbers in Miền Bắc, the G8 number elsewhere. */
export function headRow(result: VnResult): string[] {
  return result.region === 'MB' ? (result.rows[7] ?? []) : (result.rows[8] ?? []);
}
