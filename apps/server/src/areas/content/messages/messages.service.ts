import type { InternalMessage, MessageList } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { StaffBrands } from '../../brand/index.ts';
import { type BrandRef, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import type { Audience, InboxOwner, MessageRow, MessagesRepository } from './messages.repository.ts';

export function messageView(row: MessageRow): InternalMessage {
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: row.title,
    content: row.content,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export type StaffAudience =
  | { kind: 'member'; username: string }
  | { kind: 'memberType'; type: number }
  | { kind: 'vipLevel'; level: number }
  | { kind: 'all' };

/** What the inbox and the feedback desk are made with: the module gives both the same. */
export interface InboxDeps {
  repo: MessagesRepository;
  brands: StaffBrands;
  audit: AuditService;
  now?: () => Date;
}

/** A member's inbox (member centre messageV2) and the staff call that writes to it. */
export function messagesService(deps: InboxDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async list(owner: InboxOwner, pageNo: number, pageSize: number): Promise<MessageList> {
      const [rows, counts] = await Promise.all([
        deps.repo.page(owner, pageSize, (pageNo - 1) * pageSize),
        deps.repo.counts(owner),
      ]);
      return {
        list: rows.map(messageView),
        pageNo,
        totalPages: Math.ceil(counts.total / pageSize),
        total: counts.total,
        unread: counts.unread,
      };
    },

    async unreadCount(owner: InboxOwner) {
      return { count: await deps.repo.unread(owner) };
    },

    /** Someone else's message answers the same as one that never existed. */
    async read(owner: InboxOwner, id: bigint): Promise<InternalMessage> {
      const row = await deps.repo.markRead(owner, id, now());
      if (!row) throw new AppError('MESSAGE_NOT_FOUND');
      return messageView(row);
    },

    async remove(owner: InboxOwner, id: bigint): Promise<null> {
      if (!(await deps.repo.remove(owner, id, now()))) throw new AppError('MESSAGE_NOT_FOUND');
      return null;
    },

    /** Staff: one member, every member of a type or a VIP level, or the whole brand; audit-logged. */
    async send(
      staff: StaffSession,
      input: { merchantCode?: string | undefined; audience: StaffAudience; title: string; content: string },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await staffMerchant(staff, input.merchantCode, deps.brands, requestBrand);
      let audience: Audience;
      if (input.audience.kind === 'member') {
        const memberId = await deps.repo.memberIdByUsername(brand.id, input.audience.username);
        if (memberId === undefined) throw new AppError('MESSAGE_NO_RECIPIENTS');
        audience = { kind: 'member', memberId };
      } else {
        audience = input.audience;
      }
      return deps.repo.transaction(async (tx) => {
        const { title, content } = input;
        const sendId = await deps.repo.insertSend(tx, {
          merchant_id: brand.id,
          audience: input.audience,
          title,
          content,
          sent_by: staff.staffId,
        });
        const message = { kind: 'notice' as const, title, content, sentBy: staff.staffId, sendId };
        const sent = await deps.repo.send(brand.id, audience, message, tx);
        if (sent === 0) throw new AppError('MESSAGE_NO_RECIPIENTS');
        await deps.repo.setRecipients(tx, sendId, sent);
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'message.send',
            targetType: 'merchant',
            targetId: brand.id,
            after: { audience: input.audience, title: input.title, sent },
            ip,
          },
          tx,
        );
        return { sent };
      });
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
