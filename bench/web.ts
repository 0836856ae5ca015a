/**
 * Lighthouse (mobile preset, simulated throttling) on the built player site, as `npm start` serves
 * it: the home page, a category lobby and the Vietnamese lottery betting page, each logged out and
 * logged in. Prints the scores and timings per page; the goals of the "fast on a phone" work are
 * printed beside them. Figures only: nothing here is a test.
 *
 *   npm run bench:web            (builds first)
 *   BENCH_WEB_RUNS=3             runs per page, the median is printed (default 1)
 *   BENCH_WEB_PAGES=home         only the pages whose name contains this
 *   BENCH_WEB_REPORTS=folder     keeps each Lighthouse report (JSON) there
 *   BENCH_WEB_COMPARE=folder     also measures another build of the site (a built apps/web/dist),
 *                                served by a second server of the same code and demo data; the
 *                                two are measured alternately, run by run, and printed apart
 *   CHROMIUM_PATH=/usr/bin/chromium
 *
 * A page of fixed browser work (`web-reference.ts`) is measured the same way before and after the
 * site's pages; its figures say how fast the host's browser was during the run, which moves the
 * site's blocking time from day to day more than most changes to the site do. An empty page (one
 * paragraph) is measured beside it: the long tasks Lighthouse lists for it are the browser's own.
 *
 * Lighthouse comes from the npm registry into a cache folder on first use (LIGHTHOUSE_VERSION),
 * so the project's own install stays lean.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CHROMIUM,
  LIGHTHOUSE_VERSION,
  type LighthouseFn,
  type LighthouseResult,
  loadLighthouse,
} from './lighthouse';
import { memberToken, PAGES, startServer } from './site-server';
import { startReferencePage } from './web-reference';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
/** A folder to keep each Lighthouse report (JSON) in, to read the audits behind a score. */
const REPORTS = process.env.BENCH_WEB_REPORTS;
/** Only the pages whose name contains this (e.g. `home`). */
const ONLY = process.env.BENCH_WEB_PAGES;
/** Another build of the site to measure beside this one. */
const COMPARE = process.env.BENCH_WEB_COMPARE;
const root = resolve(import.meta.dirname, '..');

const GOALS = { performance: 90, accessibility: 95, seo: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKiB: number;
  /** Lighthouse's long-tasks audit: main-thread tasks of 50 ms or more, at the simulated phone's speed. */
  longTasks: number;
  longestTaskMs: number;
}

function figuresOf(lhr: LighthouseResult): Figures {
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (a: string) => lhr.audits[a]?.numericValue ?? Number.NaN;
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    transferKiB: audit('total-byte-weight') / 1024,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration ?? 0)),
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
}

function meets(f: Figures): boolean {
  return (
    f.performance >= GOALS.performance &&
    f.accessibility >= GOALS.accessibility &&
    f.seo >= GOALS.seo &&
    f.lcpMs <= GOALS.lcpMs &&
    f.tbtMs <= GOALS.tbtMs &&
    f.cls <= GOALS.cls
  );
}

/** One line of the table: a page's median figures and whether they meet the goals. */
function printRow(name: string, loggedIn: boolean, f: Figures): void {
  console.log(
    [
      name.padEnd(29),
      (loggedIn ? 'logged in' : 'logged out').padEnd(10),
      String(f.performance).padStart(4),
      String(f.accessibility).padStart(4),
      String(f.bestPractices).padStart(4),
      String(f.seo).padStart(3),
      f.fcpMs.toFixed(0).padStart(6),
      f.lcpMs.toFixed(0).padStart(6),
      f.tbtMs.toFixed(0).padStart(6),
      f.cls.toFixed(3).padStart(5),
      f.speedIndexMs.toFixed(0).padStart(5),
      f.transferKiB.toFixed(0).padStart(4),
      `${f.longTasks} / ${f.longestTaskMs.toFixed(0)}`.padStart(9),
      meets(f) ? 'met' : 'NOT met',
    ].join(' | '),
  );
}

/** Lighthouse on `url`, RUNS times (twice that many tries at most), performance only. */
async function measureRuns(lighthouse: LighthouseFn, port: number, url: string, benchmarkIndexes: number[]) {
  const runs: LighthouseResult[] = [];
  for (let attempts = 0; runs.length < RUNS && attempts < RUNS * 2; attempts++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result || result.lhr.runtimeError) continue;
    runs.push(result.lhr);
    const index = result.lhr.environment?.benchmarkIndex;
    if (index !== undefined) benchmarkIndexes.push(index);
  }
  return runs;
}

/**
 * Lighthouse on the reference page and on the empty page, RUNS times each: the reference's median
 * main-thread work and blocking time say how fast the host was; the empty page's long tasks are
 * the browser's own, the floor under every page's count.
 */
