import { endpointTable } from '../endpoint.ts';

/** Back office: the audit log as a download. */
export const auditExportEndpoints = endpointTable({
  'audit.exportCsv': 'GET /bo/api/audit.csv',
});
