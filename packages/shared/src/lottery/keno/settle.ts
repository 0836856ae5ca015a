import { z } from 'zod';
import {
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_ODD_MIDPOINT,
  KENO_PAYTABLE_TENTHS,
  KENO_POOL,
  KENO_SIDE_WIN_HUNDREDTHS,
  KENO_SUM_MIDPOINT,
} from './paytable.ts';

const kenoNumber = z.number().int().min(1).max(KENO_POOL);
const distinct = (xs: number[]) => new Set(xs).size === xs.length;

export const kenoBetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('spots'),
    picks: z.array(kenoNumber).min(1).max(KENO_MAX_SPOTS).refine(distinct, 'numbers must be different'),
  }),
  z.object({ kind: z.literal('bigSmall'), side: z.enum(['big', 'small']) }),
  z.object({ kind: z.literal('oddEven'), side: z.enum(['odd', 'even']) }),
]);
export type KenoBet = z.infer<typeof kenoBetSchema>;

export const kenoDrawSchema = z
  .array(kenoNumber)
  .length(KENO_DRAWN)
  .refine(distinct, 'numbers must be different');

export interface KenoSettlement {
  outcome: 'win' | 'lose' | 'push';
  /** Spots caught (spots bets) or the sum / odd count the side bet was judged on. */
  measure: number;
  /** Total return in minor units, stake included; 0 for a loss. */
  payout: bigint;
}

function side(measure: number, midpoint: number, above: boolean, stake: bigint): KenoSettlement {
  if (measure === midpoint) return { outcome: 'push', measure, payout: stake };
  const won = measure > midpoint === above;
  return won
    ? { outcome: 'win', measure, payout: (stake * BigInt(KENO_SIDE_WIN_HUNDREDTHS)) / 100n }
    : { outcome: 'lose', measure, payout: 0n };
}

/** Settles one keno bet against a draw; amounts are integer minor units, payouts round down. */
export function settleKenoBet(bet: KenoBet, drawn: readonly number[], stake: bigint): KenoSettlement {
  const draw = kenoDrawSchema.parse(drawn);
  const parsed = kenoBetSchema.parse(bet);
  if (stake <= 0n) throw new RangeError('stake must be positive');
  if (parsed.kind === 'bigSmall') {
    return side(
      draw.reduce((a, b) => a + b, 0),
      KENO_SUM_MIDPOINT,
      parsed.side === 'big',
      stake,
    );
  }
  if (parsed.kind === 'oddEven') {
    return side(draw.filter((n) => n % 2 === 1).length, KENO_ODD_MIDPOINT, parsed.side === 'odd', stake);
  }
  const drawnSet = new Set(draw);
  const hits = parsed.picks.filter((n) => drawnSet.has(n)).length;
  const tenths = KENO_PAYTABLE_TENTHS[parsed.picks.length]?.[hits] ?? 0;
  const payout = (stake * BigInt(tenths)) / 10n;
  return { outcome: payout > 0n ? 'win' : 'lose', measure: hits, payout };
}
