import {
  allNumbers,
  headRow,
  KENO_ODD_MIDPOINT,
  KENO_PAYTABLE_TENTHS,
  KENO_SIDE_WIN_HUNDREDTHS,
  KENO_SUM_MIDPOINT,
  rateFor,
  specialPrize,
  VN_BET_SPECS,
  type VnBetType,
  type VnRegionOdds,
  type VnResult,
} from '@pf/shared';

/** A stored bet as settlement reads it: numbers as digit strings, stake per number or per set. */
export interface StoredBet {
  betType: string;
  numbers: readonly string[];
  stake: bigint;
}

export interface BetOutcome {
  hits: number;
  payout: bigint;
}

/** Settles many bets of one draw: built once per draw, then one cheap call per bet. */
export type DrawSettler = (bet: StoredBet) => BetOutcome;

function endingCounts(numbers: readonly string[], digits: number): Int32Array {
  const counts = new Int32Array(10 ** digits);
  for (const n of numbers) {
    if (n.length < digits) continue;
    const at = Number(n.slice(-digits));
    counts[at] = (counts[at] ?? 0) + 1;
  }
  return counts;
}

/**
 * A VN draw reduced to hit counts per choice — two-digit endings of every prize, three-digit
 * endings, the head row's endings and the special prize's pieces. Both the in-memory settler below
 * and the set-based SQL settlement (`settlement.repository.ts`) read these tables.
 */
export interface VnHitTables {
  end2: Int32Array;
  end3: Int32Array;
  head: Int32Array;
  de: number;
  baCang: number;
  dau: number;
  duoi: number;
}

export function vnHitTables(result: VnResult): VnHitTables {
  const numbers = allNumbers(result);
  const special = specialPrize(result);
  return {
    end2: endingCounts(numbers, 2),
    end3: endingCounts(numbers, 3),
    head: endingCounts(headRow(result), 2),
    de: Number(special.slice(-2)),
    baCang: Number(special.slice(-3)),
    dau: Number(special.charAt(special.length - 2)),
    duoi: Number(special.charAt(special.length - 1)),
  };
}

/**
 * VN settlement by lookup: one table read per chosen number. Same rules as the shared
 * `countVnHits`; the property test holds the two against each other.
 */
export function vnDrawSettler(result: VnResult, odds: VnRegionOdds): DrawSettler {
  const { end2, end3, head, de, baCang, dau, duoi } = vnHitTables(result);
  const perNumber: Partial<Record<VnBetType, (n: number) => number>> = {
    lo2: (n) => end2[n] ?? 0,
    lo3: (n) => end3[n] ?? 0,
    de: (n) => (n === de ? 1 : 0),
    baCang: (n) => (n === baCang ? 1 : 0),
    dau: (n) => (n === dau ? 1 : 0),
    duoi: (n) => (n === duoi ? 1 : 0),
    deDau: (n) => head[n] ?? 0,
  };
  return (bet) => {
    const type = bet.betType as VnBetType;
    const spec = VN_BET_SPECS[type];
    if (!spec) throw new RangeError(`unknown VN bet type ${bet.betType}`);
    let hits = 0;
    const lookup = perNumber[type];
    if (lookup) {
      for (const n of bet.numbers) hits += lookup(Number(n));
    } else if (type === 'loTruot') {
      hits = bet.numbers.every((n) => end2[Number(n)] === 0) ? 1 : 0;
    } else {
      hits = bet.numbers.every((n) => (end2[Number(n)] ?? 0) > 0) ? 1 : 0;
    }
    if (hits === 0) return { hits, payout: 0n };
    const rate = rateFor(odds, { type, numbers: bet.numbers as string[] });
    return { hits, payout: (bet.stake * BigInt(rate.pay) * BigInt(hits)) / BigInt(rate.per) };
  };
}

/** Keno bet types as stored: `spots` (numbers "1"–"80") and the side bets. */
export const KENO_BET_TYPES = ['spots', 'big', 'small', 'odd', 'even'] as const;
export type KenoBetType = (typeof KENO_BET_TYPES)[number];

/** Keno settlement by lookup: a drawn-number bitmap, the sum and the odd count, computed once. */
export function kenoDrawSettler(drawn: readonly number[]): DrawSettler {
  const isDrawn = new Uint8Array(81);
  let sum = 0;
  let odd = 0;
  for (const n of drawn) {
    isDrawn[n] = 1;
    sum += n;
    if (n % 2 === 1) odd += 1;
  }
  const side = (measure: number, midpoint: number, above: boolean, stake: bigint): BetOutcome => {
    if (measure === midpoint) return { hits: measure, payout: stake };
    return measure > midpoint === above
      ? { hits: measure, payout: (stake * BigInt(KENO_SIDE_WIN_HUNDREDTHS)) / 100n }
      : { hits: measure, payout: 0n };
  };
  return (bet) => {
    switch (bet.betType) {
      case 'big':
      case 'small':
        return side(sum, KENO_SUM_MIDPOINT, bet.betType === 'big', bet.stake);
      case 'odd':
      case 'even':
        return side(odd, KENO_ODD_MIDPOINT, bet.betType === 'odd', bet.stake);
      case 'spots': {
        let hits = 0;
        for (const n of bet.numbers) hits += isDrawn[Number(n)] ?? 0;
        const tenths = KENO_PAYTABLE_TENTHS[bet.numbers.length]?.[hits] ?? 0;
        return { hits, payout: (bet.stake * BigInt(tenths)) / 10n };
      }
      default:
        throw new RangeError(`unknown keno bet type ${bet.betType}`);
    }
  };
}
