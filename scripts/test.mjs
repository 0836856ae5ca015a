// `npm test`: typecheck, lint, unit and integration tests, the web build, then the browser journeys,
// stopping at the first failure with its exit status. The unit phase keeps the two cores of a small
// machine busy only about two thirds of its time, so the typecheck, the lint and the web build run
// beside it, one after another, their output printed whole as each ends; the journeys need the
// build and a quiet machine, so they run alone, last. It ends with a table of the phases' wall and
// CPU seconds so every log shows where the time went. With TEST_PHASES_FILE set (as `.ci/run`
// does) the rows are appended to that file instead, for a table of the whole run.
import { fork } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { formatTable, rowLine } from './phase-table.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const measured = new URL('./measured-command.mjs', import.meta.url).pathname;

const checks = [
  { name: 'typecheck', command: [npm, 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: [npm, 'run', '--silent', 'lint'] },
  { name: 'web build', command: [npm, 'run', '--silent', 'build', '-w', '@pf/web'] },
];
const unit = { name: 'unit and integration', command: [npm, 'run', '--silent', 'test:unit'] };
// The journeys' global setup builds the server to JavaScript itself (about a second).
const journeys = { name: 'journeys', command: [process.execPath, 'scripts/run-e2e.mjs'] };

const rows = [];
// Each row is written as soon as its phase ends, so a run cut short still shows what it finished.
const record = (row) => {
  rows.push(row);
  if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, rowLine(row));
};

/**
 * Runs one phase and records its row. A phase beside another keeps its output until it ends, so the
 * log shows it whole; the phase everyone watches (the tests) streams as it goes.
 */
function run(phase, { buffered }) {
  return new Promise((resolve) => {
    const start = Date.now() / 1000;
    const child = fork(measured, phase.command, {
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit', 'ipc'],
    });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    let cpu = null;
    child.on('message', (m) => {
      cpu = m.cpu;
    });
    child.on('close', (code) => {
      const status = code ?? 1;
      if (buffered) process.stdout.write(`--- ${phase.name}\n${Buffer.concat(output).toString()}`);
      record({
        name: phase.name,
        wall: Date.now() / 1000 - start,
        cpu,
        status: status === 0 ? 'ok' : 'failed',
        start,
      });
      if (status !== 0) console.error(`npm test: ${phase.name} failed (exit status ${status})`);
      resolve(status);
    });
  });
}

/** Phases one after another, stopping at the first failure; the rest are recorded as not run. */
async function inTurn(phases, options) {
  let status = 0;
  for (const phase of phases) {
    if (status !== 0) {
      record({ name: phase.name, wall: 0, cpu: null, status: 'not run' });
      continue;
    }
    status = await run(phase, options);
  }
  return status;
}

const [checksStatus, unitStatus] = await Promise.all([
  inTurn(checks, { buffered: true }),
  run(unit, { buffered: false }),
]);
const status = checksStatus || unitStatus || (await inTurn([journeys], { buffered: false }));
if (status !== 0 && (checksStatus || unitStatus))
  record({ name: journeys.name, wall: 0, cpu: null, status: 'not run' });

if (!process.env.TEST_PHASES_FILE) process.stdout.write(`\n${formatTable(rows)}`);
process.exit(status);
