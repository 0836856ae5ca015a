import { type Kysely, sql } from 'kysely';

/**
 * The built-in support chat: one conversation per member of a brand, and its lines. The send
 * window (start and count) lives on the conversation row, so the per-minute limit is one
 * conditional update under the row's lock and a burst of concurrent sends cannot pass it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table support_chats (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    status text not null default 'open' check (status in ('open', 'closed')),
    last_message_at timestamptz not null default now(),
    window_start timestamptz not null default now(),
    window_count int not null default 0 check (window_count >= 0),
    closed_by bigint references staff(id),
    closed_at timestamptz,
    created_at timestamptz not null default now(),
    unique (merchant_id, member_id)
  )`.execute(db);
  await sql`create index support_chats_queue on support_chats (merchant_id, status, last_message_at desc)`.execute(
    db,
  );

  await sql`create table support_chat_messages (
    id bigserial primary key,
    chat_id bigint not null references support_chats(id) on delete cascade,
    author text not null check (author in ('member', 'staff')),
    staff_id bigint references staff(id),
    body text not null check (char_length(body) between 1 and 1000),
    created_at timestamptz not null default now(),
    read_at timestamptz,
    check ((author = 'staff') = (staff_id is not null))
  )`.execute(db);
  await sql`create index support_chat_messages_page on support_chat_messages (chat_id, id desc)`.execute(db);
  await sql`create index support_chat_messages_unread on support_chat_messages (chat_id, author)
    where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists support_chat_messages`.execute(db);
  await sql`drop table if exists support_chats`.execute(db);
}
