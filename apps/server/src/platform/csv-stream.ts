import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import { STREAMED } from '../plugins/contract-route.ts';

/** = + - @, tab and carriage return: what a spreadsheet may read as the start of a formula. */
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);

/** How much text is gathered before it is written: big enough to be cheap, small enough to stay flat. */
const CHUNK_CHARS = 64 * 1024;

/**
 * One CSV field. Text a spreadsheet would read as a formula (=, +, -, @ at the start) is written with
 * a leading apostrophe, so an export opened in a spreadsheet cannot run what a member typed; numbers
 * (a negative amount included) are written as they are.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers and ids are written as they are: they can neither start a formula nor need quotes.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = String(value);
  if (FORMULA_START.has(text.charCodeAt(0)) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record's fields. */
export type CsvRow = readonly unknown[];

/**
 * Rows that can also be read a page at a time (`keysetPages`): the writer then waits once a page,
 * not once a row, which was more than half of a large export's time.
 */
export interface PagedRows extends AsyncIterable<CsvRow> {
  pages(): AsyncIterable<readonly CsvRow[]>;
}

export const csvLine = (fields: CsvRow) => `${fields.map(csvField).join(',')}\r\n`;

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
  rows: AsyncIterable<CsvRow> | PagedRows,
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
    for await (const page of pagesOf(rows)) {
      for (const row of page) {
        if (raw.destroyed) return STREAMED;
        chunk += csvLine(row);
        if (chunk.length >= CHUNK_CHARS) await flush();
      }
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
export function keysetPages<T, K>(
  page: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
  toFields: (row: T) => CsvRow,
): PagedRows {
  async function* pages(): AsyncGenerator<readonly CsvRow[]> {
    let after: K | null = null;
    for (;;) {
      const rows = await page(after);
      if (rows.length === 0) return;
      yield rows.map(toFields);
      after = keyOf(rows[rows.length - 1] as T);
    }
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const fields of pages()) yield* fields;
    },
  };
}

/** Any rows as pages: a paged source's own pages, or each row of another as a page of one. */
async function* pagesOf(rows: AsyncIterable<CsvRow> | PagedRows): AsyncGenerator<readonly CsvRow[]> {
  if ('pages' in rows) {
    yield* rows.pages();
    return;
  }
  for await (const row of rows) yield [row];
}

/** The rows of a list already read whole (a brand's banners, its links), as an export's row stream. */
export async function* listRows<T>(items: readonly T[], line: (item: T) => readonly unknown[]) {
  for (const item of items) yield line(item);
}
