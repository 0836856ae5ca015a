import { z } from 'zod';

import { VN_BET_TYPES, type VnBetType } from './bet-types.ts';

export { VN_BET_TYPES, type VnBetType } from './bet-types.ts';

export interface VnBetSpec {
  /** Digits of every chosen number. */
  digits: number;
  /** How many numbers a bet may choose. */
  min: number;
  max: number;
  /** Staked and paid once for the whole set rather than per number. */
  combination: boolean;
}

/**
 * Count limits. Three-digit bets (lô 3 số, 3 càng) could name all 1000 numbers, but a line takes
 * at most VN_MAX_NUMBERS_PER_BET of them: the same limit the bet API puts on every line.
 */
export const VN_BET_SPECS: Readonly<Record<VnBetType, VnBetSpec>> = {
  lo2: { digits: 2, min: 1, max: 100, combination: false },
  lo3: { digits: 3, min: 1, max: 100, combination: false },
  de: { digits: 2, min: 1, max: 100, combination: false },
  deDau: { digits: 2, min: 1, max: 100, combination: false },
  dau: { digits: 1, min: 1, max: 10, combination: false },
  duoi: { digits: 1, min: 1, max: 10, combination: false },
  baCang: { digits: 3, min: 1, max: 100, combination: false },
  xien2: { digits: 2, min: 2, max: 2, combination: true },
  xien3: { digits: 2, min: 3, max: 3, combination: true },
  xien4: { digits: 2, min: 4, max: 4, combination: true },
  loTruot: { digits: 2, min: 4, max: 10, combination: true },
};

/** The most numbers any VN bet line takes (the bet API's limit per line). */
export const VN_MAX_NUMBERS_PER_BET = Math.max(...Object.values(VN_BET_SPECS).map((s) => s.max));

export const vnBetSchema = z
  .object({
    type: z.enum(VN_BET_TYPES),
    /** Chosen numbers as digit strings, leading zeros kept ("07", "123", "5"). */
    numbers: z.array(z.string()),
    /** Minor units: per chosen number, or for the whole set on combination bets. */
    stake: z.bigint().positive(),
  })
  .superRefine((bet, ctx) => {
    const spec = VN_BET_SPECS[bet.type];
    const count = bet.numbers.length;
    if (count < spec.min || count > spec.max) {
      const wanted = spec.min === spec.max ? `${spec.min}` : `${spec.min}–${spec.max}`;
      ctx.addIssue({ code: 'custom', path: ['numbers'], message: `${bet.type} takes ${wanted} numbers` });
    }
    const pattern = new RegExp(`^\\d{${spec.digits}}$`);
    bet.numbers.forEach((n, i) => {
      if (!pattern.test(n)) {
        ctx.addIssue({ code: 'custom', path: ['numbers', i], message: `numbers have ${spec.digits} digits` });
      }
    });
    if (new Set(bet.numbers).size !== count) {
      ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'numbers must be different' });
    }
  });
export type VnBet = z.infer<typeof vnBetSchema>;

/** What the bet costs in minor units. */
export function vnBetStake(bet: VnBet): bigint {
  return VN_BET_SPECS[bet.type].combination ? bet.stake : bet.stake * BigInt(bet.numbers.length);
}
