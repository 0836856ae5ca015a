import { type Kysely, sql } from 'kysely';

/**
 * Registration profile, KYC, SMS codes, captchas, password resets, sandbox outboxes, staff and
 * the audit log. Kept apart from 0002 so databases that already ran 0002 gain these columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members
      add column birthday date,
      add column payee_name text,
      add column avatar_id int not null default 1,
      -- Contact and step-2 fields of §3 that nothing queries by (line, zalo, address, ...).
      add column profile jsonb not null default '{}',
      add column register_ip text,
      add column register_domain text`.execute(db);
  await sql`create index members_mobile on members (merchant_id, country_dialing_code, mobile_no) where mobile_no is not null`.execute(
    db,
  );

  await sql`
    create table member_kyc (
      member_id bigint primary key references members(id),
      merchant_id int not null references merchants(id),
      -- N nothing submitted, P pending review, A approved, R rejected.
      status text not null default 'N' check (status in ('N', 'P', 'A', 'R')),
      id_type int check (id_type between 1 and 12),
      personal jsonb,
      front_image uuid,
      back_image uuid,
      selfie_image uuid,
      submitted_at timestamptz,
      reviewed_at timestamptz,
      reviewed_by bigint,
      review_note text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index member_kyc_status on member_kyc (merchant_id, status, submitted_at)`.execute(db);

  await sql`
    create table kyc_images (
      id uuid primary key,
      member_id bigint not null references members(id),
      merchant_id int not null references merchants(id),
      kind text not null check (kind in ('front', 'back', 'selfie')),
      storage_key text not null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      size_bytes int not null check (size_bytes between 1 and 5242880),
      sha256 text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index kyc_images_member on kyc_images (member_id)`.execute(db);

  await sql`
    create table verification_codes (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      purpose text not null check (purpose in ('noLogin', 'register')),
      phone text not null,
      code_hash text not null,
      attempts int not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`.execute(db);
  await sql`create index verification_codes_phone on verification_codes (merchant_id, phone, created_at desc)`.execute(
    db,
  );

  // What the sandbox SMS and mail providers "sent": nothing leaves the machine.
  await sql`
    create table sandbox_sms (
      id bigserial primary key,
      merchant_id int not null,
      phone text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sandbox_sms_phone on sandbox_sms (phone, id desc)`.execute(db);
  await sql`
    create table sandbox_mail (
      id bigserial primary key,
      merchant_id int not null,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table password_resets (
      id bigserial primary key,
      token_hash text not null unique,
      member_id bigint not null references members(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table captchas (
      id uuid primary key,
      client_key text not null,
      -- The answer is a few characters that live two minutes: hashing would not protect it.
      answer text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index captchas_client on captchas (client_key, created_at desc)`.execute(db);

  await sql`
    create table staff (
      id bigserial primary key,
      username text not null check (length(username) between 1 and 64),
      password_hash text not null,
      roles text[] not null default '{}',
      -- null: a platform operator who works on every merchant.
      merchant_id int references merchants(id),
      status text not null default 'active' check (status in ('active', 'locked')),
      created_at timestamptz not null default now(),
      last_login_at timestamptz
    )`.execute(db);
  await sql`create unique index staff_username on staff (lower(username))`.execute(db);

  await sql`
    create table staff_sessions (
      id bigserial primary key,
      token_hash text not null unique,
      staff_id bigint not null references staff(id),
      ip text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);

  await sql`
    create table audit_log (
      id bigserial primary key,
      staff_id bigint references staff(id),
      action text not null,
      target_type text not null,
      target_id text,
      before jsonb,
      after jsonb,
      ip text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_target on audit_log (target_type, target_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit_log',
    'staff_sessions',
    'staff',
    'captchas',
    'password_resets',
    'sandbox_mail',
    'sandbox_sms',
    'verification_codes',
    'kyc_images',
    'member_kyc',
  ]) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
  await sql`drop index if exists members_mobile`.execute(db);
  await sql`
    alter table members
      drop column if exists birthday,
      drop column if exists payee_name,
      drop column if exists avatar_id,
      drop column if exists profile,
      drop column if exists register_ip,
      drop column if exists register_domain`.execute(db);
}
