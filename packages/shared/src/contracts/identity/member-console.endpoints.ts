import { endpointTable } from '../endpoint.ts';

/** Back office: finding members and the member page's calls. */
export const memberConsoleEndpoints = endpointTable({
  'memberConsole.search': 'GET /bo/api/members',
  'memberConsole.profile': 'GET /bo/api/members/:memberId',
  'memberConsole.logins': 'GET /bo/api/members/:memberId/logins',
  'memberConsole.notes': 'GET /bo/api/members/:memberId/notes',
  'memberConsole.addNote': 'POST /bo/api/members/:memberId/notes',
  'memberConsole.freezeWithdrawals': 'POST /bo/api/members/:memberId/withdrawals-frozen',
  'memberConsole.passwordReset': 'POST /bo/api/members/:memberId/password-reset',
});
