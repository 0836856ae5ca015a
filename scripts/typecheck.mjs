// `npm run typecheck`: the workspaces' TypeScript projects, checked by TypeScript 7's native compiler
// (decision 0020), as many at once as the machine has cores, with each project's output printed
// whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first, so the short ones fill in beside them. The server, the shared package and the
// benchmarks share their compiler options and are checked as one program (tsconfig.node.json):
// checked one by one, the shared sources and the server files the benchmarks import were checked
// two and three times, twice the CPU time for the same errors. Each keeps its own tsconfig for
// editors. The web app and the operator console (DOM, JSX) and the journeys (DOM) have options of
// their own.
const projects = ['apps/web', 'tsconfig.node.json', 'apps/console', 'e2e'];
// The `typescript` package stays on 5.9 for editors and for the scripts that parse sources with its
// JavaScript API, which TypeScript 7 does not offer yet; `typescript-native` is 7.x under another name.
const tsc = new URL('../node_modules/typescript-native/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    // One thread a program: the programs already run side by side, and TypeScript 7's parallel
    // checkers each load the shared declarations again (on two cores: 52 s and 101 CPU seconds for
    // the three programs with its default, 20 s and 37 with one thread each).
    const child = spawn(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
