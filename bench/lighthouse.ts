/**
 * Lighthouse for the benchmarks, from the npm registry into a cache folder on first use
 * (LIGHTHOUSE_VERSION), so the project's own install stays lean.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_VERSION = process.env.LIGHTHOUSE_VERSION ?? '13.5.0';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Lighthouse's result is a large JSON document; only the few numbers read below are typed.
export interface LighthouseResult {
  /** Set when Lighthouse could not measure the load (a trace without navigation start, say). */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number }[] } }>;
  /** Lighthouse's own timing of a short script loop on the host. */
  environment?: { benchmarkIndex?: number };
}
export type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;
export interface ChromeLauncher {
  launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

export async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; launcher: ChromeLauncher }> {
  const dir = join(tmpdir(), `pf-lighthouse-${LIGHTHOUSE_VERSION}`);
  const pkg = join(dir, 'node_modules', 'lighthouse');
  if (!existsSync(pkg)) {
    mkdirSync(dir, { recursive: true });
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into a cache folder…`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const lh = await import(pathToFileURL(join(pkg, 'core', 'index.js')).href);
  const cl = await import(
    pathToFileURL(join(dir, 'node_modules', 'chrome-launcher', 'dist', 'index.js')).href
  );
  return { lighthouse: lh.default as LighthouseFn, launcher: cl as ChromeLauncher };
}
