import { endpointTable } from '../endpoint.ts';

/** The member centre's betting record; the call keeps the name it had under money's contracts. */
export const bettingRecordEndpoints = endpointTable({
  'money.bettingRecord': 'POST GET /wps/relay/personalHistoryCopy',
});
