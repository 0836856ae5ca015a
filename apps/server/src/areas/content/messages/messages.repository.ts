import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { feedbackRepository } from './feedback.repository.ts';
import type { MemberMessagesTable, MessageKind } from './messages.tables.ts';
import { sentMessagesRepository } from './sent-messages.repository.ts';

export type MessageRow = Selectable<MemberMessagesTable>;
export type { FeedbackRow } from './feedback.repository.ts';

/** Whose inbox: every read and change is limited to the member's own rows of their own brand. */
export interface InboxOwner {
  memberId: bigint;
  merchantId: number;
}

export type Audience =
  | { kind: 'member'; memberId: bigint }
  | { kind: 'memberType'; type: number }
  | { kind: 'vipLevel'; level: number }
  | { kind: 'all' };

/** Trial (demo) accounts have no inbox worth writing to; a broadcast skips them and closed accounts. */
const DEMO_TYPE = 4;

function inboxRepository(db: Db) {
  const inbox = (owner: InboxOwner, tx: Kysely<Database> = db) =>
    selectWhere(tx, 'member_messages', { member_id: owner.memberId, merchant_id: owner.merchantId }).where(
      'deleted_at',
      'is',
      null,
    );

  return {
    async page(owner: InboxOwner, limit: number, offset: number): Promise<MessageRow[]> {
      return inbox(owner).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    async counts(owner: InboxOwner): Promise<{ total: number; unread: number }> {
      const row = await inbox(owner)
        .select((eb) => [
          eb.fn.countAll<string>().as('total'),
          eb.fn.count<string>('id').filterWhere('read_at', 'is', null).as('unread'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), unread: Number(row.unread) };
    },

    async unread(owner: InboxOwner): Promise<number> {
      const row = await inbox(owner)
        .where('read_at', 'is', null)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks read (keeping the first reading time); undefined when it is not the owner's. */
    async markRead(owner: InboxOwner, id: bigint, at: Date): Promise<MessageRow | undefined> {
      return updateWhere(db, 'member_messages', {
        id,
        member_id: owner.memberId,
        merchant_id: owner.merchantId,
      })
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(owner: InboxOwner, id: bigint, at: Date): Promise<boolean> {
      const result = await updateWhere(db, 'member_messages', {
        id,
        member_id: owner.memberId,
        merchant_id: owner.merchantId,
      })
        .set({ deleted_at: at })
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

/** Writing to inboxes: staff messages and feedback answers. */
function deliveryRepository(db: Db) {
  return {
    /** One row per member of the audience in one statement; answers how many were written. */
    async send(
      merchantId: number,
      audience: Audience,
      message: {
        kind: MessageKind;
        title: string;
        content: string;
        sentBy: bigint | null;
        feedbackId?: bigint;
        sendId?: bigint;
      },
      tx: Kysely<Database> = db,
    ): Promise<number> {
      const recipients = selectWhere(tx, 'members', { merchant_id: merchantId })
        .where('status', '!=', 'closed')
        .$if(audience.kind === 'member', (q) =>
          q.where('id', '=', (audience as { memberId: bigint }).memberId),
        )
        .$if(audience.kind === 'memberType', (q) => q.where('type', '=', (audience as { type: number }).type))
        .$if(audience.kind === 'vipLevel', (q) =>
          q.where('vip_level', '=', (audience as { level: number }).level).where('type', '!=', DEMO_TYPE),
        )
        .$if(audience.kind === 'all', (q) => q.where('type', '!=', DEMO_TYPE))
        .select((eb) => [
          'merchant_id',
          eb.ref('id').as('member_id'),
          eb.val(message.kind).as('kind'),
          eb.val(message.title).as('title'),
          eb.val(message.content).as('content'),
          eb.val(message.sentBy).as('sent_by'),
          eb.val(message.feedbackId ?? null).as('feedback_id'),
          eb.val(message.sendId ?? null).as('send_id'),
        ]);
      const result = await tx
        .insertInto('member_messages')
        .columns([
          'merchant_id',
          'member_id',
          'kind',
          'title',
          'content',
          'sent_by',
          'feedback_id',
          'send_id',
        ])
        .expression(recipients)
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    async memberIdByUsername(merchantId: number, username: string): Promise<bigint | undefined> {
      const row = await selectWhere(db, 'members', { merchant_id: merchantId, username })
        .select('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The language the member last chose, else their brand's default. */
    async memberLanguage(memberId: bigint, tx: Kysely<Database> = db): Promise<string | null> {
      const row = await tx
        .selectFrom('members as m')
        .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
        .select(['m.language', sql<string>`b.config->>'defaultLanguage'`.as('brandLanguage')])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      return row ? (row.language ?? row.brandLanguage) : null;
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

/** Inboxes and feedback, grouped by job. */
export function messagesRepository(db: Db) {
  return {
    ...inboxRepository(db),
    ...deliveryRepository(db),
    ...feedbackRepository(db),
    ...sentMessagesRepository(db),
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
