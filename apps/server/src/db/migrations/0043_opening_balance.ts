import { type Kysely, sql } from 'kysely';

/**
 * The demo accounts' starting money is an opening balance, not a deposit (docs/cashier-api.md):
 * the seed used to book it with the deposit kind, so the member's profit and loss counted it as a
 * deposit while the agent's team figures (paid cashier orders) did not. The seeded transfers are
 * relabelled once, kind only: accounts, amounts, keys and times stay as they were, and the seed's
 * next run replays them under the new kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await relabel(db, 'deposit', 'opening_balance');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await relabel(db, 'opening_balance', 'deposit');
}

async function relabel(db: Kysely<unknown>, from: string, to: string) {
  // Transfers are immutable by trigger; this one correction is made with it off.
  await sql`alter table ledger_transfers disable trigger ledger_transfers_immutable`.execute(db);
  await sql`update ledger_transfers set kind = ${to}
    where kind = ${from} and reference = 'demo-seed' and idempotency_key like 'demo-seed:%'`.execute(db);
  await sql`alter table ledger_transfers enable trigger ledger_transfers_immutable`.execute(db);
}
