import { z } from 'zod';
import { KYC_STATUSES } from '../../kyc-constants.ts';
import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { identityExportEndpoints as e } from './list-exports.endpoints.ts';
import { memberSearchQuerySchema } from './member-console.schema.ts';

const callTags = { staff: ['back office'] } as const;

/** The member search's filters, without its paging: the export holds every member that matches. */
export const memberExportQuerySchema = memberSearchQuerySchema.omit({ cursor: true, limit: true });

/** The KYC queue's filter: one status, every verification in it. */
export const kycExportQuerySchema = z.object({ status: z.enum(KYC_STATUSES).default('P') });

/**
 * Identity's lists as CSV, streamed row by row with the screen's filters; each export is written to
 * the audit log with who took it and its filters.
 */
export const identityExportContracts = contractsOf(e, callTags, {
  'memberConsole.exportCsv': staffCall('The members matching the search as CSV, newest first, every page', {
    permission: 'members.read',
    query: memberExportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per member'),
  }),
  'members.kycQueueCsv': staffCall(
    'The identity verifications in one status as CSV, oldest submission first',
    {
      permission: 'kyc.read',
      query: kycExportQuerySchema,
      ...fileAnswer(['text/csv'], 'One header line, then a line per verification'),
    },
  ),
});
