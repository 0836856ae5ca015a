import { errorTable } from '../../error-table.ts';
import { GAME_TYPES } from '../../games.schema.ts';
/** Error codes of the bonus engine (docs/bonus-engine.md). */
export const BONUS_ERRORS = errorTable({
  400: {
    BONUS_FREE_BET_GAME: 'This free bet cannot be staked in this game',
    BONUS_RULE_INVALID: 'The bonus rule is incomplete for its kind',
  },
  403: {
    BONUS_NOT_ELIGIBLE: 'Your account does not qualify for this promotion',
  },
  404: {
    BONUS_NOT_AVAILABLE: 'This promotion has no bonus open now',
    BONUS_RULE_NOT_FOUND: 'Bonus rule not found',
  },
  409: {
    BONUS_ALREADY_JOINED: 'You have already joined this promotion',
    BONUS_FINGERPRINT_USED: 'This promotion has already been claimed from this device or network',
    BONUS_WRONG_KIND: 'This promotion is not claimed this way',
    BONUS_FORFEIT_REQUIRED: 'Withdrawing now forfeits your active bonus. Confirm to continue',
    BONUS_MAX_BET: 'This bet is above the maximum bet allowed while a bonus is wagering',
    BONUS_FREE_BET_UNAVAILABLE: 'This free bet has been used, has expired or is not yours',
    BONUS_RULE_EXISTS: 'This promotion already has a bonus rule',
  },
});

/** What a rule grants. */
export const BONUS_KINDS = ['deposit_match', 'cashback', 'free_bet', 'raffle'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Cashback periods: daily, weekly (Monday to Sunday), monthly; in UTC. */
export const BONUS_PERIODS = ['D', 'W', 'M'] as const;
export type BonusPeriod = (typeof BONUS_PERIODS)[number];

/** Member-facing grant states; 'used' is a free bet staked in a round (its win is a grant of its own). */
export const BONUS_GRANT_STATUSES = ['active', 'released', 'forfeited', 'expired', 'used'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** Wagering categories: the catalog's game types, plus LOTTERY for the platform's own draws. */
export const BONUS_CATEGORIES = [...GAME_TYPES, 'LOTTERY'] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
