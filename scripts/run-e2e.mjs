// `npm run test:e2e` after the web build: the browser journeys in E2E_LANES Vitest processes at once
// (default 2), each with its own server, embedded database and browser from the e2e global setup.
// The journey files are dealt to the lanes by their usual run time (JOURNEY_SECONDS, longest first,
// each to the lane with the least so far), so the lanes end together; every output line carries
// its lane. Extra arguments (file filters, `-t`) go to every lane and replace the dealing.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const e2eDir = new URL('../e2e/', import.meta.url).pathname;
const extra = process.argv.slice(2);

/**
 * Seconds each journey file took in a quiet one-lane run (bench/README.md, "Suite time"). A file
 * not listed counts as the median; the figures only balance the lanes, nothing checks them.
 */
const JOURNEY_SECONDS = {
  'agents.e2e.test.ts': 36,
  'lottery.e2e.test.ts': 36,
  'layout.e2e.test.ts': 35,
  'members.e2e.test.ts': 32,
  'player-records.e2e.test.ts': 31,
  'every-game.e2e.test.ts': 30,
  'engagement.e2e.test.ts': 27,
  'wallet.e2e.test.ts': 22,
  'site-reach.e2e.test.ts': 22,
  'games.e2e.test.ts': 19,
  'site-content.e2e.test.ts': 16,
  'app-shell.e2e.test.ts': 13,
  'messages.e2e.test.ts': 12,
  'push-instances.e2e.test.ts': 8,
  'installable-site.e2e.test.ts': 6,
  'push.e2e.test.ts': 4,
  'lottery-void.e2e.test.ts': 3,
};

/** The journey files dealt to `count` lanes, longest first, each to the least loaded lane. */
function deal(count) {
  const files = readdirSync(e2eDir).filter((name) => name.endsWith('.e2e.test.ts'));
  const known = Object.values(JOURNEY_SECONDS).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const weight = (file) => JOURNEY_SECONDS[file] ?? median;
  const lanes = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = lanes.reduce((min, lane) => (lane.seconds < min.seconds ? lane : min));
    // As `e2e/<file>`: a filter Vitest matches in the path, never a longer name that ends the same.
    lightest.files.push(`e2e/${file}`);
    lightest.seconds += weight(file);
  }
  return lanes.map((lane) => lane.files).filter((files) => files.length > 0);
}

const count = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const plans = extra.length > 0 || count === 1 ? [extra] : deal(count);

function lane(args, index) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--project', 'e2e', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = plans.length > 1 ? `[e2e ${index}/${plans.length}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${tag}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${tag}${rest}\n`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

const started = Date.now();
const results = await Promise.all(plans.map((args, i) => lane(args, i + 1)));
process.stdout.write(`e2e: ${plans.length} lane(s), ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (results.some((ok) => !ok)) process.exit(1);
