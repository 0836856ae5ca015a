import type { ColumnType, Generated } from 'kysely';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ChatStatus = 'open' | 'closed';
export type ChatAuthor = 'member' | 'staff';

export interface SupportChatsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  status: ColumnType<ChatStatus, ChatStatus | undefined, ChatStatus>;
  last_message_at: Moment;
  window_start: Moment;
  window_count: ColumnType<number, number | undefined, number>;
  closed_by: bigint | null;
  closed_at: MaybeMoment;
  /** The staff member who holds the conversation; null until someone takes it. */
  assigned_to: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  assigned_at: MaybeMoment;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A brand's ready-made answers, kept by its staff. */
export interface SupportCannedRepliesTable {
  id: Generated<bigint>;
  merchant_id: number;
  title: string;
  body: string;
  created_by: bigint;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SupportChatMessagesTable {
  id: Generated<bigint>;
  chat_id: bigint;
  author: ChatAuthor;
  staff_id: bigint | null;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  read_at: MaybeMoment;
}

export interface SupportChatTables {
  support_chats: SupportChatsTable;
  support_chat_messages: SupportChatMessagesTable;
  support_canned_replies: SupportCannedRepliesTable;
}
