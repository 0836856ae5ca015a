import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A second secret beside the wallet's: some vendors (Evolution) sign the calls a merchant makes
  // to them (the game launch, the game list) with an API token other than the one their wallet
  // calls carry. Sealed like the first one; never answered.
  await sql`alter table vendor_credentials add column api_token_sealed text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vendor_credentials drop column if exists api_token_sealed`.execute(db);
}
