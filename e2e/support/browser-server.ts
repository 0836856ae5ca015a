import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`: the same Blink and V8 without the
 * browser's own interface) when it is installed, as Playwright itself prefers for headless runs.
 * It drew the same journeys with a third less CPU than the full browser in headless mode
 * (bench/README.md, "Suite time"); the full browser stays the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The machines have no outside network: keep Chromium from trying to reach any service.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The one Chromium of a run, started by the global setup (which cannot import Vitest's test API,
 * hence a module of its own). Starting a browser per journey file cost a launch each, 17 of them;
 * files run one after another, each in browser contexts of its own.
 */
export async function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, headless: true, args: ARGS });
}
