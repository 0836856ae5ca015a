import { z } from 'zod';
import { int, pageFields, pageQuery, textOrNull } from '../fields.ts';
import { amountInput } from '../money/cashier.schema.ts';
import { BONUS_CATEGORIES, BONUS_GRANT_STATUSES, BONUS_KINDS, BONUS_PERIODS } from './bonus-errors.ts';

const promotionId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const merchantId = z.coerce.number().int().positive();
/** A device id the app keeps for itself; used only to refuse a second account from one device. */
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'deviceId: 8-128 of A-Z a-z 0-9 _ -');
const instant = z.iso.datetime({ offset: true });

// ---- member calls ----

export const bonusOfferParamsSchema = z.object({ promotionId });
export const bonusOfferQuerySchema = z.object({ merchantCode: z.string().max(64).optional() });

/** What a bonus gives: its kind and the amounts or rate it pays. */
const bonusTerms = {
  kind: z.enum(BONUS_KINDS),
  percentBps: z.number().int().nullable(),
  cap: textOrNull,
  minDeposit: textOrNull,
  amount: textOrNull,
  cashbackPeriod: z.enum(BONUS_PERIODS).nullable(),
};

/** What a promotion's open bonus gives, for its detail page; null when it has none open now. */
export const bonusOfferSchema = z.object({
  offer: z
    .object({
      promotionId: int,
      ...bonusTerms,
      wageringMultiple: int,
      maxBet: textOrNull,
      expiryDays: int,
    })
    .nullable(),
});

export const bonusJoinSchema = z.object({
  promotionId,
  deviceId: deviceId.optional(),
});

export const bonusGrantSchema = z.object({
  id: z.string(),
  promotionId: int,
  kind: z.enum(BONUS_KINDS),
  amount: z.string(),
  currency: z.string(),
  wageringRequired: z.string(),
  wageringDone: z.string(),
  /** Whole percent of the requirement met, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  status: z.enum(BONUS_GRANT_STATUSES),
  maxBet: textOrNull,
  grantedAt: z.string(),
  expiresAt: z.string(),
  closedAt: textOrNull,
});

export const bonusJoinResultSchema = z.object({
  promotionId: int,
  kind: z.enum(BONUS_KINDS),
  joinedAt: z.string(),
  /** A free bet is granted on joining; the other kinds grant later (deposit, period end, claim). */
  grant: bonusGrantSchema.nullable(),
});

export const bonusDetailsQuerySchema = z.object({
  status: z.enum(BONUS_GRANT_STATUSES).optional(),
  ...pageQuery,
});

export const bonusDetailsSchema = z.object({
  list: z.array(bonusGrantSchema),
  ...pageFields,
  /** Sum of the active grants: what a withdrawal now would forfeit. */
  activeAmount: z.string(),
});

export const claimRaffleSchema = z.object({
  promotionId,
  /** The member's contribution to the draw; a random one when left out. */
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/, 'clientSeed: 1-64 printable characters')
    .optional(),
  deviceId: deviceId.optional(),
});

export const raffleDrawSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  roll: int,
  totalWeight: int,
  prizeIndex: int,
});

export const claimRaffleResultSchema = z.object({
  grant: bonusGrantSchema,
  draw: raffleDrawSchema,
});

// ---- back office ----

const weightsInput = z
  .partialRecord(z.enum(BONUS_CATEGORIES), z.number().int().min(0).max(10_000))
  .refine((w) => Object.keys(w).length > 0, 'weights: give at least one category');
const prizeInput = z.object({ amount: amountInput, weight: z.number().int().min(1).max(1_000_000) });

const ruleFields = {
  kind: z.enum(BONUS_KINDS),
  /** Deposit match and cashback: the percentage in basis points (10000 = 100 %). */
  percentBps: z.number().int().min(1).max(100_000).nullable().optional(),
  cap: amountInput.nullable().optional(),
  minDeposit: amountInput.nullable().optional(),
  /** Free bet: the fixed credit. */
  amount: amountInput.nullable().optional(),
  cashbackPeriod: z.enum(BONUS_PERIODS).nullable().optional(),
  prizes: z.array(prizeInput).min(1).max(20).nullable().optional(),
  wageringMultiple: z.number().int().min(0).max(100).default(0),
  weights: weightsInput,
  maxBet: amountInput.nullable().optional(),
  expiryDays: z.number().int().min(1).max(365).default(7),
  newPlayerOnly: z.boolean().default(false),
  minVipLevel: z.number().int().min(1).max(10).default(1),
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
  oncePerMember: z.boolean().default(true),
  onePerFingerprint: z.boolean().default(true),
  active: z.boolean().default(true),
};

export const staffBonusRuleCreateSchema = z.object({ promotionId, ...ruleFields });
export const staffBonusRuleUpdateSchema = z.object(ruleFields);
export const staffBonusRuleParamsSchema = z.object({ id: promotionId });
export const staffBonusRuleQuerySchema = z.object({ merchantId: merchantId.optional() });

export const staffBonusRuleSchema = z.object({
  id: int,
  merchantId: int,
  promotionId: int,
  ...bonusTerms,
  prizes: z.array(z.object({ amount: z.string(), weight: z.number().int() })).nullable(),
  wageringMultiple: int,
  weights: z.record(z.string(), z.number().int()),
  maxBet: textOrNull,
  expiryDays: int,
  newPlayerOnly: z.boolean(),
  minVipLevel: int,
  startsAt: textOrNull,
  endsAt: textOrNull,
  oncePerMember: z.boolean(),
  onePerFingerprint: z.boolean(),
  active: z.boolean(),
  updatedAt: z.string(),
});

export const staffBonusRuleDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
