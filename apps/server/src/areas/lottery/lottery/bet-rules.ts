import {
  KENO_POOL,
  kenoBetSchema,
  type lotteryBetLineSchema,
  type lotteryPlaceBetsSchema,
  parseAmountToMinor,
  VN_BET_TYPES,
  type VnRegionOdds,
  vnBetSchema,
  vnBetStake,
} from '@pf/shared';
import type { z } from 'zod';
import { AppError } from '../../../plugins/errors.ts';
import { type BetTerms, kenoBetTerms, vnBetTerms } from './bet-terms.ts';
import type { LotteryKind } from './lottery.tables.ts';
import { KENO_BET_TYPES } from './settle-table.ts';

/** One line of a bet slip and the slip, as the contract reads them. */
export type BetLine = z.output<typeof lotteryBetLineSchema>;
export type PlaceBetsInput = z.output<typeof lotteryPlaceBetsSchema>;

export interface CheckedLine {
  betType: string;
  numbers: string[];
  /** Minor units: per number for VN per-number bets, else for the line. */
  stake: bigint;
  cost: bigint;
  /** The payout terms this line is accepted at. */
  terms: BetTerms;
}

function invalid(index: number, message: string): never {
  throw new AppError('VALIDATION', `bets.${index}: ${message}`, { fields: [`bets.${index}`] });
}

/**
 * Checks a line with the shared rules of its game (digits, count, distinct numbers, keno range)
 * and the game's stake limits; keno numbers are stored without leading zeros.
 */
export function checkLine(
  game: { kind: LotteryKind; odds: VnRegionOdds },
  line: BetLine,
  index: number,
  limits: { min: bigint; max: bigint },
): CheckedLine {
  const { kind } = game;
  const stake = parseAmountToMinor(line.stake);
  if (stake === null || stake <= 0n)
    invalid(index, 'stake must be a positive amount with at most two decimals');
  if (stake < limits.min || stake > limits.max) {
    throw new AppError('LOTTERY_STAKE_LIMIT', `bets.${index}: stake must be between the game's limits`, {
      fields: [`bets.${index}.stake`],
    });
  }
  if (kind === 'keno') {
    if (!(KENO_BET_TYPES as readonly string[]).includes(line.betType))
      invalid(index, `${line.betType} is not a keno bet`);
    let bet: unknown;
    if (line.betType === 'spots') {
      if (!line.numbers.every((n) => /^\d{1,2}$/.test(n))) invalid(index, `numbers are 1-${KENO_POOL}`);
      bet = { kind: 'spots', picks: line.numbers.map(Number) };
    } else {
      if (line.numbers.length) invalid(index, 'side bets take no numbers');
      bet =
        line.betType === 'big' || line.betType === 'small'
          ? { kind: 'bigSmall', side: line.betType }
          : { kind: 'oddEven', side: line.betType };
    }
    const parsed = kenoBetSchema.safeParse(bet);
    if (!parsed.success) invalid(index, parsed.error.issues[0]?.message ?? 'invalid keno bet');
    const numbers = parsed.data.kind === 'spots' ? parsed.data.picks.map(String) : [];
    return {
      betType: line.betType,
      numbers,
      stake,
      cost: stake,
      terms: kenoBetTerms(line.betType, numbers.length),
    };
  }
  if (!(VN_BET_TYPES as readonly string[]).includes(line.betType))
    invalid(index, `${line.betType} is not a bet of this game`);
  const parsed = vnBetSchema.safeParse({ type: line.betType, numbers: line.numbers, stake });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    invalid(index, issue?.message ?? 'invalid bet');
  }
  return {
    betType: line.betType,
    numbers: parsed.data.numbers,
    stake,
    cost: vnBetStake(parsed.data),
    terms: vnBetTerms(game.odds, parsed.data.type, parsed.data.numbers),
  };
}
