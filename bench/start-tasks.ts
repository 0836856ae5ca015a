/**
 * Long tasks during the start of the built player site's pages, in Chromium at a phone's screen
 * size with its CPU slowed down, as the page itself observes them (PerformanceObserver 'longtask':
 * tasks over 50 ms, from the document's creation until five seconds after its load event).
 *
 * Two speeds:
 * - a mid-tier phone: Chrome DevTools calibrates its "mid-tier mobile" CPU preset to a benchmark
 *   index of 1,000 (its Pixel 5), in the units of Lighthouse's benchmark index. The host's index is
 *   read with Lighthouse on the empty page, and the CPU slowed by index / 1,000;
 * - Lighthouse's mobile preset: four times slower than the host, whatever the host.
 *
 * The empty page (one paragraph) is measured the same way: its tasks are the browser's own.
 *
 * Each load is made twice in one tab: first in a new browser context (a new renderer process, as a
 * visitor opening the site), then again in the same tab, whose renderer has already run the site
 * once (its code, fonts and style machinery warm; the HTTP cache is emptied before it, so the
 * files come over the network again). The two columns separate what the page's own work costs
 * from what a fresh renderer process adds on this host.
 *
 *   npm run bench:start             (builds first)
 *   BENCH_START_RUNS=5              loads per page and speed, the median is printed (default 3)
 *   BENCH_START_RATES=1.5,4         CPU slowdowns instead of the calibrated one and 4
 *   BENCH_START_PAGES=home          only the pages whose name contains this
 *   BENCH_WEB_NO_BUILD=1            measures the build already there
 *
 * Figures only: nothing here is a test.
 */
// The page's own script below runs in the browser.
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, loadLighthouse } from './lighthouse';
import { memberToken, PAGES, startServer } from './site-server';
import { startReferencePage } from './web-reference';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const ONLY = process.env.BENCH_START_PAGES;
/** DevTools' calibration target for a mid-tier phone (Pixel 5), in benchmark-index units. */
const MID_TIER_INDEX = 1000;
/** Lighthouse's mobile preset slows the host's CPU by this much. */
const LIGHTHOUSE_SLOWDOWN = 4;
/** The start is over this long after the load event (logged-in pages never go network-idle). */
const SETTLE_MS = 5000;
const root = resolve(import.meta.dirname, '..');

interface StartTasks {
  count: number;
  longestMs: number;
  /** The part of every task beyond 50 ms, summed: what the tasks block, as TBT counts it. */
  blockingMs: number;
}

/** Lighthouse's benchmark index of the host, the median of three runs on the empty page. */
async function hostIndex(emptyUrl: string): Promise<number> {
  const { lighthouse, launcher } = await loadLighthouse();
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(emptyUrl, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const index = result?.lhr.environment?.benchmarkIndex;
      if (index !== undefined) indexes.push(index);
    }
    if (indexes.length === 0) throw new Error('Lighthouse gave no benchmark index');
    return median(indexes);
  } finally {
    chrome.kill();
  }
}

/**
 * One load of `url` at `rate` in a new context, then the same address again in the same tab: the
 * tasks over 50 ms each document observed during its start.
 */
async function startTasksOf(browser: Browser, url: string, rate: number): Promise<[StartTasks, StartTasks]> {
  // Lighthouse's mobile screen (Moto G Power): 412 × 823 CSS pixels at 1.75.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { startTasks: number[] }).startTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const loadOnce = async (): Promise<StartTasks> => {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      const tasks = await page.evaluate(() => (window as unknown as { startTasks: number[] }).startTasks);
      return {
        count: tasks.length,
        longestMs: Math.max(0, ...tasks),
        blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      };
    };
    const fresh = await loadOnce();
    // The second load must not take the files from this tab's cache: only the renderer is warm.
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Nor from the service worker the first load may have installed (DevTools' "bypass for network").
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    const again = await loadOnce();
    return [fresh, again];
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function printRow(name: string, state: string, rate: number, runs: [StartTasks, StartTasks][]): void {
  const fresh = runs.map(([f]) => f);
  const again = runs.map(([, a]) => a);
  console.log(
    [
      name.padEnd(20),
      state.padEnd(10),
      `${rate.toFixed(2)}×`.padStart(6),
      String(median(fresh.map((r) => r.count))).padStart(5),
      median(fresh.map((r) => r.longestMs))
        .toFixed(0)
        .padStart(10),
      median(fresh.map((r) => r.blockingMs))
        .toFixed(0)
        .padStart(11),
      fresh
        .map((r) => r.count)
        .join(' ')
        .padEnd(14),
      String(median(again.map((r) => r.count))).padStart(11),
      again.map((r) => r.count).join(' '),
    ].join(' | '),
  );
}

async function main() {
  if (!process.env.BENCH_WEB_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const reference = await startReferencePage();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    let rates = process.env.BENCH_START_RATES?.split(',').map(Number);
    if (!rates) {
      const index = await hostIndex(reference.emptyUrl);
      const midTier = Math.max(1, index / MID_TIER_INDEX);
      console.log(
        `host benchmark index ${index.toFixed(0)}: a mid-tier phone (${MID_TIER_INDEX}) is the host slowed ${midTier.toFixed(2)}×` +
          (index < MID_TIER_INDEX ? ' (the host is slower than one: measured at its own speed)' : ''),
      );
      rates = [midTier, LIGHTHOUSE_SLOWDOWN];
    }
    console.log(
      `long tasks (over 50 ms) from the document's creation to ${SETTLE_MS / 1000} s after load, ${RUNS} load(s) each, median`,
    );
    console.log(
      'new renderer: a new context; same tab: the same address loaded again in that tab (HTTP cache emptied)',
    );
    console.log(
      'page                 | state      |  CPU  | tasks | longest ms | blocking ms | tasks per load | same tab: tasks | per load',
    );
    for (const rate of rates) {
      const runs: [StartTasks, StartTasks][] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startTasksOf(browser, reference.emptyUrl, rate));
      printRow('empty page', '', rate, runs);
      for (const loggedIn of [false, true]) {
        for (const page of PAGES.filter((p) => !ONLY || p.name.includes(ONLY))) {
          const pageRuns: [StartTasks, StartTasks][] = [];
          for (let i = 0; i < RUNS; i++) {
            const token = loggedIn ? await memberToken(server.baseUrl) : undefined;
            const sep = page.path.includes('?') ? '&' : '?';
            const url = `${server.baseUrl}${page.path}${token ? `${sep}token=${token}` : ''}`;
            pageRuns.push(await startTasksOf(browser, url, rate));
          }
          printRow(page.name, loggedIn ? 'logged in' : 'logged out', rate, pageRuns);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await reference.stop();
  }
}

await main();
