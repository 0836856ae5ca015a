/**
 * The built player site as `npm start` serves it, for the benchmarks: the built server on a free
 * loopback port with a fresh embedded database and its demo data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The three pages: home, a category lobby and the Vietnamese lottery betting page. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'lobby (slots)', path: '/rng' },
  { name: 'VN lottery betting', path: '/vnLottery?gameCode=vn-mb' },
];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? ok(addr.port) : fail(new Error('no port'))));
    });
  });
}

/** `webDist` serves another build of the site (WEB_DIST) from the same server code. */
export async function startServer(
  opts: { webDist?: string } = {},
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pf-bench-web-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...(opts.webDist ? { WEB_DIST: opts.webDist } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('server not ready');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A demo member's token, which the site takes from the address once (app start). */
export async function memberToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo01', password: 'Demo@1234', type: 'username' }),
  });
  const body = (await res.json()) as { success: boolean; value?: { token?: string } };
  if (!body.success || !body.value?.token) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}
