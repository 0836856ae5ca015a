// The table of a run's phases (wall and CPU seconds), printed at the end of `npm test` and of
// `.ci/run`. Rows travel between the two as tab-separated lines in a file: name, wall seconds, CPU
// seconds ('' when unknown), status, and the start (Unix seconds) of a phase that may have run beside
// another ('' for one that ran alone). As a command it prints the table of such a file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One row as a line of a phases file. */
export function rowLine({ name, wall, cpu, status, start }) {
  const started = start === undefined ? '' : start.toFixed(1);
  return `${name}\t${wall.toFixed(1)}\t${cpu === null ? '' : cpu.toFixed(1)}\t${status}\t${started}\n`;
}

export function parseRows(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name, wall, cpu, status, start = ''] = line.split('\t');
      const row = { name, wall: Number(wall), cpu: cpu === '' ? null : Number(cpu), status };
      return start === '' ? row : { ...row, start: Number(start) };
    });
}

const clock = (seconds) => {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/**
 * The run's wall seconds: phases that ran alone add up; phases with a start may have run side by
 * side, so their time counts once however many ran at the same moment.
 */
export function elapsed(rows) {
  const alone = rows.filter((r) => r.start === undefined).reduce((sum, r) => sum + r.wall, 0);
  const spans = rows
    .filter((r) => r.start !== undefined)
    .map((r) => [r.start, r.start + r.wall])
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    covered += to - Math.max(from, reach);
    reach = to;
  }
  return alone + covered;
}

function overlapped(rows) {
  const spans = rows.filter((r) => r.start !== undefined).sort((a, b) => a.start - b.start);
  return spans.some((r, i) => i > 0 && r.start < Math.max(...spans.slice(0, i).map((p) => p.start + p.wall)));
}

export function formatTable(rows) {
  const ran = rows.filter((r) => r.status !== 'not run');
  const total = {
    name: 'total',
    wall: elapsed(ran),
    cpu: ran.some((r) => r.cpu === null) ? null : ran.reduce((sum, r) => sum + r.cpu, 0),
    status: rows.some((r) => r.status === 'failed') ? 'failed' : 'ok',
  };
  const width = Math.max(...[...rows, total].map((r) => r.name.length));
  const line = (r) => {
    const wall = r.status === 'not run' ? '' : r.wall.toFixed(1);
    const cpu = r.status === 'not run' || r.cpu === null ? '' : r.cpu.toFixed(1);
    const took = r.status === 'not run' ? '' : clock(r.wall);
    return `${r.name.padEnd(width)}  ${wall.padStart(8)}  ${cpu.padStart(8)}  ${r.status.padEnd(7)}  ${took}`;
  };
  const head = `${'phase'.padEnd(width)}  ${'wall s'.padStart(8)}  ${'CPU s'.padStart(8)}  ${'status'.padEnd(7)}`;
  const rule = '-'.repeat(head.length + 12);
  const note = overlapped(ran) ? ['some phases ran side by side: the total counts their time once'] : [];
  return [rule, head, rule, ...rows.map(line), rule, line(total), rule, ...note, '']
    .map((l) => l.trimEnd())
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(formatTable(parseRows(readFileSync(process.argv[2], 'utf8'))));
}
