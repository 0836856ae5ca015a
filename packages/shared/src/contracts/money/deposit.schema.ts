import { z } from 'zod';
import { int, pageOf, textOrNull } from '../fields.ts';

/** A way to pay in, with its own amount limits (decimal strings). */
export const depositMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  provider: z.string(),
  /** What the member pays in: the brand's currency, or a token (USDT) converted at `rate`. */
  currency: z.string(),
  /** The brand's currency per one unit of `currency` (a decimal string); null when they are the same. */
  rate: textOrNull,
  /** In `currency`. */
  minAmount: z.string(),
  maxAmount: z.string(),
});

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;

/**
 * A bank transfer by VietQR: the QR content a banking app scans, and the same details to type in
 * by hand. The transfer's message must be `reference`, which is how the deposit is found.
 */
export const vietQrInstructionsSchema = z.object({
  kind: z.literal('vietqr'),
  bankCode: z.string(),
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** Whole dong, as a decimal string like every amount. */
  amount: z.string(),
  reference: z.string(),
  /** The EMVCo QR content (NAPAS VietQR), to draw as a QR code. */
  qr: z.string(),
  /** Outside production only: the sandbox bank's page that makes this transfer. */
  sandboxUrl: textOrNull,
});

/**
 * USDT on TRON (TRC-20) to the member's own deposit address: exactly `amount` USDT, credited as
 * `credit` in the brand's currency once the transfer has `confirmationsRequired` confirmations.
 */
export const usdtInstructionsSchema = z.object({
  kind: z.literal('usdt'),
  network: z.literal('TRC20'),
  token: z.literal('USDT'),
  address: z.string(),
  /** USDT to send, a decimal string. */
  amount: z.string(),
  /** The brand's currency per 1 USDT, fixed when the order was opened. */
  rate: z.string(),
  /** What the member is credited, in the brand's currency. */
  credit: z.string(),
  /** Confirmations the transfer has so far (0 before it is seen on chain). */
  confirmations: int,
  confirmationsRequired: int,
  /** Outside production only: the sandbox chain's wallet page that sends this transfer. */
  sandboxUrl: textOrNull,
});

/** What the member does to pay when the provider has no page to send them to. */
export const depositInstructionsSchema = z.discriminatedUnion('kind', [
  vietQrInstructionsSchema,
  usdtInstructionsSchema,
]);
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The provider's payment page the member is sent to, while the order is pending. */
  payUrl: textOrNull,
  /** Or, while pending, what the member does to pay here (a transfer by VietQR). */
  instructions: depositInstructionsSchema.nullable(),
  /** A pending order is never credited after this time. */
  expiresAt: textOrNull,
  createdAt: z.string(),
  paidAt: textOrNull,
});

export const depositOrderPageSchema = pageOf(depositOrderSchema);

export const orderNoParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });
