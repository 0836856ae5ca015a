import { errorTable } from '../../error-table.ts';
/** Error codes of the referral programme and the VIP level rules (§1 referral/invite, VIP). */
export const REFERRAL_ERRORS = errorTable({
  400: {
    VIP_RULES_ORDER: 'Each level must need at least as much turnover and deposit as the level below',
  },
  403: {
    REFERRAL_DISABLED: 'Inviting friends is not available',
  },
});

/** How the referral reward is earned: the invitee's first deposit, or their valid bets so far. */
export const REFERRAL_CONDITIONS = ['FIRST_DEPOSIT', 'VALID_BET'] as const;
export type ReferralCondition = (typeof REFERRAL_CONDITIONS)[number];
