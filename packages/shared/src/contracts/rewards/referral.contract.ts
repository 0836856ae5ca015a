import { defineContract } from '../contract.ts';
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

const tags = ['rewards'] as const;
const boTags = ['back office'] as const;

/** Referral codes, the invitee list and the reward rule; VIP progress and the level rules. */
export const referralContracts = {
  'referral.status': defineContract({
    ...e['referral.status'],
    summary: 'Whether this brand runs the referral programme (the invite entry shows only then)',
    auth: 'public',
    tags,
    response: referralStatusSchema,
    errors: [],
  }),
  'referral.info': defineContract({
    ...e['referral.info'],
    summary: "The member's referral code and invite link, the reward rule and what they earned",
    auth: 'member',
    tags,
    response: referralInfoSchema,
    errors: ['REFERRAL_DISABLED'],
  }),
  'referral.invitees': defineContract({
    ...e['referral.invitees'],
    summary: 'The members this member invited, newest first, with what each earned them',
    auth: 'member',
    tags,
    query: referralInviteesQuerySchema,
    response: referralInviteeListSchema,
    errors: [],
  }),
  'referral.boRule': defineContract({
    ...e['referral.boRule'],
    summary: "A brand's referral reward rule",
    auth: 'staff',
    tags: boTags,
    query: staffReferralQuerySchema,
    response: staffReferralRuleSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'referral.boSaveRule': defineContract({
    ...e['referral.boSaveRule'],
    summary: "Sets a brand's referral reward rule (audit-logged)",
    auth: 'staff',
    tags: boTags,
    body: staffReferralRuleBodySchema,
    response: staffReferralRuleSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'vip.progress': defineContract({
    ...e['vip.progress'],
    summary: "The member's VIP level, this period's turnover and deposits, and what the next level needs",
    auth: 'member',
    tags,
    response: vipProgressSchema,
    errors: [],
  }),
  'vip.boRules': defineContract({
    ...e['vip.boRules'],
    summary: "A brand's automatic VIP level rules",
    auth: 'staff',
    tags: boTags,
    query: staffVipRulesQuerySchema,
    response: staffVipRulesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'vip.boSaveRules': defineContract({
    ...e['vip.boSaveRules'],
    summary: "Replaces a brand's VIP level rules (audit-logged); an empty list switches them off",
    auth: 'staff',
    tags: boTags,
    body: staffVipRulesBodySchema,
    response: staffVipRulesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'VIP_RULES_ORDER'],
  }),
};
