import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type {
  ChatAuthor,
  ChatStatus,
  SupportChatMessagesTable,
  SupportChatsTable,
} from './support-chat.tables.ts';

export type ChatRow = Selectable<SupportChatsTable>;
export type ChatLineRow = Selectable<SupportChatMessagesTable>;
export type ChatSummaryRow = ChatRow & {
  username: string;
  merchant_code: string;
  last_text: string | null;
  unread: string | number;
  assigned_name: string | null;
};

/** Whose conversations a staff list shows: everyone's, one staff member's, or the free ones. */
export type ChatHolder = { kind: 'all' } | { kind: 'mine'; staffId: bigint } | { kind: 'free' };

/** Whose conversation: a member of one brand. */
export interface ChatOwner {
  memberId: bigint;
  merchantId: number;
}

/** The send window: at most `limit` member lines per `seconds`, counted on the conversation row. */
export interface SendWindow {
  limit: number;
  seconds: number;
}

/** The member's side: their conversation, its lines, the send window. */
function memberChatRepository(db: Db) {
  return {
    async chatOf(owner: ChatOwner): Promise<ChatRow | undefined> {
      return selectWhere(db, 'support_chats', { merchant_id: owner.merchantId, member_id: owner.memberId })
        .selectAll()
        .executeTakeFirst();
    },

    /** Lines of a conversation older than `before` (all when absent), newest first, `limit` of them. */
    async lines(chatId: bigint, before: bigint | undefined, limit: number): Promise<ChatLineRow[]> {
      return selectWhere(db, 'support_chat_messages', { chat_id: chatId })
        .selectAll()
        .$if(before !== undefined, (q) => q.where('id', '<', before as bigint))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async unreadFrom(chatId: bigint, author: ChatAuthor): Promise<number> {
      const row = await db
        .selectFrom('support_chat_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('chat_id', '=', chatId)
        .where('author', '=', author)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async markRead(chatId: bigint, author: ChatAuthor, at: Date, tx: Kysely<Database> = db): Promise<void> {
      await updateWhere(tx, 'support_chat_messages', { chat_id: chatId, author })
        .set({ read_at: at })
        .where('read_at', 'is', null)
        .execute();
    },

    /** The member's conversation, created on first use. */
    async ensureChat(tx: Kysely<Database>, owner: ChatOwner, at: Date): Promise<void> {
      await tx
        .insertInto('support_chats')
        .values({
          merchant_id: owner.merchantId,
          member_id: owner.memberId,
          window_start: at,
          last_message_at: at,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
        .execute();
    },

    /**
     * Takes one place in the member's send window and reopens the conversation, in one statement
     * under the row's lock: concurrent sends queue on the row and each sees the count the previous
     * one left. Undefined when the window is full.
     */
    async takeSendSlot(
      tx: Kysely<Database>,
      owner: ChatOwner,
      window: SendWindow,
      at: Date,
    ): Promise<ChatRow | undefined> {
      const expired = sql<boolean>`window_start <= ${at}::timestamptz - make_interval(secs => ${window.seconds})`;
      return updateWhere(tx, 'support_chats', { merchant_id: owner.merchantId, member_id: owner.memberId })
        .set({
          window_start: sql`case when ${expired} then ${at}::timestamptz else window_start end`,
          window_count: sql`case when ${expired} then 1 else window_count + 1 end`,
          status: 'open',
          closed_by: null,
          closed_at: null,
          last_message_at: at,
        })
        .where(sql<boolean>`(${expired} or window_count < ${window.limit})`)
        .returningAll()
        .executeTakeFirst();
    },

    async insertLine(
      tx: Kysely<Database>,
      line: { chat_id: bigint; author: ChatAuthor; staff_id: bigint | null; body: string; created_at: Date },
    ): Promise<ChatLineRow> {
      return tx.insertInto('support_chat_messages').values(line).returningAll().executeTakeFirstOrThrow();
    },
  };
}

/** The staff side: conversation summaries of a brand, replies and closing. */
function staffChatRepository(db: Db) {
  const summaries = (tx: Kysely<Database> = db) =>
    tx
      .selectFrom('support_chats as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .innerJoin('merchants as b', 'b.id', 'c.merchant_id')
      .leftJoin('staff as h', 'h.id', 'c.assigned_to')
      .selectAll('c')
      .select((eb) => [
        'm.username',
        eb.ref('h.username').as('assigned_name'),
        eb.ref('b.code').as('merchant_code'),
        eb
          .selectFrom('support_chat_messages as l')
          .select('l.body')
          .whereRef('l.chat_id', '=', 'c.id')
          .orderBy('l.id', 'desc')
          .limit(1)
          .as('last_text'),
        eb
          .selectFrom('support_chat_messages as u')
          .select((u) => u.fn.countAll<string>().as('n'))
          .whereRef('u.chat_id', '=', 'c.id')
          .where('u.author', '=', 'member')
          .where('u.read_at', 'is', null)
          .as('unread'),
      ]);

  return {
    async summaries(
      merchantId: number,
      status: ChatStatus,
      limit: number,
      holder: ChatHolder = { kind: 'all' },
    ): Promise<ChatSummaryRow[]> {
      return summaries()
        .where('c.merchant_id', '=', merchantId)
        .where('c.status', '=', status)
        .$if(holder.kind === 'mine', (q) =>
          q.where('c.assigned_to', '=', (holder as { staffId: bigint }).staffId),
        )
        .$if(holder.kind === 'free', (q) => q.where('c.assigned_to', 'is', null))
        .orderBy('c.last_message_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute() as Promise<ChatSummaryRow[]>;
    },

    async summary(id: bigint, tx: Kysely<Database> = db): Promise<ChatSummaryRow | undefined> {
      return summaries(tx).where('c.id', '=', id).executeTakeFirst() as Promise<ChatSummaryRow | undefined>;
    },

    async chatForUpdate(tx: Kysely<Database>, id: bigint): Promise<ChatRow | undefined> {
      return tx.selectFrom('support_chats').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async touch(tx: Kysely<Database>, id: bigint, at: Date): Promise<void> {
      await tx.updateTable('support_chats').set({ last_message_at: at }).where('id', '=', id).execute();
    },

    async close(tx: Kysely<Database>, id: bigint, staffId: bigint, at: Date): Promise<void> {
      await updateWhere(tx, 'support_chats', { id })
        .set({ status: 'closed', closed_by: staffId, closed_at: at })
        .execute();
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

/** Support conversations and their lines; SQL only. */
export function supportChatRepository(db: Db) {
  return { ...memberChatRepository(db), ...staffChatRepository(db) };
}

export type SupportChatRepository = ReturnType<typeof supportChatRepository>;
