import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DbHandle, openPGlite, openPostgres } from '../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/index.ts';
import { startBrowserServer } from './browser-server.ts';
import { addE2eMerchants } from './fixtures.ts';
import { createJourneyDatabase } from './journey-database.ts';
import { freePort, waitReady } from './server-process.ts';
import { enrolStaff } from './staff-sign-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The build the server serves: a copy, so a journey can deploy a new build over it. */
    webRoot: string;
    /** The build as made, to put back after such a journey. */
    webBuild: string;
    /** The server built to JavaScript, for journeys that start instances of their own. */
    serverMain: string;
    /** Where the run's one Chromium listens for the journeys' connections. */
    browserEndpoint: string;
    /** The demo admin's authenticator secret, enrolled once for the run. */
    staffTotpSecret: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds a fresh embedded database with the demo data plus the journeys' extra brands, then starts
 * the real server process on it, serving the built web app, exactly as `npm start` does.
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets several checkouts' journeys run side by side, each on its own build.
  const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web app first: npm run build -w @pf/web');
  // The operator console is served at /bo when built (npm run build:fronts); only its journey needs it.
  const consoleDist = process.env.E2E_CONSOLE_DIST
    ? resolve(process.env.E2E_CONSOLE_DIST)
    : join(root, 'apps/console/dist');

  // Keno and the quickest fast VN game draw every 20 s (read by the lottery seed here and in the
  // server), so the lottery journey waits for real draws instead of five minutes and 45 s.
  process.env.LOTTERY_KENO_INTERVAL_SECONDS ??= '20';
  process.env.LOTTERY_FAST_INTERVAL_SECONDS ??= '20';
  const dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-'));
  const webRoot = mkdtempSync(join(tmpdir(), 'pf-e2e-web-'));
  cpSync(webDist, webRoot, { recursive: true });
  const pgDatabase = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
  const database: DbHandle = pgDatabase ? openPostgres(pgDatabase.url, 4) : await openPGlite(dataDir);
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  await addE2eMerchants(database);
  await database.close();

  const port = await freePort();
  // The server built to JavaScript, as `npm start` runs it in production; built afresh here (about a
  // second) so a journey never runs stale server code, in a folder of its own per run.
  const serverOut = join(root, 'apps/server/dist', `e2e-${process.pid}`);
  execFileSync(process.execPath, [join(root, 'apps/server/build.mjs'), serverOut], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['--enable-source-maps', join(serverOut, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: pgDatabase?.url ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      WEB_DIST: webRoot,
      CONSOLE_DIST: consoleDist,
      LOG_LEVEL: 'warn',
      // Login, SMS and captcha counters of this run only: a run minutes earlier on the same Redis
      // must not leave this one's addresses locked or asked for a captcha.
      REDIS_PREFIX: `e2e-${process.pid}-${Date.now()}:`,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const [browserServer] = await Promise.all([startBrowserServer(), waitReady(baseUrl, server, 60_000)]);
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('webRoot', webRoot);
  project.provide('webBuild', webDist);
  project.provide('serverMain', join(serverOut, 'main.js'));
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('staffTotpSecret', await enrolStaff(baseUrl));

  return async () => {
    await browserServer.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(serverOut, { recursive: true, force: true });
  };
}

/**
 * With TEST_DATABASE_URL set (as CI sets it), the journeys' server runs on a fresh database of its
 * own on that PostgreSQL server, as a deployment does; without it, on the embedded database `npm
 * start` uses. Dropped when the run ends.
 */
async function createPostgresDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await createJourneyDatabase(admin, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
