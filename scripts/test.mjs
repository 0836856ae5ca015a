// `npm test`: typecheck, lint, unit and integration tests, the web build, then the browser journeys,
// one after another, stopping at the first failure with its exit status. It ends with a table of the
// phases' wall and CPU seconds so every log shows where the time went. With TEST_PHASES_FILE set
// (as `.ci/run` does) the rows are appended to that file instead, for a table of the whole run.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { formatTable, rowLine } from './phase-table.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const phases = [
  { name: 'typecheck', command: [npm, 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: [npm, 'run', '--silent', 'lint'] },
  { name: 'unit and integration', command: [npm, 'run', '--silent', 'test:unit'] },
  { name: 'front-end builds', command: [npm, 'run', '--silent', 'build:fronts'] },
  // The journeys' global setup builds the server to JavaScript itself (about a second).
  { name: 'journeys', command: [process.execPath, 'scripts/run-e2e.mjs'] },
];

// CPU time of this process's reaped children (user + system), from /proc where there is one:
// utime and stime of everything a phase ran, its Vitest workers, browsers and servers included.
// Linux reports them in USER_HZ, which is 100 on every architecture it runs on.
const TICKS_PER_SECOND = 100;
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the whole line; cutime and cstime are fields 16 and 17.
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
}

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const rows = [];
// Each row is written as soon as its phase ends, so a run cut short still shows what it finished.
const record = (row) => {
  rows.push(row);
  if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, rowLine(row));
};
let status = 0;
for (const phase of phases) {
  if (status !== 0) {
    record({ name: phase.name, wall: 0, cpu: null, status: 'not run' });
    continue;
  }
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  status = await run(phase.command);
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  record({ name: phase.name, wall, cpu, status: status === 0 ? 'ok' : 'failed' });
  if (status !== 0) console.error(`npm test: ${phase.name} failed (exit status ${status})`);
}

if (!process.env.TEST_PHASES_FILE) process.stdout.write(`\n${formatTable(rows)}`);
process.exit(status);
