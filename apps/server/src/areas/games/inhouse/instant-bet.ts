import { formatMinorPlain } from '@pf/shared';
import {
  type BaccaratBet,
  baccaratPayout,
  baccaratTotalStake,
  type DiceBet,
  dicePayout,
  evaluateStops,
  type InhouseOutcome,
  type InhouseRoundKind,
  isPlinkoRisk,
  isPlinkoRows,
  isValidBaccaratBets,
  isValidDiceBet,
  isValidLimboTarget,
  isValidRouletteSelection,
  limboPayout,
  type PlinkoBet,
  plinkoPayout,
  ROULETTE_MAX_BETS,
  type RouletteBet,
  roulettePayout,
  rouletteTotalStake,
  slotPayout,
  slotStake,
  sortBaccaratBets,
} from '@pf/shared/inhouse/index';
import { AppError } from '../../../plugins/errors.ts';

/**
 * The bet of an instant round (stake, outcome and win in one step) and what the service needs to
 * know of it: its outcome kind, its cost, its win, its stored form and its checks.
 */
export type InstantBet =
  | { game: 'slot'; lineBet: bigint }
  | { game: 'dice'; stake: bigint; bet: DiceBet }
  | { game: 'limbo'; stake: bigint; target: number }
  | { game: 'plinko'; stake: bigint; bet: PlinkoBet }
  | { game: 'roulette'; bets: RouletteBet[] }
  | { game: 'baccarat'; bets: BaccaratBet[] };

/** What the seeds need to know of an instant bet to draw its outcome. */
export const kindOf = (input: InstantBet): InhouseRoundKind =>
  input.game === 'plinko' ? { game: 'plinko', rows: input.bet.rows } : { game: input.game };

/** The win of an instant round, from its outcome and the bet (minor units, rounded down). */
export function instantWin(input: InstantBet, outcome: InhouseOutcome, stake: bigint): bigint {
  if (outcome.game === 'slot' && input.game === 'slot') {
    return slotPayout(evaluateStops(outcome.stops), input.lineBet);
  }
  if (outcome.game === 'dice' && input.game === 'dice') return dicePayout(input.bet, outcome.roll, stake);
  if (outcome.game === 'limbo' && input.game === 'limbo') {
    return limboPayout(input.target, outcome.result, stake);
  }
  if (outcome.game === 'plinko' && input.game === 'plinko')
    return plinkoPayout(input.bet, outcome.path, stake);
  if (outcome.game === 'roulette' && input.game === 'roulette')
    return roulettePayout(input.bets, outcome.pocket);
  if (outcome.game === 'baccarat' && input.game === 'baccarat') return baccaratPayout(input.bets, outcome);
  throw new Error(`outcome ${outcome.game} does not fit a ${input.game} bet`);
}

/** What an instant bet costs: the slot's 20 lines, the sum of a roulette spin's bets. */
export function stakeOf(input: InstantBet): bigint {
  if (input.game === 'slot') return slotStake(input.lineBet);
  if (input.game === 'roulette') return rouletteTotalStake(input.bets);
  if (input.game === 'baccarat') return baccaratTotalStake(input.bets);
  return input.stake;
}

/** The bet as stored with the round (and compared on a retry). */
export function storedBet(input: InstantBet): Record<string, unknown> {
  switch (input.game) {
    case 'slot':
      return { lineBet: formatMinorPlain(input.lineBet) };
    case 'dice':
      return { direction: input.bet.direction, target: input.bet.target };
    case 'limbo':
      return { target: input.target };
    case 'plinko':
      return { rows: input.bet.rows, risk: input.bet.risk };
    case 'roulette':
      return { bets: input.bets.map((b) => ({ ...b, stake: formatMinorPlain(b.stake) })) };
    case 'baccarat':
      return {
        bets: sortBaccaratBets(input.bets).map((b) => ({ spot: b.spot, stake: formatMinorPlain(b.stake) })),
      };
  }
}

/** Bet shapes the schema cannot see: dice's win chance, and the rest re-checked for direct callers. */
export function checkInstantBet(input: InstantBet) {
  if (input.game === 'dice' && !isValidDiceBet(input.bet)) {
    throw new AppError('INHOUSE_DICE_TARGET', 'Win chance must be between 1% and 98%', null, 400);
  }
  if (input.game === 'limbo' && !isValidLimboTarget(input.target)) {
    throw new AppError('VALIDATION', 'Target must be between 1.01 and 1000000.00', null, 400);
  }
  if (input.game === 'plinko' && !(isPlinkoRows(input.bet.rows) && isPlinkoRisk(input.bet.risk))) {
    throw new AppError('VALIDATION', 'Rows must be 8, 12 or 16 and risk low, medium or high', null, 400);
  }
  if (
    input.game === 'roulette' &&
    !(
      input.bets.length >= 1 &&
      input.bets.length <= ROULETTE_MAX_BETS &&
      input.bets.every((b) => b.stake > 0n && isValidRouletteSelection(b))
    )
  ) {
    throw new AppError('VALIDATION', 'Not a bet on the table layout', null, 400);
  }
  if (input.game === 'baccarat' && !isValidBaccaratBets(input.bets)) {
    throw new AppError('VALIDATION', 'One bet above zero per spot', null, 400);
  }
}
