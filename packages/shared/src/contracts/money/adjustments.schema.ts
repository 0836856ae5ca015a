import { z } from 'zod';
import { digitsId, textOrNull } from '../fields.ts';

// Manual balance adjustments (maker-checker) and the member page's ledger, for the back office.

/** What an adjustment's attachment may be, decided by its first bytes. */
export const ADJUSTMENT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Minor units of the brand's currency, as digits: a whole, positive amount. */
const minorAmount = z.string().regex(/^[1-9]\d{0,17}$/, 'amount: a whole number of minor units, above zero');

export const adjustmentRequestSchema = z.object({
  memberId: digitsId,
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: minorAmount,
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
  /** A data URL (PNG, JPEG or PDF) of the evidence: a ticket, a statement. */
  attachment: z.string().max(8_000_000).optional(),
});

export const adjustmentParamsSchema = z.object({ adjustmentId: digitsId });
export const adjustmentRejectSchema = z.object({
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});

export const adjustmentsQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: digitsId.optional(),
  cursor: digitsId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The list's filters, without its paging: the export holds every adjustment that matches. */
export const adjustmentsExportQuerySchema = adjustmentsQuerySchema.omit({ cursor: true, limit: true });

export const adjustmentSchema = z.object({
  id: z.string(),
  merchantId: z.number().int(),
  memberId: z.string(),
  memberUsername: z.string(),
  currency: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.string(),
  reason: z.string(),
  hasAttachment: z.boolean(),
  status: z.enum(ADJUSTMENT_STATUSES),
  makerId: z.string(),
  approverId: textOrNull,
  rejectReason: textOrNull,
  /** The ledger movement an approval made. */
  transferId: textOrNull,
  createdAt: z.string(),
  decidedAt: textOrNull,
});

export const adjustmentPageSchema = z.object({ items: z.array(adjustmentSchema), nextCursor: textOrNull });

export const MEMBER_LEDGER_WALLETS = ['cash', 'bonus', 'locked'] as const;
export const memberLedgerParamsSchema = z.object({ memberId: digitsId });
export const memberLedgerQuerySchema = z.object({
  wallet: z.enum(MEMBER_LEDGER_WALLETS).default('cash'),
  cursor: digitsId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const memberLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  phase: z.string(),
  reference: z.string(),
  /** Signed minor units: what the movement did to this wallet. */
  delta: z.string(),
  amount: z.string(),
  at: z.string(),
});
export const memberLedgerSchema = z.object({
  currency: z.string(),
  items: z.array(memberLedgerEntrySchema),
  nextCursor: textOrNull,
});
