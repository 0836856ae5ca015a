import { endpointTable } from '../endpoint.ts';

/** The member centre's betting record; the call keeps the name it had under money's contracts. */
export const bettingRecordEndpoints = endpointTable({
  'money.bettingRecord': 'POST GET /wps/relay/personalHistoryCopy',
  // Back office: the same record of any member of the staff member's brand (the member page).
  'bets.staffMember': 'GET /bo/api/members/:memberId/bets',
});
