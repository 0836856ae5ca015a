import { contractsOf, memberCall, publicCall, staffCall } from '../calls.ts';
import { referralEndpoints as e } from './referral.endpoints.ts';
import {
  referralInfoSchema,
  referralInviteeListSchema,
  referralInviteesQuerySchema,
  referralStatusSchema,
  staffReferralQuerySchema,
  staffReferralRuleBodySchema,
  staffReferralRuleSchema,
} from './referral.schema.ts';
import {
  staffVipRulesBodySchema,
  staffVipRulesQuerySchema,
  staffVipRulesSchema,
  vipProgressSchema,
} from './vip-rules.schema.ts';

const callTags = { public: ['rewards'], member: ['rewards'], staff: ['back office'] } as const;

/** Referral codes, the invitee list and the reward rule; VIP progress and the level rules. */
export const referralContracts = contractsOf(e, callTags, {
  'referral.status': publicCall(
    'Whether this brand runs the referral programme (the invite entry shows only then)',
    { response: referralStatusSchema },
  ),
  'referral.info': memberCall(
    "The member's referral code and invite link, the reward rule and what they earned",
    { response: referralInfoSchema, errors: ['REFERRAL_DISABLED'] },
  ),
  'referral.invitees': memberCall(
    'The members this member invited, newest first, with what each earned them',
    { query: referralInviteesQuerySchema, response: referralInviteeListSchema },
  ),
  'referral.boRule': staffCall("A brand's referral reward rule", {
    permission: 'settings.read',
    query: staffReferralQuerySchema,
    response: staffReferralRuleSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'referral.boSaveRule': staffCall("Sets a brand's referral reward rule (audit-logged)", {
    permission: 'settings.write',
    body: staffReferralRuleBodySchema,
    response: staffReferralRuleSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'vip.progress': memberCall(
    "The member's VIP level, this period's turnover and deposits, and what the next level needs",
    { response: vipProgressSchema },
  ),
  'vip.boRules': staffCall("A brand's automatic VIP level rules", {
    permission: 'settings.read',
    query: staffVipRulesQuerySchema,
    response: staffVipRulesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'vip.boSaveRules': staffCall(
    "Replaces a brand's VIP level rules (audit-logged); an empty list switches them off",
    {
      permission: 'settings.write',
      body: staffVipRulesBodySchema,
      response: staffVipRulesSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'VIP_RULES_ORDER'],
    },
  ),
});
