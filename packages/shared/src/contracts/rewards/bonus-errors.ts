/** Error codes of the bonus engine (docs/bonus-engine.md). */
export const BONUS_ERRORS = {
  BONUS_NOT_AVAILABLE: { status: 404, message: 'This promotion has no bonus open now' },
  BONUS_ALREADY_JOINED: { status: 409, message: 'You have already joined this promotion' },
  BONUS_NOT_ELIGIBLE: { status: 403, message: 'Your account does not qualify for this promotion' },
  BONUS_FINGERPRINT_USED: {
    status: 409,
    message: 'This promotion has already been claimed from this device or network',
  },
  BONUS_WRONG_KIND: { status: 409, message: 'This promotion is not claimed this way' },
  BONUS_FORFEIT_REQUIRED: {
    status: 409,
    message: 'Withdrawing now forfeits your active bonus. Confirm to continue',
  },
  BONUS_MAX_BET: {
    status: 409,
    message: 'This bet is above the maximum bet allowed while a bonus is wagering',
  },
  BONUS_FREE_BET_UNAVAILABLE: {
    status: 409,
    message: 'This free bet has been used, has expired or is not yours',
  },
  BONUS_FREE_BET_GAME: { status: 400, message: 'This free bet cannot be staked in this game' },
  BONUS_RULE_NOT_FOUND: { status: 404, message: 'Bonus rule not found' },
  BONUS_RULE_INVALID: { status: 400, message: 'The bonus rule is incomplete for its kind' },
  BONUS_RULE_EXISTS: { status: 409, message: 'This promotion already has a bonus rule' },
} as const satisfies Record<string, { status: number; message: string }>;

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
export const BONUS_CATEGORIES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'COCKFIGHT',
  'BINGO',
  'LOTTERY',
] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
