// `npm run test:e2e` after the web build: the browser journeys, optionally in several Vitest
// processes at once (E2E_LANES, default 1), each with its own server and embedded database from the
// e2e global setup. Files are split by Vitest's own `--shard`; every line is prefixed with its lane.
// Extra arguments (file filters, `-t`) go to every lane. On a two-core machine one lane is the
// faster: two browsers and two servers at once starve each other (journeys ran slower and timed out).
import { spawn } from 'node:child_process';

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const extra = process.argv.slice(2);
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 1));

function lane(index) {
  return new Promise((resolve) => {
    const args = [vitest, 'run', '--project', 'e2e', ...extra];
    if (lanes > 1) args.push(`--shard=${index}/${lanes}`);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = lanes > 1 ? `[e2e ${index}/${lanes}] ` : '';
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
const results = await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i + 1)));
process.stdout.write(`e2e: ${lanes} lane(s), ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (results.some((ok) => !ok)) process.exit(1);
