import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/create-database.ts';

/** The server to measure: DATABASE_URL, else the local default. */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the same server, dropped by `drop()`; keeps benchmarks off real data. */
export async function scratchDatabase(
  prefix: string,
  /** A migrated database to copy (SCRATCH_TEMPLATE, as the tests pass theirs), else an empty one. */
  template = process.env.SCRATCH_TEMPLATE ?? '',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Let closing pools finish their goodbyes first; force only what is still attached.
      for (let i = 0; i < 10; i++) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

export interface Figure {
  tps: number;
  p50: number;
  p99: number;
  count: number;
}

/** Runs `clients` loops of `op` for `seconds`; latency in milliseconds. */
export async function measure(
  clients: number,
  seconds: number,
  op: (client: number, n: number) => Promise<unknown>,
): Promise<Figure> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let n = 0; performance.now() < end; n++) {
        const t0 = performance.now();
        await op(c, n);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    tps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
  };
}
