import { type Kysely, sql } from 'kysely';

/**
 * The support desk of several staff: who holds a conversation (taken with one conditional update,
 * so two staff taking it at once cannot both win), the brand's canned replies, and each staff
 * sending kept as one row its inbox lines point at, so the sent list can say how many read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table support_chats
    add column assigned_to bigint references staff(id),
    add column assigned_at timestamptz`.execute(db);
  await sql`create table support_canned_replies (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    title text not null check (char_length(title) between 1 and 80),
    body text not null check (char_length(body) between 1 and 1000),
    created_by bigint not null references staff(id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index support_canned_replies_brand on support_canned_replies (merchant_id, title)`.execute(
    db,
  );
  await sql`create table message_sends (
    id bigserial primary key,
    merchant_id int not null references merchants(id) on delete cascade,
    audience jsonb not null,
    title text not null,
    content text not null,
    sent_by bigint references staff(id),
    recipients int not null check (recipients >= 0),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index message_sends_newest on message_sends (merchant_id, id desc)`.execute(db);
  await sql`alter table member_messages add column send_id bigint references message_sends(id) on delete set null`.execute(
    db,
  );
  await sql`create index member_messages_send on member_messages (send_id) where send_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists member_messages_send`.execute(db);
  await sql`alter table member_messages drop column if exists send_id`.execute(db);
  await sql`drop table if exists message_sends`.execute(db);
  await sql`drop table if exists support_canned_replies`.execute(db);
  await sql`alter table support_chats drop column if exists assigned_at, drop column if exists assigned_to`.execute(
    db,
  );
}
