import { z } from 'zod';
import { contractsOf, memberCall, publicCall, staffCall } from '../calls.ts';
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

const joinErrors = [
  'BONUS_NOT_AVAILABLE',
  'BONUS_ALREADY_JOINED',
  'BONUS_NOT_ELIGIBLE',
  'BONUS_FINGERPRINT_USED',
] as const;

const callTags = { public: ['bonus'], member: ['bonus'], staff: ['bonus (back office)'] } as const;

/** §1 promotions and bonuses, §2 bonusDetails, §7 MCS2_claimRafflePromotion; the back office's rules. */
export const bonusContracts = contractsOf(e, callTags, {
  'bonus.offer': publicCall('The bonus a running promotion offers now (kind, amounts, wagering), or null', {
    params: bonusOfferParamsSchema,
    query: bonusOfferQuerySchema,
    response: bonusOfferSchema,
  }),
  'bonus.join': memberCall(
    "Joins a promotion's bonus (a free bet is granted at once; a deposit match waits for a deposit)",
    { body: bonusJoinSchema, response: bonusJoinResultSchema, errors: [...joinErrors, 'BONUS_WRONG_KIND'] },
  ),
  'bonus.details': memberCall("The member's bonus grants, newest first, with wagering progress and state", {
    query: bonusDetailsQuerySchema,
    body: bonusDetailsQuerySchema,
    response: bonusDetailsSchema,
  }),
  'bonus.claimRaffle': memberCall(
    'Claims a raffle promotion once: a seeded draw picks the prize and records how, to verify',
    {
      body: claimRaffleSchema,
      response: claimRaffleResultSchema,
      errors: [...joinErrors, 'BONUS_WRONG_KIND'],
    },
  ),
  'bonus.boRules': staffCall("A merchant's bonus rules (finance, admin)", {
    permission: 'rewards.read',
    query: staffBonusRuleQuerySchema,
    response: z.array(staffBonusRuleSchema),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'bonus.boCreateRule': staffCall('Attaches a bonus rule to a promotion (finance, admin)', {
    permission: 'rewards.write',
    body: staffBonusRuleCreateSchema,
    response: staffBonusRuleSchema,
    errors: ['PROMOTION_NOT_FOUND', 'BONUS_RULE_INVALID', 'BONUS_RULE_EXISTS'],
  }),
  'bonus.boUpdateRule': staffCall(
    'Changes a bonus rule; grants already made keep the terms they were made with (finance, admin)',
    {
      permission: 'rewards.write',
      params: staffBonusRuleParamsSchema,
      body: staffBonusRuleUpdateSchema,
      response: staffBonusRuleSchema,
      errors: ['BONUS_RULE_NOT_FOUND', 'BONUS_RULE_INVALID'],
    },
  ),
  'bonus.boDeleteRule': staffCall(
    'Switches a bonus rule off; its grants run on to release, expiry or forfeit (finance, admin)',
    {
      permission: 'rewards.write',
      params: staffBonusRuleParamsSchema,
      response: staffBonusRuleDeletedSchema,
      errors: ['BONUS_RULE_NOT_FOUND'],
    },
  ),
}) satisfies Record<keyof typeof bonusEndpoints, unknown>;
