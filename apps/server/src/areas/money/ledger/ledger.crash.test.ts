import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const base = process.env.TEST_DATABASE_URL;
const script = fileURLToPath(new URL('../../../../../../bench/wallet-crash.ts', import.meta.url));

// Kills a load process with SIGKILL twice mid-load; the script checks reconciliation, that every
// acknowledged transfer is stored once and that retries apply nothing twice. PostgreSQL only.
describe.skipIf(!base)('ledger survives kill -9 on postgres', () => {
  it('reconciles clean with every acknowledged transfer present once', { timeout: 60_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      // The scratch database starts as a copy of the run's migrated template.
      env: { ...process.env, DATABASE_URL: base, SCRATCH_TEMPLATE: inject('postgresTemplate') },
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(run.stderr).not.toMatch(/FAIL/);
    expect(run.stdout).toMatch(/reconcile after kill: clean[\s\S]*reconcile after kill: clean/);
    expect(run.stdout).toContain('crash proof passed');
    expect(run.status).toBe(0);
  });
});
