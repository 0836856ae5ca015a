import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const shotsDir = resolve(import.meta.dirname, '../screenshots');

/**
 * Screenshots are for people to open and look at. A CI run keeps none of them, and taking them
 * was a fifth of the journeys' time there, so `.ci/run` turns them off with E2E_SCREENSHOTS=0.
 */
const takeShots = process.env.E2E_SCREENSHOTS !== '0';

/**
 * A connection to the run's Chromium. Closing it closes every context it opened and leaves the
 * browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * Contexts `openPage` opened and nobody closed yet. A page left open keeps its timers, push
 * connection and polling running while the next journeys of the file run, for Chromium to serve.
 */
const openContexts = new Set<BrowserContext>();

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * A fresh page. Journeys start as a visitor who already accepted the home disclaimer and closed
 * the publicity popup in this browser session (both are asked once per session), so their own
 * steps are not covered by those dialogs; `siteNotices: true` starts before both, as a first visit.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  opts: { siteNotices?: boolean } = {},
): Promise<Page> {
  // Players who ask their system for less motion: the ticker, spinners and progress bars stand
  // still, which spared Chromium a fifth of its CPU in the journeys without changing a step. The
  // motion itself is covered by the component tests; a journey can pass `reducedMotion` to differ.
  const context = await browser.newContext({
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ...options,
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  if (!opts.siteNotices) {
    await context.addInitScript(() => {
      sessionStorage.setItem('disclaimerAccepted', '1');
      sessionStorage.setItem('publicityClosed', 'public,member');
    });
  }
  return context.newPage();
}

/** Saves a full-page screenshot under e2e/screenshots for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!takeShots) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * What the window shows right now. Fixed overlays (dialogs, the member centre) are what matter
 * there: a full-page capture of the long page behind them would shrink them and take far longer.
 * `animations: 'disabled'` shows a screen as its animations end (a game's reels stopped).
 */
export async function viewShot(
  page: Page,
  name: string,
  opts: { animations?: 'disabled' | 'allow' } = {},
): Promise<void> {
  if (!takeShots) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), ...opts });
}

/**
 * The run's browser for the journeys of the enclosing `describe`: connected before them and let go
 * after them. Call the answer inside a journey to get the browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  // Each journey's pages end with it, whether it closed them or not.
  afterEach(async () => {
    await Promise.all([...openContexts].map((context) => context.close()));
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is connected before the journeys run');
    return browser;
  };
}
