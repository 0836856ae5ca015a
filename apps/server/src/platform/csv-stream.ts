import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import { STREAMED } from '../plugins/contract-route.ts';

/** How much text is gathered before it is written: big enough to be cheap, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024;

/**
 * One CSV field. Text a spreadsheet would read as a formula (=, +, -, @ at the start) is written with
 * a leading apostrophe, so an export opened in a spreadsheet cannot run what a member typed; numbers
 * (a negative amount included) are written as they are.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Streams rows as a CSV download. Rows are pulled one page at a time from `rows` and written as the
 * client takes them (waiting on the socket's drain), so an export of a million rows holds one chunk
 * in memory, never the file. A failure after the first bytes cuts the download short rather than
 * ending it as if complete.
 */
export async function streamCsv(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
): Promise<typeof STREAMED> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  let chunk = `\uFEFF${csvLine(header)}`;
  const flush = async () => {
    // A client that leaves never drains: its close ends the wait, and the loop then stops. The
    // listener of the event that did not come is taken off, or a long download gathers thousands.
    if (!raw.write(chunk)) {
      const waited = new AbortController();
      const { signal } = waited;
      await Promise.race([once(raw, 'drain', { signal }), once(raw, 'close', { signal })]).finally(() =>
        waited.abort(),
      );
    }
    chunk = '';
  };
  try {
    for await (const row of rows) {
      if (raw.destroyed) return STREAMED;
      chunk += csvLine(row);
      if (chunk.length >= CHUNK_CHARS) await flush();
    }
    raw.end(chunk);
  } catch (err) {
    reply.log.error({ err }, 'CSV export failed part way');
    raw.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  return STREAMED;
}

/**
 * The rows of a list read page by page by key (`after` is the last key of the page before, null at
 * the start), for `streamCsv`: each page is a bounded query, and no page stays after it is written.
 */
export async function* keysetPages<T, K>(
  page: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
  toFields: (row: T) => readonly unknown[],
): AsyncGenerator<readonly unknown[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    for (const row of rows) yield toFields(row);
    after = keyOf(rows[rows.length - 1] as T);
  }
}

/** The rows of a list already read whole (a brand's banners, its links), as an export's row stream. */
export async function* listRows<T>(items: readonly T[], line: (item: T) => readonly unknown[]) {
  for (const item of items) yield line(item);
}
