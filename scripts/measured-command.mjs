// Runs one command and tells the parent process (over the IPC channel it was started with) how many
// CPU seconds the command and everything it ran used: `npm test` runs phases side by side, so the
// CPU time of its own reaped children could no longer be split between them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// Linux reports times in USER_HZ, which is 100 on every architecture it runs on.
const TICKS_PER_SECOND = 100;

/** User + system seconds of this process's reaped descendants, from /proc where there is one. */
export function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the whole line; cutime and cstime are fields 16 and 17.
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
}

if (process.send) {
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit' });
  const finish = (status) => {
    process.send({ cpu: childrenCpuSeconds() }, () => process.exit(status));
  };
  child.on('error', (err) => {
    console.error(err);
    finish(1);
  });
  child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
}
