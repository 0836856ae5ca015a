import { z } from 'zod';
import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { auditExportEndpoints as e } from './audit-export.endpoints.ts';

const callTags = { staff: ['back office'] } as const;

/** The audit log's filters for an export: every matching row, newest first, however many. */
export const auditExportQuerySchema = z.object({
  targetType: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
});

export const auditExportContracts = contractsOf(e, callTags, {
  'audit.exportCsv': staffCall('The audit log as CSV, streamed row by row, newest first', {
    permission: 'audit.read',
    query: auditExportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per staff action'),
  }),
});
