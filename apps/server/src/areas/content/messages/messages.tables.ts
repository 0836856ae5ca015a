import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type FeedbackStatus = 'open' | 'answered';
export type MessageKind = 'notice' | 'feedbackReply';

export interface FeedbackTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  question_type: string;
  content: string;
  phone: string | null;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  answer: string | null;
  answered_by: bigint | null;
  answered_at: MaybeMoment;
  created_at: CreatedAt;
}

export interface MemberMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  kind: MessageKind;
  title: string;
  content: string;
  sent_by: bigint | null;
  feedback_id: bigint | null;
  /** The staff sending it came from (one row per sending); null for answers and notices. */
  send_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: CreatedAt;
  read_at: MaybeMoment;
  deleted_at: MaybeMoment;
}

/** One sending by staff to an audience: what the sent list shows, read counts from its lines. */
export interface MessageSendsTable {
  id: Generated<bigint>;
  merchant_id: number;
  audience: ColumnType<unknown, string, never>;
  title: string;
  content: string;
  sent_by: bigint | null;
  recipients: number;
  created_at: CreatedAt;
}

export interface MessagesTables {
  message_sends: MessageSendsTable;
  feedback: FeedbackTable;
  member_messages: MemberMessagesTable;
}
