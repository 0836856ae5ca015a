import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createJourneyDatabase } from './journey-database.ts';
import { freePort, stopServer, waitReady } from './server-process.ts';

const root = resolve(import.meta.dirname, '../..');

export interface Instances {
  /** Each instance's address, in start order. */
  urls: string[];
  close(): Promise<void>;
}

/**
 * `count` server processes on one fresh PostgreSQL database (created on TEST_DATABASE_URL's server
 * and dropped on close) and one Redis under a prefix of their own, as a deployment runs them.
 * The first migrates and seeds before the next starts.
 */
export async function startPostgresInstances(
  count: number,
  env: { databaseUrl: string; redisUrl: string },
): Promise<Instances> {
  const tag = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const name = `e2e_${tag}`;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  await admin.connect();
  await createJourneyDatabase((sql) => admin.query(sql), name);
  await admin.end();
  const url = new URL(env.databaseUrl);
  url.pathname = `/${name}`;

  const servers: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const urls: string[] = [];
  const close = async () => {
    await Promise.all(servers.map(stopServer));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const drop = new pg.Client({ connectionString: env.databaseUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-pg-'));
      dataDirs.push(dataDir);
      const server = spawn(process.execPath, ['--enable-source-maps', inject('serverMain')], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          REDIS_URL: env.redisUrl,
          REDIS_PREFIX: `e2e-${tag}:`,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: 'true',
          WEB_DIST: inject('webRoot'),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The first instance seeded the database.
          ...(i > 0 ? { NO_SEED: '1' } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      servers.push(server);
      const base = `http://localhost:${port}`;
      await waitReady(base, server, 60_000);
      urls.push(base);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { urls, close };
}