async function measureReference(
  lighthouse: LighthouseFn,
  port: number,
  when: string,
  benchmarkIndexes: number[],
): Promise<void> {
  const reference = await startReferencePage();
  try {
    const work = await measureRuns(lighthouse, port, reference.url, benchmarkIndexes);
    const audit = (lhr: LighthouseResult, a: string) => lhr.audits[a]?.numericValue ?? Number.NaN;
    console.log(
      `reference page (${when}): main-thread work ${median(work.map((r) => audit(r, 'mainthread-work-breakdown'))).toFixed(0)} ms, TBT ${median(work.map((r) => audit(r, 'total-blocking-time'))).toFixed(0)} ms`,
    );
    const empty = (await measureRuns(lighthouse, port, reference.emptyUrl, benchmarkIndexes)).map(figuresOf);
    console.log(
      `empty page (${when}): long tasks ${median(empty.map((f) => f.longTasks))}, longest ${median(empty.map((f) => f.longestTaskMs)).toFixed(0)} ms`,
    );
  } finally {
    await reference.stop();
  }
}

/**
 * One Lighthouse run of a page on one server, tried again (twice at most) when Lighthouse could
 * not measure the load: its empty figures would otherwise spoil the median.
 */
async function measurePage(
  lighthouse: LighthouseFn,
  port: number,
  baseUrl: string,
  page: { name: string; path: string },
  loggedIn: boolean,
): Promise<{ figures: Figures; lhr: LighthouseResult; benchmarkIndex?: number } | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    // The site takes a token from the address once (app start), the way a launch link logs in.
    const token = loggedIn ? await memberToken(baseUrl) : undefined;
    const sep = page.path.includes('?') ? '&' : '?';
    const url = `${baseUrl}${page.path}${token ? `${sep}token=${token}` : ''}`;
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    if (result.lhr.runtimeError) {
      console.log(`  (${page.path}: run not measured, ${result.lhr.runtimeError.code}; running again)`);
      continue;
    }
    return {
      figures: figuresOf(result.lhr),
      lhr: result.lhr,
      benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    };
  }
  return undefined;
}

async function main() {
  if (!process.env.BENCH_WEB_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const { lighthouse, launcher } = await loadLighthouse();
  const server = await startServer();
  const other = COMPARE ? await startServer({ webDist: resolve(COMPARE) }) : undefined;
  const builds = [{ label: '', server }, ...(other ? [{ label: ' (B)', server: other }] : [])];
  const stopServers = () => Promise.all(builds.map((b) => b.server.stop()));
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Lighthouse can fail from a timer of its own (a protocol time-out on a busy machine), outside
  // the try below: the browser and the server must not outlive the run then either.
  const abandon = (error: unknown) => {
    console.error(error);
    chrome.kill();
    void stopServers().finally(() => process.exit(1));
  };
  process.once('unhandledRejection', abandon);
  process.once('uncaughtException', abandon);
  try {
    console.log(
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, simulated throttling, ${RUNS} run(s) a page (median)`,
    );
    const benchmarkIndexes: number[] = [];
    await measureReference(lighthouse, chrome.port, 'before', benchmarkIndexes);
    console.log(
      'page                          | state      | perf | a11y | b.p. | seo | FCP ms | LCP ms | TBT ms | CLS   | SI ms | KiB  | long / ms | goals',
    );
    if (COMPARE) console.log(`rows marked (B): the build in ${COMPARE}, measured alternately with this one`);
    for (const loggedIn of [false, true]) {
      for (const page of PAGES.filter((p) => !ONLY || p.name.includes(ONLY))) {
        const runs: Figures[][] = builds.map(() => []);
        // Run by run, each build in turn: a slow stretch of the host falls on both alike.
        for (let i = 0; i < RUNS; i++) {
          for (const [b, build] of builds.entries()) {
            const figures = await measurePage(lighthouse, chrome.port, build.server.baseUrl, page, loggedIn);
            if (!figures) continue;
            (runs[b] as Figures[]).push(figures.figures);
            if (figures.benchmarkIndex !== undefined) benchmarkIndexes.push(figures.benchmarkIndex);
            if (REPORTS) {
              mkdirSync(REPORTS, { recursive: true });
              const name = `${page.name.replace(/\W+/g, '-')}-${loggedIn ? 'in' : 'out'}${b ? '-B' : ''}-${i + 1}.json`;
              writeFileSync(join(REPORTS, name), JSON.stringify(figures.lhr));
            }
          }
        }
        for (const [b, build] of builds.entries()) {
          const measured = runs[b] as Figures[];
          if (measured.length === 0)
            throw new Error(`Lighthouse measured no run of ${page.path}${build.label}`);
          printRow(`${page.name}${build.label}`, loggedIn, medianFigures(measured));
        }
      }
    }
    await measureReference(lighthouse, chrome.port, 'after', benchmarkIndexes);
    console.log(
      `Lighthouse benchmark index of the host: ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}`,
    );
    console.log(
      `goals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, accessibility >= ${GOALS.accessibility}, SEO >= ${GOALS.seo}`,
    );
  } finally {
    chrome.kill();
    await stopServers();
  }
}

await main();
