import { z } from 'zod';

/** A way to pay in, with its own amount limits (decimal strings). */
export const depositMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  provider: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The provider's payment page the member is sent to, while the order is pending. */
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const depositOrderPageSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const orderNoParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });
