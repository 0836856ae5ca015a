import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffOf } from '../plugins/auth.ts';
import type { STREAMED } from '../plugins/contract-route.ts';
import type { AuditWriter } from './audit-writer.ts';
import { type CsvRow, type PagedRows, streamCsv } from './csv-stream.ts';

/** The audit log's action and target type of every CSV export (filter the log by either). */
export const CSV_EXPORT_ACTION = 'export.csv';
export const CSV_EXPORT_TARGET = 'csv_export';

/** One export of a console list: which call, with which filters, as which file. */
export interface CsvExport {
  /** The export call's contract name, e.g. 'audit.exportCsv': the audit row's target id. */
  call: string;
  /** The filters as the call received them (after validation). */
  filters: unknown;
  fileName: string;
  header: readonly string[];
  rows: AsyncIterable<CsvRow> | PagedRows;
}

/**
 * Streams a staff member's CSV export (`streamCsv`) after writing who asked for it, which export
 * and the filters to the audit log. The entry is written before the first byte: a download that is
 * cut short was still taken, and an export whose entry cannot be written is not served. Every
 * export route calls this instead of `streamCsv`.
 */
export async function auditedCsv(
  req: FastifyRequest,
  reply: FastifyReply,
  audit: AuditWriter,
  file: CsvExport,
): Promise<typeof STREAMED> {
  await audit.record({
    staffId: staffOf(req).staffId,
    action: CSV_EXPORT_ACTION,
    targetType: CSV_EXPORT_TARGET,
    targetId: file.call,
    after: { filters: file.filters ?? {}, file: file.fileName },
    ip: req.ip,
  });
  return streamCsv(reply, file.fileName, file.header, file.rows);
}
