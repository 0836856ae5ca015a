import type { BoChatSummary, ChatMessage, ChatStatus } from '@pf/shared';
import { afterCommit } from '../../../db/commit-hooks.ts';
import type { Db } from '../../../db/kysely.ts';
import type { StaffBrands } from '../../brand/index.ts';
import { type BrandRef, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import type {
  ChatHolder,
  ChatOwner,
  ChatRow,
  ChatSummaryRow,
  SupportChatRepository,
} from './support-chat.repository.ts';
import type { DeskChange } from './support-chat.service.ts';
import { chatError, linesPage, lineView, summaryView } from './support-chat.views.ts';

type HolderName = 'all' | 'mine' | 'free';
const holderOf = (name: HolderName, staffId: bigint): ChatHolder =>
  name === 'mine' ? { kind: 'mine', staffId } : { kind: name };
type AuditNote = { staff: StaffSession; action: string; chat: ChatRow; after: object; ip: string };

/** The audit row of a staff change to a conversation. */
function auditChat(log: AuditService, tx: Db, n: AuditNote) {
  const { staff, action, chat, after, ip } = n;
  const before = { status: chat.status };
  return log.record(
    { staffId: staff.staffId, action, targetType: 'supportChat', targetId: chat.id, before, after, ip },
    tx,
  );
}

/**
 * Staff answering the support chat of their brand: list, read, reply, close. Another brand's
 * conversation answers as one that does not exist; replies and closings are audit-logged and,
 * once committed, told to the member (the push channel).
 */
export function supportChatStaffService(deps: {
  repo: SupportChatRepository;
  brands: StaffBrands;
  audit: AuditService;
  now?: () => Date;
  onStaffChange?: (owner: ChatOwner) => void;
  onDeskChange?: DeskChange;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  const audit = (tx: Db, n: AuditNote) => auditChat(deps.audit, tx, n);

  async function visible(staff: StaffSession, id: bigint): Promise<ChatSummaryRow> {
    const row = await repo.summary(id);
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
      throw chatError('CHAT_NOT_FOUND');
    }
    return row;
  }

  /** Runs `work` on the open conversation under its row lock, then tells the member after commit. */
  async function onOpenChat<T>(
    staff: StaffSession,
    id: bigint,
    work: (tx: Db, chat: ChatRow) => Promise<T>,
  ): Promise<T> {
    await visible(staff, id);
    return repo.transaction(async (tx) => {
      const chat = await repo.chatForUpdate(tx, id);
      if (!chat) throw chatError('CHAT_NOT_FOUND');
      if (chat.status !== 'open') throw chatError('CHAT_CLOSED');
      const result = await work(tx, chat);
      afterCommit(tx, () => {
        deps.onStaffChange?.({ merchantId: chat.merchant_id, memberId: chat.member_id });
        deps.onDeskChange?.(chat.merchant_id, chat.id, 'chat');
      });
      return result;
    });
  }

  return {
    async list(
      staff: StaffSession,
      query: { merchantCode?: string | undefined; status: ChatStatus; holder?: HolderName; limit: number },
      requestBrand?: BrandRef,
    ): Promise<BoChatSummary[]> {
      const brand = await staffMerchant(staff, query.merchantCode, deps.brands, requestBrand);
      const holder = holderOf(query.holder ?? 'all', staff.staffId);
      return (await repo.summaries(brand.id, query.status, query.limit, holder)).map(summaryView);
    },

    async get(staff: StaffSession, id: bigint, query: { before?: string | undefined; limit: number }) {
      const row = await visible(staff, id);
      return { chat: summaryView(row), status: row.status, ...(await linesPage(repo, row, query)) };
    },

    async markRead(staff: StaffSession, id: bigint): Promise<BoChatSummary> {
      const row = await visible(staff, id);
      await repo.markRead(row.id, 'member', now());
      deps.onDeskChange?.(row.merchant_id, row.id, 'chat');
      return summaryView({ ...row, unread: 0 });
    },

    /** The reply, the member's lines marked read (staff answered them) and the audit row at once. */
    async reply(staff: StaffSession, id: bigint, text: string, ip: string): Promise<ChatMessage> {
      const at = now();
      return onOpenChat(staff, id, async (tx, chat) => {
        const line = await repo.insertLine(tx, {
          chat_id: chat.id,
          author: 'staff',
          staff_id: staff.staffId,
          body: text,
          created_at: at,
        });
        await repo.touch(tx, chat.id, at);
        await repo.markRead(chat.id, 'member', at, tx);
        const after = { messageId: line.id.toString(), length: text.length };
        await audit(tx, { staff, action: 'supportChat.reply', chat, after, ip });
        return lineView(line);
      });
    },

    async close(staff: StaffSession, id: bigint, ip: string): Promise<BoChatSummary> {
      return onOpenChat(staff, id, async (tx, chat) => {
        await repo.close(tx, chat.id, staff.staffId, now());
        await audit(tx, { staff, action: 'supportChat.close', chat, after: { status: 'closed' }, ip });
        const after = await repo.summary(chat.id, tx);
        if (!after) throw chatError('CHAT_NOT_FOUND');
        return summaryView(after);
      });
    },
  };
}

export type SupportChatStaffService = ReturnType<typeof supportChatStaffService>;
