import { type Kysely, sql } from 'kysely';

/**
 * Internal messages (member centre messageV2) and feedback (support tickets, §3). A message to many
 * members is written as one row per member, so reading, unread counts and deletion stay a member's
 * own rows and never touch anyone else's. A feedback answer becomes a message to its author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table feedback (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    question_type text not null check (question_type in
      ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')),
    content text not null,
    phone text,
    status text not null default 'open' check (status in ('open', 'answered')),
    answer text,
    answered_by bigint references staff(id),
    answered_at timestamptz,
    created_at timestamptz not null default now(),
    check ((status = 'answered') = (answer is not null))
  )`.execute(db);
  await sql`create index feedback_queue on feedback (merchant_id, status, id)`.execute(db);

  await sql`create table member_messages (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    member_id bigint not null references members(id) on delete cascade,
    kind text not null check (kind in ('notice', 'feedbackReply')),
    title text not null,
    content text not null,
    sent_by bigint references staff(id),
    feedback_id bigint references feedback(id) on delete set null,
    created_at timestamptz not null default now(),
    read_at timestamptz,
    deleted_at timestamptz
  )`.execute(db);
  await sql`create index member_messages_inbox on member_messages (member_id, id desc)
    where deleted_at is null`.execute(db);
  await sql`create index member_messages_unread on member_messages (member_id)
    where deleted_at is null and read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_messages`.execute(db);
  await sql`drop table if exists feedback`.execute(db);
}
