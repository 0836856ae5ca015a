import { type Kysely, sql } from 'kysely';

/**
 * Money sized for the currency (decision 0015). A brand's amounts are its currency's defaults
 * (packages/shared money tables) with the brand's overrides over them, kept here as jsonb in the
 * wire shape. A payment method without limits of its own follows the brand's deposit limits; the
 * withdrawal limits are the brand's money settings, so the cashier settings no longer keep them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchants add column money_overrides jsonb not null default '{}'::jsonb`.execute(db);
  await sql`
    alter table payment_methods
      alter column min_amount drop not null,
      alter column max_amount drop not null`.execute(db);
  await sql`alter table cashier_settings drop column withdraw_min, drop column withdraw_max`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_settings
      add column withdraw_min bigint not null default 10000 check (withdraw_min > 0),
      add column withdraw_max bigint not null default 10000000000,
      add check (withdraw_max >= withdraw_min)`.execute(db);
  await sql`update payment_methods set min_amount = coalesce(min_amount, 100), max_amount = coalesce(max_amount, 10000000000)`.execute(
    db,
  );
  await sql`
    alter table payment_methods
      alter column min_amount set not null,
      alter column max_amount set not null`.execute(db);
  await sql`alter table merchants drop column money_overrides`.execute(db);
}
