import type { ColumnType, Generated } from 'kysely';

type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';
export type AdjustmentDirection = 'credit' | 'debit';
export type AttachmentType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** A manual credit or debit of a member's cash, asked by one staff member and decided by another. */
export interface BalanceAdjustmentsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  currency: string;
  direction: AdjustmentDirection;
  amount: bigint;
  reason: string;
  attachment_key: string | null;
  attachment_type: AttachmentType | null;
  status: ColumnType<AdjustmentStatus, AdjustmentStatus | undefined, AdjustmentStatus>;
  maker_id: bigint;
  approver_id: bigint | null;
  reject_reason: string | null;
  transfer_id: bigint | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  decided_at: MaybeMoment;
}

export interface AdjustmentTables {
  balance_adjustments: BalanceAdjustmentsTable;
}
