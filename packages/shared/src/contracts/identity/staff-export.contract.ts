import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { staffListQuerySchema } from './staff-admin.schema.ts';
import { staffExportEndpoints as e } from './staff-export.endpoints.ts';

const callTags = { staff: ['back office'] } as const;

/** The staff list's filters for an export: every matching operator, however many, no page. */
export const staffExportQuerySchema = staffListQuerySchema.omit({ limit: true, offset: true });

export const staffExportContracts = contractsOf(e, callTags, {
  'staff.exportCsv': staffCall("The staff list as CSV with the list's filters, streamed row by row", {
    permission: 'staff.read',
    query: staffExportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per operator'),
  }),
});
