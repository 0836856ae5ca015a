/** Error codes of the referral programme and the VIP level rules (§1 referral/invite, VIP). */
export const REFERRAL_ERRORS = {
  REFERRAL_DISABLED: { status: 403, message: 'Inviting friends is not available' },
  VIP_RULES_ORDER: {
    status: 400,
    message: 'Each level must need at least as much turnover and deposit as the level below',
  },
} as const satisfies Record<string, { status: number; message: string }>;

/** How the referral reward is earned: the invitee's first deposit, or their valid bets so far. */
export const REFERRAL_CONDITIONS = ['FIRST_DEPOSIT', 'VALID_BET'] as const;
export type ReferralCondition = (typeof REFERRAL_CONDITIONS)[number];
