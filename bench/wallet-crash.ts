/**
 * Crash proof: a load process moves money through the ledger service, is killed with SIGKILL in
 * the middle, a new process takes over, every client retries what it never saw answered, and
 * reconciliation must come out clean with every acknowledged transfer present exactly once.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/wallet-crash.ts      (runs in a scratch database)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import {
  createLedger,
  houseAccount,
  type LedgerService,
  memberAccount,
  paymentClearing,
  reconcileLedger,
} from '../apps/server/src/areas/money/index.ts';
import { openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { scratchDatabase } from './wallet-lib.ts';

const M = 1;
const CUR = 'VND';
const MEMBERS = 40;
const FUNDS = 10_000_000n;
const WORKERS = 16;

interface Op {
  key: string;
  member: number;
  amount: bigint;
  twoPhase: boolean;
}

/** Deterministic from the key, so a retry sends exactly the same request. */
function opFor(worker: number, n: number, round: string): Op {
  return {
    key: `${round}-${worker}-${n}`,
    member: (worker * 31 + n) % MEMBERS,
    amount: BigInt(1 + ((worker * 7 + n * 13) % 500)),
    twoPhase: n % 5 === 0,
  };
}

/** Applies one op; a two-phase op reserves then posts, each step idempotent on its own key. */
async function apply(ledger: LedgerService, op: Op) {
  const debit = memberAccount(M, op.member, CUR);
  const credit = houseAccount(M, CUR);
  const base = { merchantId: M, debit, credit, amount: op.amount, kind: 'bet', reference: op.key };
  if (!op.twoPhase) return ledger.transfer({ ...base, idempotencyKey: op.key });
  const hold = await ledger.reserve({ ...base, idempotencyKey: `${op.key}-r` });
  return ledger.post({ merchantId: M, pendingId: hold.id, idempotencyKey: `${op.key}-p` });
}

/** Child mode: run load until killed, printing TRY before and ACK after each op. */
async function load(url: string, round: string) {
  const h = openPostgres(url, WORKERS);
  const ledger = createLedger(h.db);
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let n = 0; ; n++) {
        const op = opFor(w, n, round);
        process.stdout.write(`TRY ${w} ${n}\n`);
        await apply(ledger, op);
        process.stdout.write(`ACK ${w} ${n}\n`);
      }
    }),
  );
}

function runLoad(url: string, round: string, ms: number, tried: Op[], acked: Set<string>): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--load', url, round],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  let started = false;
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      const [tag, w, n] = line.split(' ');
      const op = opFor(Number(w), Number(n), round);
      if (tag === 'TRY') {
        tried.push(op);
        if (!started) {
          started = true;
          // SIGKILL: no shutdown hooks, queries cut mid-flight.
          setTimeout(() => child.kill('SIGKILL'), ms);
        }
      } else if (tag === 'ACK') acked.add(op.key);
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function main() {
  const scratch = await scratchDatabase('crash_wallet');
  const h = openPostgres(scratch.url, 20);
  const failures: string[] = [];
  try {
    await migrateToLatest(h.db);
    const ledger = createLedger(h.db);
    for (let m = 0; m < MEMBERS; m++) {
      await ledger.transfer({
        merchantId: M,
        debit: paymentClearing(M, 'bank', CUR),
        credit: memberAccount(M, m, CUR),
        amount: FUNDS,
        kind: 'deposit',
        idempotencyKey: `fund-${m}`,
      });
    }
    const tried: Op[] = [];
    const acked = new Set<string>();
    for (const round of ['a', 'b']) {
      console.log(`load process ${round}: running, SIGKILL after 3 s…`);
      await runLoad(scratch.url, round, 3000, tried, acked);
      console.log(`  killed; ${tried.length} tried, ${acked.size} acknowledged so far`);
      const r = await reconcileLedger(h.db, { graceSeconds: 3600 });
      console.log(`  reconcile after kill: ${r.ok ? 'clean' : r.problems.join('; ')}`);
      if (!r.ok) failures.push(...r.problems);
    }

    console.log('checking every acknowledged transfer is stored once…');
    const keys = tried.filter((o) => acked.has(o.key)).map((o) => (o.twoPhase ? `${o.key}-p` : o.key));
    const { rows } = await sql<{ n: bigint }>`
      select count(*) as n from ledger_transfers where idempotency_key = any(${keys}::text[])`.execute(h.db);
    if (Number(rows[0]?.n ?? 0) !== keys.length)
      failures.push(`acknowledged ${keys.length}, stored ${rows[0]?.n}`);

    console.log(`clients retry all ${tried.length} tried requests…`);
    let replayed = 0;
    for (let i = 0; i < tried.length; i += 50) {
      const batch = await Promise.all(tried.slice(i, i + 50).map((op) => apply(ledger, op)));
      replayed += batch.filter((t) => t.replayed).length;
    }
    console.log(`  ${replayed} were already applied, ${tried.length - replayed} completed by the retry`);

    const spent = new Map<number, bigint>();
    for (const op of tried) spent.set(op.member, (spent.get(op.member) ?? 0n) + op.amount);
    for (let m = 0; m < MEMBERS; m++) {
      const b = await ledger.balance(memberAccount(M, m, CUR));
      const want = FUNDS - (spent.get(m) ?? 0n);
      if (b.balance !== want || b.pending !== 0n) {
        failures.push(`member ${m}: balance ${b.balance} pending ${b.pending}, expected ${want} and 0`);
      }
    }
    const final = await reconcileLedger(h.db, { graceSeconds: 0, progress: (m) => console.log(`  ${m}`) });
    failures.push(...final.problems);
  } finally {
    await h.close();
    await scratch.drop();
  }
  if (failures.length) {
    for (const f of failures) console.error(`FAIL ${f}`);
    process.exit(1);
  }
  console.log('crash proof passed: nothing lost, nothing doubled');
}

if (process.argv[2] === '--load') await load(process.argv[3]!, process.argv[4]!);
else await main();
