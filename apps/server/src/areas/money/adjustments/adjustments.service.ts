import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type CheckedAttachment, checkAttachment } from './adjustment-attachment.ts';
import { decideAdjustment } from './adjustment-decision.ts';
import { adjustmentView } from './adjustment-view.ts';
import { adjustmentsRepository } from './adjustments.repository.ts';
import type { AdjustmentDirection, AdjustmentStatus } from './adjustments.tables.ts';

export interface AdjustmentRequest {
  memberId: string;
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  attachment?: string | undefined;
}

/**
 * Manual adjustments of a member's cash, maker-checker: one staff member asks, another decides
 * (adjustment-decision.ts). Every step is audit-logged with the row it changes.
 */
export function adjustmentsService(deps: {
  db: Db;
  audit: AuditWriter;
  storage: BlobStorage;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = adjustmentsRepository(deps.db);
  const decision = { db: deps.db, audit: deps.audit, now };

  async function store(attachment: CheckedAttachment | null) {
    if (!attachment) return null;
    const key = `adjustments/${randomUUID()}.${attachment.ext}`;
    await deps.storage.put(key, attachment.bytes);
    return key;
  }

  return {
    /** A pending adjustment of a member of the staff member's brand. */
    async request(staff: StaffSession, input: AdjustmentRequest, ip: string) {
      // The attachment is checked before anything is written: a refused file leaves no row.
      const attachment = input.attachment ? checkAttachment(input.attachment) : null;
      const member = await repo.memberOf(BigInt(input.memberId), staff.merchantId);
      if (!member) throw new AppError('NOT_FOUND', 'Member not found');
      const key = await store(attachment);
      const id = await deps.db.transaction().execute(async (trx) => {
        const inserted = await adjustmentsRepository(trx).insert({
          merchant_id: member.merchant_id,
          member_id: member.id,
          currency: member.currency,
          direction: input.direction,
          amount: BigInt(input.amount),
          reason: input.reason,
          attachment_key: key,
          attachment_type: attachment?.contentType ?? null,
          maker_id: staff.staffId,
        });
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'adjustment.request',
            targetType: 'balance_adjustment',
            targetId: inserted,
            after: {
              memberId: input.memberId,
              direction: input.direction,
              amount: input.amount,
              reason: input.reason,
            },
            ip,
          },
          trx,
        );
        return inserted;
      });
      const row = await repo.find(id, staff.merchantId);
      if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
      return adjustmentView(row);
    },

    async approve(staff: StaffSession, id: bigint, ip: string) {
      return adjustmentView(await decideAdjustment(decision, staff, id, ip, { approve: true }));
    },

    async reject(staff: StaffSession, id: bigint, reason: string, ip: string) {
      return adjustmentView(await decideAdjustment(decision, staff, id, ip, { approve: false, reason }));
    },

    async list(
      staff: StaffSession,
      q: {
        status?: AdjustmentStatus | undefined;
        memberId?: string | undefined;
        cursor?: string | undefined;
        limit: number;
      },
    ) {
      const rows = await repo.list({
        merchantId: staff.merchantId,
        status: q.status,
        memberId: q.memberId === undefined ? undefined : BigInt(q.memberId),
        beforeId: q.cursor === undefined ? undefined : BigInt(q.cursor),
        limit: q.limit,
      });
      const last = rows.at(-1);
      return {
        items: rows.map(adjustmentView),
        nextCursor: rows.length === q.limit && last ? String(last.id) : null,
      };
    },

    /** The attachment's bytes and type, for staff of the adjustment's brand. */
    async attachment(staff: StaffSession, id: bigint) {
      const row = await repo.find(id, staff.merchantId);
      const bytes = row?.attachment_key ? await deps.storage.get(row.attachment_key) : null;
      if (!row?.attachment_type || !bytes) throw new AppError('ADJUSTMENT_NOT_FOUND');
      return { bytes, contentType: row.attachment_type };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof adjustmentsService>;
