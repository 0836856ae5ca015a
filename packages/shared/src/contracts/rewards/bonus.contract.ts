import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { type bonusEndpoints, bonusEndpoints as e } from './bonus.endpoints.ts';
import {
  bonusDetailsQuerySchema,
  bonusDetailsSchema,
  bonusJoinResultSchema,
  bonusJoinSchema,
  bonusOfferParamsSchema,
  bonusOfferQuerySchema,
  bonusOfferSchema,
  claimRaffleResultSchema,
  claimRaffleSchema,
  staffBonusRuleCreateSchema,
  staffBonusRuleDeletedSchema,
  staffBonusRuleParamsSchema,
  staffBonusRuleQuerySchema,
  staffBonusRuleSchema,
  staffBonusRuleUpdateSchema,
} from './bonus.schema.ts';

export * from './bonus.schema.ts';

const tags = ['bonus'] as const;
const boTags = ['bonus (back office)'] as const;
const joinErrors = [
  'BONUS_NOT_AVAILABLE',
  'BONUS_ALREADY_JOINED',
  'BONUS_NOT_ELIGIBLE',
  'BONUS_FINGERPRINT_USED',
] as const;

/** §1 promotions and bonuses, §2 bonusDetails, §7 MCS2_claimRafflePromotion; the back office's rules. */
export const bonusContracts = {
  'bonus.offer': defineContract({
    ...e['bonus.offer'],
    summary: 'The bonus a running promotion offers now (kind, amounts, wagering), or null',
    auth: 'public',
    tags,
    params: bonusOfferParamsSchema,
    query: bonusOfferQuerySchema,
    response: bonusOfferSchema,
    errors: [],
  }),
  'bonus.join': defineContract({
    ...e['bonus.join'],
    summary: "Joins a promotion's bonus (a free bet is granted at once; a deposit match waits for a deposit)",
    auth: 'member',
    tags,
    body: bonusJoinSchema,
    response: bonusJoinResultSchema,
    errors: [...joinErrors, 'BONUS_WRONG_KIND'],
  }),
  'bonus.details': defineContract({
    ...e['bonus.details'],
    summary: "The member's bonus grants, newest first, with wagering progress and state",
    auth: 'member',
    tags,
    query: bonusDetailsQuerySchema,
    body: bonusDetailsQuerySchema,
    response: bonusDetailsSchema,
    errors: [],
  }),
  'bonus.claimRaffle': defineContract({
    ...e['bonus.claimRaffle'],
    summary: 'Claims a raffle promotion once: a seeded draw picks the prize and records how, to verify',
    auth: 'member',
    tags,
    body: claimRaffleSchema,
    response: claimRaffleResultSchema,
    errors: [...joinErrors, 'BONUS_WRONG_KIND'],
  }),
  'bonus.boRules': defineContract({
    ...e['bonus.boRules'],
    summary: "A merchant's bonus rules (finance, admin)",
    auth: 'staff',
    tags: boTags,
    query: staffBonusRuleQuerySchema,
    response: z.array(staffBonusRuleSchema),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'bonus.boCreateRule': defineContract({
    ...e['bonus.boCreateRule'],
    summary: 'Attaches a bonus rule to a promotion (finance, admin)',
    auth: 'staff',
    tags: boTags,
    body: staffBonusRuleCreateSchema,
    response: staffBonusRuleSchema,
    errors: ['PROMOTION_NOT_FOUND', 'BONUS_RULE_INVALID', 'BONUS_RULE_EXISTS'],
  }),
  'bonus.boUpdateRule': defineContract({
    ...e['bonus.boUpdateRule'],
    summary: 'Changes a bonus rule; grants already made keep the terms they were made with (finance, admin)',
    auth: 'staff',
    tags: boTags,
    params: staffBonusRuleParamsSchema,
    body: staffBonusRuleUpdateSchema,
    response: staffBonusRuleSchema,
    errors: ['BONUS_RULE_NOT_FOUND', 'BONUS_RULE_INVALID'],
  }),
  'bonus.boDeleteRule': defineContract({
    ...e['bonus.boDeleteRule'],
    summary: 'Switches a bonus rule off; its grants run on to release, expiry or forfeit (finance, admin)',
    auth: 'staff',
    tags: boTags,
    params: staffBonusRuleParamsSchema,
    response: staffBonusRuleDeletedSchema,
    errors: ['BONUS_RULE_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof bonusEndpoints, unknown>;
