import { endpointTable } from '../endpoint.ts';

/** Back office: the staff list as a download. */
export const staffExportEndpoints = endpointTable({
  'staff.exportCsv': 'GET /bo/api/staff.csv',
});
