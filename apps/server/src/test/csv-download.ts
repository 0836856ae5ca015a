import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/kysely.ts';

/** The lines of a CSV answer, byte-order mark and the empty line after the last row taken off. */
export function csvLines(res: LightMyRequestResponse): string[] {
  const lines = res.body.replace('\uFEFF', '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The newest CSV export the audit log holds, as the tests read it. */
export async function lastExport(db: Db) {
  const row = await db
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'target_type', 'target_id', 'after', 'ip'])
    .where('action', '=', 'export.csv')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return (
    row && { ...row, after: (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as never }
  );
}

/** A full collection on demand, so what is measured is what is still held, not garbage not yet swept. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Downloads a CSV over a real socket and reads it line by line as it comes, measuring the heap
 * (server and reader together, after a full collection) at each tenth of `expected` lines.
 * Answers the line count (header included), the first data line, and the heap's growth at its peak.
 */
export async function measuredDownload(url: string, headers: Record<string, string>, expected: number) {
  const gc = collector();
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let lines = 0;
  let tail = '';
  let first: string | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parts = (tail + decoder.decode(value, { stream: true })).split('\r\n');
    tail = parts.pop() ?? '';
    for (const line of parts) {
      lines += 1;
      if (lines === 2) first = line;
      if (lines % Math.max(1, Math.floor(expected / 10)) === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
  }
  return { lines, first, tail, growth: peak - baseline };
}
