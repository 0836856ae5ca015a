import { endpointTable } from '../endpoint.ts';

/** Back office: the member search and the KYC queue as downloads. */
export const identityExportEndpoints = endpointTable({
  'memberConsole.exportCsv': 'GET /bo/api/members.csv',
  'members.kycQueueCsv': 'GET /bo/api/kyc.csv',
});
