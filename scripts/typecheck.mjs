// `npm run typecheck`: the workspaces' TypeScript projects, as many at once as the machine has
// cores (each `tsc` is single-threaded), with each project's output printed whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first, so the short ones fill in beside them.
const projects = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/shared'];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${seconds} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const lanes = Array.from(
  { length: Math.max(1, Math.min(availableParallelism(), projects.length)) },
  async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  },
);
await Promise.all(lanes);
if (results.some((ok) => !ok)) process.exit(1);
