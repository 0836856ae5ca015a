/**
 * Read paths under load, beside a bare Fastify server in the same run.
 *
 *   npm run bench:http
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=100 DATABASE_URL=postgres://… npm run bench:http
 *
 * Starts two processes: `bench/http-hello.ts` (Fastify answering `{hello:'world'}`) and the
 * platform's server (`apps/server/src/main.ts`) on a scratch PostgreSQL database with the demo
 * seed, logs the demo member in, then loads each hot endpoint in turn with BENCH_CONNECTIONS
 * (default 100) connections for BENCH_SECONDS (default 10) each, using `wrk` when it is installed
 * and autocannon (npm) otherwise. Prints requests/s, p50, p99, non-2xx answers and the share of
 * the hello server's rate (hello is measured first and last; the share uses their mean). The
 * lobby and the menus are also loaded asking for compression as browsers do (brotli), and a game
 * tile as a browser asks for a picture (WebP, drawn once, then kept). Goals
 * (issue 12): lobby, menus, help and app-start ≥ 20 % of hello with p99 ≤ 50 ms; balance and
 * member info ≥ 10 %, p99 ≤ 50 ms; /healthz ≥ 50 %. `BENCH_ONLY=balance,healthz` picks rows by
 * label. Each row is loaded for BENCH_WARMUP seconds (default 3) before it is measured, so a
 * route's one-time start-up work is not counted. The scratch database is dropped at the end.
 *
 * The measured server runs with JOBS=false, as request-serving instances of a deployment do, and a
 * second instance on the same database and machine runs the background jobs (draws, settlement,
 * the Crash clock, payroll): the machine does the same work, but a draw being settled does not
 * hold the measured event loop. BENCH_JOBS=inline runs the jobs inside the measured server instead.
 *
 * BENCH_PROFILE=<dir> runs the server under `node --cpu-prof` and, after the rows, prints the
 * functions that took the most CPU (the profile file opens as a flame graph in Chrome DevTools).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { printTop } from './cpu-profile.ts';
import { scratchDatabase } from './wallet-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const PROFILE = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
const HELLO_PORT = 4100;
const APP_PORT = 4101;
const JOBS_PORT = 4102;
const JOBS_INLINE = process.env.BENCH_JOBS === 'inline';
/**
 * BENCH_PIN=1 runs the load tool on the last CPU and the two measured servers (hello and the
 * platform) on the others (`taskset`), so the tool's threads do not take turns with the server
 * it measures; PostgreSQL and the job instance still go where the kernel puts them.
 */
const PIN = process.env.BENCH_PIN === '1' && availableParallelism() > 1;
const toolCpu = String(availableParallelism() - 1);
const serverCpus = availableParallelism() > 2 ? `0-${availableParallelism() - 2}` : '0';
const root = fileURLToPath(new URL('..', import.meta.url));

interface Target {
  label: string;
  path: string;
  member?: boolean;
  /** Sent as Accept-Encoding, as browsers do: the answer comes back compressed. */
  encoding?: string;
  /** Sent as Accept: a browser's image request takes WebP. */
  accept?: string;
  /** Share of hello to reach, in percent. */
  goal: number;
}

const targets: Target[] = [
  { label: 'healthz', path: '/healthz', goal: 50 },
  { label: 'system status', path: '/wps/system/status', goal: 20 },
  { label: 'system permission', path: '/wps/system/permission', goal: 20 },
  { label: 'help centre', path: '/wps/system/helpCenter?language=EN', goal: 20 },
  {
    label: 'lobby game list',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42',
    goal: 20,
  },
  { label: 'vendor list', path: '/wps/relay/GCSGAME_newGameVendor', goal: 20 },
  { label: 'lottery menus', path: '/lgw/games/game_menus', goal: 20 },
  {
    label: 'lobby, compressed',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42',
    encoding: 'gzip, deflate, br',
    goal: 20,
  },
  { label: 'menus, compressed', path: '/lgw/games/game_menus', encoding: 'gzip, deflate, br', goal: 20 },
  {
    label: 'game tile, WebP',
    path: '/static/games/1.svg?w=240',
    accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
    goal: 20,
  },
  { label: 'balance (member)', path: '/wps/v2/wallets/balance', member: true, goal: 10 },
  { label: 'member info (member)', path: '/wps/member/info', member: true, goal: 10 },
];

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1; only a missing binary is ENOENT.
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
const useWrk = process.env.BENCH_TOOL !== 'autocannon' && hasWrk();

function ms(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

function runWrk(url: string, headers: Record<string, string>, seconds: number): Figure {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = PIN
    ? execFileSync('taskset', ['-c', toolCpu, 'wrk', ...args, url], { encoding: 'utf8' })
    : execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    non2xx,
  };
}

