import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createLedger, memberAccount, paymentClearing } from './areas/money/index.ts';
import { type DbHandle, openPGlite, openPostgres } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { scratchPostgres } from './test/scratch-postgres.ts';

const cli = fileURLToPath(new URL('./reconcile.cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reconcile-cli-'));
const base = process.env.TEST_DATABASE_URL;

/**
 * The database the command checks, as the command finds it: on PostgreSQL when the suite has one
 * (a copy of the run's migrated template, named by DATABASE_URL), else the embedded one in DATA_DIR.
 */
async function commandDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<DbHandle> | DbHandle;
  drop(): Promise<void>;
}> {
  if (base) {
    const scratch = await scratchPostgres(base, 't_reconcile');
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openPostgres(scratch.url, 1),
      drop: scratch.drop,
    };
  }
  return { env: { DATA_DIR: dir }, open: () => openPGlite(dir), drop: async () => {} };
}

function runCli(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', cli], {
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('wallet:reconcile command', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints progress, exits 0 on a clean ledger and 1 listing a tampered balance', {
    timeout: 90_000,
  }, async () => {
    const target = await commandDatabase();
    try {
      const h = await target.open();
      await migrateToLatest(h.db);
      await createLedger(h.db).transfer({
        merchantId: 1,
        debit: paymentClearing(1, 'bank', 'VND'),
        credit: memberAccount(1, 5, 'VND'),
        amount: 1234n,
        kind: 'deposit',
        idempotencyKey: 'd',
      });
      await h.close();

      const clean = runCli(target.env);
      expect(clean.stdout).toContain('[6/6]');
      expect(clean.stdout).toContain('ledger is consistent');
      expect(clean.status).toBe(0);

      const t = await target.open();
      await sql`update ledger_balances set balance = 1000 where account_id = (select id from ledger_accounts where owner_kind = 'member')`.execute(
        t.db,
      );
      await t.close();

      const bad = runCli(target.env);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toMatch(/PROBLEM account \d+: balance 1000 but its transfers give 1234/);
      expect(bad.stderr).toMatch(/PROBLEM currency VND: balances sum to -234, not 0/);
    } finally {
      await target.drop();
    }
  });
});
