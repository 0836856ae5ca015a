import { type CannedReply, type DeskAgent, rolesMay, type StaffRole } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { StaffBrands } from '../../brand/index.ts';
import { type BrandRef, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import type { SupportChatRepository } from './support-chat.repository.ts';
import { chatError, summaryView } from './support-chat.views.ts';
import type { CannedRow, SupportDeskRepository } from './support-desk.repository.ts';

function cannedView(row: CannedRow): CannedReply {
  return {
    id: row.id.toString(),
    title: row.title,
    text: row.body,
    createdBy: row.created_by.toString(),
    createdAt: row.created_at.toISOString(),
  };
}

const mayAnswer = (roles: string[]) => rolesMay(roles as StaffRole[], 'support.reply');

/**
 * Several staff on one brand's support chat: taking a conversation (decided once however many
 * take it together), handing it to a colleague, and the brand's canned replies. Every change is
 * audit-logged and told to the brand's desks (`onChange`) once it is written.
 */
export function supportDeskService(deps: {
  repo: SupportDeskRepository;
  chats: SupportChatRepository;
  brands: StaffBrands;
  audit: AuditService;
  now?: () => Date;
  onChange?: (merchantId: number, chatId: bigint) => void;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo, chats } = deps;

  async function visible(staff: StaffSession, id: bigint) {
    const row = await chats.summary(id);
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
      throw chatError('CHAT_NOT_FOUND');
    }
    if (row.status !== 'open') throw chatError('CHAT_CLOSED');
    return row;
  }

  /**
   * Moves the holder with `move` (false when the conversation was not free to move) and writes
   * the audit row in one transaction; then tells the desks and answers the conversation.
   */
  async function moveHolder(
    staff: StaffSession,
    id: bigint,
    note: { action: string; after: object; ip: string },
    move: (tx: Db) => Promise<bigint | undefined>,
  ) {
    await repo.transaction(async (tx) => {
      if ((await move(tx)) === undefined) throw chatError('CHAT_TAKEN');
      const { action, after, ip } = note;
      await deps.audit.record(
        { staffId: staff.staffId, action, targetType: 'supportChat', targetId: id, after, ip },
        tx,
      );
    });
    const row = await chats.summary(id);
    if (!row) throw chatError('CHAT_NOT_FOUND');
    deps.onChange?.(row.merchant_id, id);
    return summaryView(row);
  }

  return {
    async take(staff: StaffSession, id: bigint, ip: string) {
      await visible(staff, id);
      const after = { assignedTo: staff.staffId.toString() };
      return moveHolder(staff, id, { action: 'supportChat.take', after, ip }, (tx) =>
        repo.take(tx, id, staff.staffId, now()),
      );
    },

    async assign(staff: StaffSession, id: bigint, to: bigint, ip: string) {
      const chat = await visible(staff, id);
      const colleagues = await repo.brandStaff(chat.merchant_id);
      if (!colleagues.some((s) => s.id === to && mayAnswer(s.roles))) throw new AppError('NOT_FOUND');
      const after = { from: chat.assigned_to?.toString() ?? null, to: to.toString() };
      return moveHolder(staff, id, { action: 'supportChat.assign', after, ip }, (tx) =>
        repo.handOver(tx, id, { from: staff.staffId, to }, now()),
      );
    },

    /** The brand a desk works on: the staff's own, or the one named or addressed. */
    brandOf(staff: StaffSession, merchantCode: string | undefined, requestBrand?: BrandRef) {
      return staffMerchant(staff, merchantCode, deps.brands, requestBrand);
    },

    async agents(staff: StaffSession, merchantCode: string | undefined, requestBrand?: BrandRef) {
      const brand = await staffMerchant(staff, merchantCode, deps.brands, requestBrand);
      const rows = await repo.brandStaff(brand.id);
      return rows
        .filter((s) => mayAnswer(s.roles))
        .map((s): DeskAgent => ({ id: s.id.toString(), username: s.username }));
    },
    ...cannedReplies(deps),
  };
}

/** The brand's canned replies: listed by every answering staff member, kept by them. */
function cannedReplies(deps: { repo: SupportDeskRepository; brands: StaffBrands; audit: AuditService }) {
  const { repo } = deps;
  return {
    async canned(staff: StaffSession, merchantCode: string | undefined, requestBrand?: BrandRef) {
      const brand = await staffMerchant(staff, merchantCode, deps.brands, requestBrand);
      return (await repo.canned(brand.id)).map(cannedView);
    },

    async saveCanned(
      staff: StaffSession,
      input: { merchantCode?: string | undefined; title: string; text: string },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await staffMerchant(staff, input.merchantCode, deps.brands, requestBrand);
      return repo.transaction(async (tx) => {
        const row = await repo.insertCanned(tx, {
          merchant_id: brand.id,
          title: input.title,
          body: input.text,
          created_by: staff.staffId,
        });
        const after = { title: row.title, text: row.body };
        const note = { staffId: staff.staffId, action: 'supportCanned.create', after, ip };
        await deps.audit.record({ ...note, targetType: 'supportCanned', targetId: row.id }, tx);
        return cannedView(row);
      });
    },

    async removeCanned(staff: StaffSession, id: bigint, ip: string): Promise<null> {
      const row = await repo.cannedById(id);
      if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
        throw chatError('CANNED_NOT_FOUND');
      }
      return repo.transaction(async (tx) => {
        if (!(await repo.deleteCanned(tx, id))) throw chatError('CANNED_NOT_FOUND');
        const before = { title: row.title, text: row.body };
        const note = { staffId: staff.staffId, action: 'supportCanned.remove', before, ip };
        await deps.audit.record({ ...note, targetType: 'supportCanned', targetId: id }, tx);
        return null;
      });
    },
  };
}

export type SupportDeskService = ReturnType<typeof supportDeskService>;
