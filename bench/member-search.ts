/**
 * The console's member search at 1,000,000 members on PostgreSQL.
 *
 *   npm run bench:members
 *   BENCH_DATABASE_URL=postgres://… BENCH_MEMBERS=1000000 BENCH_RUNS=200 npm run bench:members
 *
 * Makes its own scratch database on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL,
 * else the local default), migrates it, and fills it in SQL (generate_series, not the API) with
 * BENCH_MEMBERS members: 90 % in the measured brand, the rest in a second brand; usernames of a
 * word and a number, national mobile numbers, last sign-in addresses, VIP levels, 2 % locked, one
 * member in a hundred an agent with a downline, registrations over two years. The search indexes
 * of migration 0055 are dropped during the fill and made again from their own definitions after
 * it (as a bulk import would), then the table is analysed.
 *
 * Each query type then runs BENCH_RUNS times (different values each time) through the real
 * search service, as a staff member of the measured brand asks it, one at a time; p50, p95 and
 * p99 are printed per type. Goal: p95 ≤ 100 ms for every type. The scratch database is dropped.
 */
import { sql } from 'kysely';
import { seedDemoMerchant } from '../apps/server/src/areas/brand/index.ts';
import { searchMembers } from '../apps/server/src/areas/identity/member-console/member-search.repository.ts';
import { type Db, openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { copyDemoBrand } from '../apps/server/src/test/brand-kit.ts';
import { percentile, scratchDatabase } from './wallet-lib.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WORDS = [
  'minh',
  'anh',
  'tuan',
  'linh',
  'huong',
  'nam',
  'lucky',
  'king',
  'tiger',
  'dragon',
  'ace',
  'star',
];

const seconds = (start: number) => (performance.now() - start) / 1000;

