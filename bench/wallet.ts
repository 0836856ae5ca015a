/**
 * Bet debits per second through the ledger service, beside pgbench's TPC-B-like run on the same
 * PostgreSQL server in the same run.
 *
 *   npm run bench:wallet                      # local server, 10 s per point
 *   DATABASE_URL=postgres://… BENCH_SECONDS=5 npx tsx bench/wallet.ts
 *
 * Each figure uses its own scratch database, dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createLedger,
  houseAccount,
  type LedgerService,
  memberAccount,
  paymentClearing,
} from '../apps/server/src/areas/money/index.ts';
import { openPGlite, openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { type Figure, measure, percentile, scratchDatabase } from './wallet-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32').split(',').map(Number);
const MEMBERS = 1000;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const M = 1;
const CUR = 'VND';
const run = Date.now().toString(36);

async function fund(ledger: LedgerService, members: number) {
  for (let i = 0; i < members; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, members - i) }, (_, k) =>
        ledger.transfer({
          merchantId: M,
          debit: paymentClearing(M, 'bench', CUR),
          credit: memberAccount(M, i + k, CUR),
          amount: 10n ** 12n,
          kind: 'deposit',
          idempotencyKey: `fund-${i + k}`,
        }),
      ),
    );
  }
}

function bet(ledger: LedgerService, member: number, key: string) {
  return ledger.transfer({
    merchantId: M,
    debit: memberAccount(M, member, CUR),
    credit: houseAccount(M, CUR),
    amount: 100n,
    kind: 'bet',
    reference: 'bench',
    idempotencyKey: key,
  });
}

/** pgbench's own tps, and p50/p99 from its per-transaction log. */
function pgbench(url: string, clients: number, script: string[] = ['-b', 'tpcb-like']): Figure {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const out = execFileSync(
      PGBENCH,
      [
        '-n',
        ...script,
        '-c',
        String(clients),
        '-j',
        String(Math.min(clients, 4)),
        '-T',
        String(SECONDS),
        '-l',
        '--log-prefix',
        join(dir, 'log'),
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    const lat: number[] = [];
    for (const f of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) lat.push(us / 1000);
      }
    }
    lat.sort((a, b) => a - b);
    return { tps, p50: percentile(lat, 50), p99: percentile(lat, 99), count: lat.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (f: Figure) =>
  `${f.tps.toFixed(0).padStart(7)} tps  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(7)} ms`;

async function main() {
  console.log(`wallet bench: ${SECONDS}s per point, clients ${CLIENTS.join('/')}`);
  const walletDb = await scratchDatabase('bench_wallet');
  const pgbenchDb = await scratchDatabase('bench_pgbench');
  const handle = openPostgres(walletDb.url, Math.max(...CLIENTS) + 4);
  try {
    await migrateToLatest(handle.db);
    const ledger = createLedger(handle.db);
    console.log(`funding ${MEMBERS} members…`);
    await fund(ledger, MEMBERS);
    const scale = Math.max(...CLIENTS);
    console.log(`initialising pgbench at scale ${scale}…`);
    execFileSync(PGBENCH, ['-i', '-q', '-s', String(scale), pgbenchDb.url], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });

    // The same bet as the service sends, driven by pgbench's C client: the database's own ceiling,
    // without the Node.js client's share of the two cores.
    const betSql = join(mkdtempSync(join(tmpdir(), 'bet-')), 'bet.sql');
    writeFileSync(
      betSql,
      `\\set m random(0, ${MEMBERS - 1})\n` +
        `select * from ledger_transfer(${M}, '${CUR}', 'member', :m::text, 'cash', 'house', '', 'house', 100, ` +
        `'bet', 'bench', 'pgb-${run}-' || :client_id || '-' || random()::text, null, false, null);\n`,
    );

    const rows: string[] = [];
    for (const c of CLIENTS) {
      const w = await measure(c, SECONDS, (client, n) =>
        bet(ledger, (client * 7919 + n) % MEMBERS, `b-${run}-${c}-${client}-${n}`),
      );
      const p = pgbench(pgbenchDb.url, c);
      const sqlOnly = pgbench(walletDb.url, c, ['-f', betSql]);
      rows.push(
        `${String(c).padStart(2)} clients  wallet ${fmt(w)} | pgbench ${fmt(p)} | ratio ${(w.tps / p.tps).toFixed(2)}x`,
        `            ledger_transfer via pgbench ${fmt(sqlOnly)} | ratio ${(sqlOnly.tps / p.tps).toFixed(2)}x`,
      );
      console.log(rows.slice(-2).join('\n'));
    }
    const hot = await measure(32, SECONDS, (client, n) => bet(ledger, 0, `h-${run}-${client}-${n}`));
    rows.push(`32 clients on one hot member  wallet ${fmt(hot)}`);
    console.log(rows.at(-1));
  } finally {
    await handle.close();
    await walletDb.drop();
    await pgbenchDb.drop();
  }

  const dir = mkdtempSync(join(tmpdir(), 'pglite-bench-'));
  const lite = await openPGlite(dir);
  try {
    await migrateToLatest(lite.db);
    const ledger = createLedger(lite.db);
    await fund(ledger, 100);
    const f = await measure(1, SECONDS, (_c, n) => bet(ledger, n % 100, `l-${n}`));
    console.log(`embedded PGlite, 1 client      wallet ${fmt(f)}`);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
