import { endpoint } from '../endpoint.ts';

/**
 * §2 Agent centre pages the spec names without a call: team betting, user loss, my income and
 * account details. They follow the team calls' paths.
 */
export const agentsReportsEndpoints = {
  'agents.teamBets': endpoint(['GET'], '/wps/agent/team/bets'),
  'agents.userLoss': endpoint(['GET'], '/wps/agent/team/loss'),
  'agents.income': endpoint(['GET'], '/wps/agent/income'),
  'agents.accountDetails': endpoint(['GET'], '/wps/agent/account/details'),
} as const;
