import { z } from 'zod';
import { GAME_TYPES } from '../../games.schema.ts';
import { amount, int, merchantCode, pageQuery, textOrNull } from '../fields.ts';
import { requestIdInput } from '../money/cashier.schema.ts';
import { REBATE_MAX_BPS } from './rebate-errors.ts';

/** Amounts as decimal strings with two decimals (§9), as every money answer gives them. */
const category = z.enum(GAME_TYPES);
const rateBps = z.number().int().min(0).max(REBATE_MAX_BPS);

/** One game category of the member's rebate: valid bet since the last claim and what it earns. */
export const rebateCategorySchema = z.object({
  category,
  validBet: amount,
  /** Rate in basis points of the valid bet (100 = 1%). */
  rateBps: int,
  amount,
});
export type RebateCategory = z.infer<typeof rebateCategorySchema>;

export const rebateSummarySchema = z.object({
  currency: z.string(),
  /** What a claim now would pay. */
  claimable: amount,
  categories: z.array(rebateCategorySchema),
  lastClaimAt: textOrNull,
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateClaimSchema = z.object({ requestId: requestIdInput });

export const rebateClaimViewSchema = z.object({
  id: z.string(),
  amount,
  validBet: amount,
  createdAt: z.string(),
});
export type RebateClaimView = z.infer<typeof rebateClaimViewSchema>;

export const rebateClaimResultSchema = z.object({
  claim: rebateClaimViewSchema,
  /** True when this answers an earlier claim with the same requestId. */
  replayed: z.boolean(),
});
export type RebateClaimResult = z.infer<typeof rebateClaimResultSchema>;

export const rebateClaimsQuerySchema = z.object(pageQuery);
export const rebateClaimListSchema = z.object({
  list: z.array(rebateClaimViewSchema),
  total: int,
});
export type RebateClaimList = z.infer<typeof rebateClaimListSchema>;

export const staffRebateQuerySchema = z.object({ merchantCode: merchantCode.optional() });
export const rebateRateSchema = z.object({ category, rateBps });
export const staffRebateRatesSchema = z.object({
  merchantCode: z.string(),
  rates: z.array(rebateRateSchema),
});
export type StaffRebateRates = z.infer<typeof staffRebateRatesSchema>;
export const staffRebateRatesBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  rates: z
    .array(rebateRateSchema)
    .max(GAME_TYPES.length)
    .refine((r) => new Set(r.map((x) => x.category)).size === r.length, 'rates: one rate per category'),
});