async function runAutocannon(url: string, headers: Record<string, string>, seconds: number): Promise<Figure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

const load = (url: string, headers: Record<string, string> = {}, seconds = SECONDS) =>
  useWrk ? Promise.resolve(runWrk(url, headers, seconds)) : runAutocannon(url, headers, seconds);

/**
 * Loads a row for BENCH_WARMUP seconds before it is measured. A route's first calls compile its
 * code and serializer and fill its cache: a stall that happens once per process start, which a
 * 10-second row would otherwise count a hundred thousand times over in its p99.
 */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Figure> {
  if (WARMUP > 0) await load(url, headers, WARMUP);
  return load(url, headers);
}

function start(
  script: string,
  env: Record<string, string>,
  flags: string[] = [],
  pinned = false,
): ChildProcess {
  const node = [process.execPath, ...flags, '--import', 'tsx', script];
  const [command, ...args] = pinned ? ['taskset', '-c', serverCpus, ...node] : node;
  const child = spawn(command as string, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo01', password: 'Demo@1234', type: 'username' }),
  });
  const body = (await res.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function main() {
  const scratch = await scratchDatabase('bench_http');
  const hello = start('bench/http-hello.ts', { PORT: String(HELLO_PORT) }, [], PIN);
  const serverEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? '',
  };
  const app = start(
    'apps/server/src/main.ts',
    { ...serverEnv, PORT: String(APP_PORT), JOBS: JOBS_INLINE ? 'true' : 'false' },
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
    PIN,
  );
  let jobs: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${APP_PORT}`;
    await Promise.all([waitFor(`http://127.0.0.1:${HELLO_PORT}/`), waitFor(`${base}/readyz`)]);
    if (!JOBS_INLINE) {
      // Started once the first has migrated and seeded, so the two never race for either.
      jobs = start('apps/server/src/main.ts', { ...serverEnv, PORT: String(JOBS_PORT), NO_SEED: 'true' });
      await waitFor(`http://127.0.0.1:${JOBS_PORT}/readyz`);
    }
    const token = await login(base);
    console.log(
      `tool ${useWrk ? 'wrk' : 'autocannon'}, ${CONNECTIONS} connections, ${SECONDS} s per row, node ${process.version}, jobs ${JOBS_INLINE ? 'inside the measured server' : 'in a second instance'}${PIN ? `, tool on CPU ${toolCpu}, servers on ${serverCpus}` : ''}`,
    );
    // Warm the JIT and the caches of both servers before the timed rows.
    const helloFirst = await measure(`http://127.0.0.1:${HELLO_PORT}/`);
    const rows: [string, Figure, number][] = [];
    for (const t of targets) {
      if (ONLY && !ONLY.some((o) => t.label.includes(o))) continue;
      const headers: Record<string, string> = t.member ? { authorization: `Bearer ${token}` } : {};
      if (t.encoding) headers['accept-encoding'] = t.encoding;
      if (t.accept) headers.accept = t.accept;
      const figure = await measure(`${base}${t.path}`, headers);
      rows.push([t.label, figure, t.goal]);
    }
    const helloLast = await measure(`http://127.0.0.1:${HELLO_PORT}/`);
    const helloRps = (helloFirst.rps + helloLast.rps) / 2;
    console.log(
      `${'endpoint'.padEnd(24)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('share', 8)}  goal`,
    );
    const line = (label: string, f: Figure, goal?: number) => {
      const share = (f.rps / helloRps) * 100;
      const verdict =
        goal === undefined
          ? ''
          : `≥ ${goal} %, p99 ≤ 50 ms: ${share >= goal && (goal === 50 || f.p99 <= 50) ? 'met' : 'not met'}`;
      console.log(
        `${label.padEnd(24)}${pad(f.rps.toFixed(0), 9)}${pad(f.p50.toFixed(1), 9)}${pad(f.p99.toFixed(1), 9)}${pad(f.non2xx, 9)}${pad(`${share.toFixed(1)} %`, 8)}  ${verdict}`,
      );
    };
    line('hello (first)', helloFirst);
    line('hello (last)', helloLast);
    for (const [label, figure, goal] of rows) line(label, figure, goal);
  } finally {
    hello.kill('SIGTERM');
    const servers = jobs ? [app, jobs] : [app];
    const exited = Promise.all(servers.map((s) => new Promise((r) => s.once('exit', r))));
    for (const s of servers) s.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    await scratch.drop();
  }
  if (PROFILE) {
    const newest = readdirSync(PROFILE)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(PROFILE, f))
      .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs)[0];
    if (newest) printTop(newest, 30);
  }
}

await main();