/** The search indexes of migration 0055: dropped for the fill, made again from these definitions. */
async function searchIndexes(db: Db): Promise<{ name: string; def: string }[]> {
  const rows = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
     where tablename = 'members' and indexname in
       ('members_username_trgm', 'members_mobile_trgm', 'members_last_login_ip',
        'members_merchant_created', 'members_merchant_status')`.execute(db);
  return rows.rows.map((r) => ({ name: r.indexname, def: r.indexdef }));
}

/** BENCH_MEMBERS members in one statement; ids follow registration time, as the API makes them. */
async function fill(db: Db, brand: number, other: number) {
  const words = `{${WORDS.join(',')}}`;
  await sql`
    insert into members (merchant_id, username, nickname, password_hash, type, upline_id, country_dialing_code,
                         mobile_no, status, vip_level, created_at, last_login_at, last_login_ip)
    select case when i % 10 = 0 then ${other}::int else ${brand}::int end,
           (${words}::text[])[1 + (i * 7) % ${WORDS.length}] || (i * 37 % 1000003)::text,
           'm' || i,
           'x',
           case when i % 100 = 1 then 1 else 0 end,
           null,
           '84',
           '9' || lpad(((i::bigint * 48271) % 100000000)::text, 8, '0'),
           case when i % 50 = 7 then 'locked' else 'active' end,
           1 + (i * 13 % 100) / 12,
           timestamptz '2025-01-01' + (i::float / ${MEMBERS}) * interval '700 days',
           timestamptz '2025-01-01' + (i::float / ${MEMBERS}) * interval '700 days' + interval '1 day',
           '10.' || (i % 200) || '.' || (i / 200 % 250) || '.' || (i % 251)
      from generate_series(1, ${MEMBERS}) as s(i)`.execute(db);
  // Half of the players sit under an agent of their brand (every hundredth member is one).
  await sql`
    update members m set upline_id = a.id
      from members a
     where m.type = 0 and m.id % 2 = 0 and a.type = 1 and a.merchant_id = m.merchant_id
       and a.id = (select min(id) from members where type = 1) + ((m.id * 7) % (${MEMBERS} / 100)) * 100`.execute(
    db,
  );
}

async function seed(db: Db) {
  const brand = await seedDemoMerchant(db);
  const other = (await copyDemoBrand(db, 'bench2')).id;
  const indexes = await searchIndexes(db);
  for (const i of indexes) await sql`drop index ${sql.id(i.name)}`.execute(db);
  let start = performance.now();
  await fill(db, brand, other);
  console.log(`filled ${MEMBERS.toLocaleString('en-US')} members in ${seconds(start).toFixed(1)} s`);
  start = performance.now();
  for (const i of indexes) await sql.raw(i.def).execute(db);
  await sql`analyze members`.execute(db);
  console.log(`search indexes made and analysed in ${seconds(start).toFixed(1)} s`);
  return brand;
}

type Query = Omit<Parameters<typeof searchMembers>[1], 'merchantId' | 'limit'>;

/** Each type of search, its values varying from run to run. */
function queryTypes(agentIds: bigint[], maxId: bigint): Record<string, (n: number) => Query> {
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
  const digits = (n: number, len: number) => String((n * 7919 + 12345) % 10 ** len).padStart(len, '0');
  return {
    'username, a piece (4 chars)': (n) => ({ username: `${pick(WORDS, n).slice(-2)}${digits(n, 2)}` }),
    'username, word and number': (n) => ({ username: `${pick(WORDS, n)}${digits(n, 3)}` }),
    'phone, first digits': (n) => ({ phone: `9${digits(n, 4)}` }),
    'phone, last digits': (n) => ({ phone: digits(n, 5) }),
    'phone, middle': (n) => ({ phone: digits(n, 4) }),
    'last address, network': (n) => ({ lastLoginIp: `10.${n % 200}.${n % 250}.` }),
    'member id': (n) => ({ memberId: String(maxId - BigInt((n * 7919) % MEMBERS)) }),
    upline: (n) => ({ upline: `@agent:${pick(agentIds, n)}` }),
    'status locked': () => ({ status: 'locked' }),
    'VIP level': (n) => ({ vipLevel: 1 + (n % 9) }),
    'registered in one week': (n) => {
      const from = new Date(Date.UTC(2025, 0, 1) + (n % 90) * 7 * 86_400_000);
      return {
        registeredFrom: from.toISOString(),
        registeredTo: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
      };
    },
    'VIP level, locked, username piece': (n) => ({
      vipLevel: 1 + (n % 9),
      status: 'locked',
      username: pick(WORDS, n),
    }),
  };
}

async function measure(db: Db, brand: number, query: (n: number) => Query, usernames: Map<string, string>) {
  const times: number[] = [];
  let rows = 0;
  for (let n = 0; n < RUNS + 5; n++) {
    const q = query(n);
    // The upline is named by username, as staff type it.
    if (q.upline?.startsWith('@agent:')) q.upline = usernames.get(q.upline.slice(7)) ?? q.upline;
    const start = performance.now();
    const page = await searchMembers(db, { ...q, merchantId: brand, limit: 50 });
    const ms = performance.now() - start;
    if (n >= 5) times.push(ms); // The first few warm the connection and the plan cache.
    rows += page.length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rows: rows / (RUNS + 5),
  };
}

async function main() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) process.env.DATABASE_URL = new URL('/postgres', base).toString();
  const scratch = await scratchDatabase('bench_members');
  const handle = openPostgres(scratch.url, 4);
  try {
    await migrateToLatest(handle.db);
    const brand = await seed(handle.db);
    const agents = await handle.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('type', '=', 1)
      .where('merchant_id', '=', brand)
      .limit(500)
      .execute();
    const usernames = new Map(agents.map((a) => [String(a.id), a.username]));
    const max = await handle.db
      .selectFrom('members')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const types = queryTypes(
      agents.map((a) => a.id),
      BigInt(max.id),
    );
    console.log(`\n${RUNS} searches per type, one at a time, a page of 50, newest first (ms):`);
    console.log(
      `${'query'.padEnd(36)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  rows/page`,
    );
    for (const [name, query] of Object.entries(types)) {
      const f = await measure(handle.db, brand, query, usernames);
      const cells = [f.p50, f.p95, f.p99].map((v) => v.toFixed(1).padStart(7)).join(' ');
      console.log(
        `${name.padEnd(36)} ${cells}  ${f.rows.toFixed(1)}${f.p95 > 100 ? '  (over the goal)' : ''}`,
      );
    }
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

await main();
