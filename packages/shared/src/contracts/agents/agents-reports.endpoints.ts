import { endpointTable } from '../endpoint.ts';

/**
 * §2 Agent centre pages the spec names without a call: team betting, user loss, my income and
 * account details. They follow the team calls' paths.
 */
export const agentsReportsEndpoints = endpointTable({
  'agents.teamBets': 'GET /wps/agent/team/bets',
  'agents.userLoss': 'GET /wps/agent/team/loss',
  'agents.income': 'GET /wps/agent/income',
  'agents.accountDetails': 'GET /wps/agent/account/details',
});
