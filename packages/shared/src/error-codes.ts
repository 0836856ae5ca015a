import { COMMON_ERRORS } from './common-errors.ts';
import { AGENT_ERRORS } from './contracts/agents/agents-errors.ts';
import { BRANDS_ERRORS } from './contracts/brand/brands-errors.ts';
import { CONTENT_ERRORS } from './contracts/content/content-errors.ts';
import { MEMBER_ERRORS } from './contracts/identity/member-errors.ts';
import { PHONE_ERRORS } from './contracts/identity/phone-errors.ts';
import { ADJUSTMENT_ERRORS } from './contracts/money/adjustment-errors.ts';
import { ACTIVITY_ERRORS } from './contracts/rewards/activity-errors.ts';
import { BONUS_ERRORS } from './contracts/rewards/bonus-errors.ts';
import { MISSION_ERRORS } from './contracts/rewards/missions-errors.ts';
import { POINTS_ERRORS } from './contracts/rewards/points-errors.ts';
import { PROMOTION_ERRORS } from './contracts/rewards/promotion-errors.ts';
import { REBATE_ERRORS } from './contracts/rewards/rebate-errors.ts';
import { REFERRAL_ERRORS } from './contracts/rewards/referral-errors.ts';
import { MESSAGE_ERRORS } from './feedback.ts';
import { MONEY_SETTINGS_ERRORS } from './money/money-errors.ts';

/**
 * Stable machine codes of the API and the human text that goes with them.
 * The text is the spec's §8 wording where the spec has one.
 */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...PHONE_ERRORS,
  ...MEMBER_ERRORS,
  ...CONTENT_ERRORS,
  ...PROMOTION_ERRORS,
  ...MESSAGE_ERRORS,
  ...POINTS_ERRORS,
  ...AGENT_ERRORS,
  ...BONUS_ERRORS,
  ...ACTIVITY_ERRORS,
  ...REBATE_ERRORS,
  ...MISSION_ERRORS,
  ...REFERRAL_ERRORS,
  ...MONEY_SETTINGS_ERRORS,
  ...BRANDS_ERRORS,
  ...ADJUSTMENT_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;
