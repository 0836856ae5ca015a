import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../constants.ts';
import { int, pageOf, textOrNull } from '../fields.ts';
import { bankAccountIdInput, withdrawalAccountSchema } from './bank-accounts.schema.ts';
import { amountInput, paymentPasswordInput, requestIdInput } from './cashier.schema.ts';

export const WITHDRAWAL_STATUSES = ['pending', 'rejected', 'paid', 'received', 'disputed'] as const;
export const WITHDRAWAL_CONFIRMATIONS = ['received', 'not_received', 'partial', 'auto'] as const;

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The saved account it pays to; null on withdrawals asked for before accounts were saved. */
  bankAccount: withdrawalAccountSchema.nullable(),
  /** The first withdrawal to a newly saved account: the finance desk checks the account first. */
  newAccount: z.boolean(),
  createdAt: z.string(),
  reviewedAt: textOrNull,
  reviewNote: textOrNull,
  paidAt: textOrNull,
  /** §4 Withdrawal confirmation: the receiving side confirms before this time or it counts as received. */
  confirmBy: textOrNull,
  /** How receipt was settled: by the member, or 'auto' once confirmBy passed. */
  confirmation: z.enum(WITHDRAWAL_CONFIRMATIONS).nullable(),
  paidAmount: textOrNull,
  confirmedAt: textOrNull,
});

export const withdrawalPageSchema = pageOf(withdrawalSchema);

export const withdrawLimitsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Cash that can leave now. */
  available: z.string(),
  /** How long the member has to confirm receipt before it counts as received (§4). */
  confirmMinutes: int,
  paymentPasswordSet: z.boolean(),
});

export const withdrawRequestSchema = z.object({
  amount: amountInput,
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
  /** One of the member's saved bank accounts; money never goes to a typed-in address. */
  bankAccountId: bankAccountIdInput,
  requestId: requestIdInput.optional(),
  /**
   * The member read the BONUS_FORFEIT_REQUIRED warning and agrees that the active bonuses are
   * forfeited with this withdrawal. Without it, a member with an active bonus is refused.
   */
  forfeitBonus: z.boolean().optional(),
});

/** A proof image of up to 5 MB, base64 inside JSON. */
export const PROOF_BODY_LIMIT = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const confirmWithdrawalSchema = z.object({
  received: z.boolean(),
  /** Not received: whether part of it arrived, how much, and the proof image (data URL). */
  partial: z.boolean().optional(),
  paidAmount: amountInput.optional(),
  proof: z
    .string()
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200)
    .optional(),
});

export const setPaymentPasswordSchema = z.object({
  /** Required once a payment password exists. */
  oldPaymentPassword: z.string().max(64).optional(),
  paymentPassword: paymentPasswordInput,
  confirmPaymentPassword: z.string().max(64),
});

export const transferUplineSchema = z.object({
  amount: amountInput,
  paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
  toUpline: z.string().trim().min(1).max(64).optional(),
  requestId: requestIdInput.optional(),
});

export const uplineTransferResultSchema = z.object({
  upline: z.string(),
  amount: z.string(),
  /** The member's cash left after the transfer, when the ledger reports it. */
  balance: textOrNull,
});
