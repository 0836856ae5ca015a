import { contractsOf, memberCall } from '../calls.ts';
import { agentsReportsEndpoints as e } from './agents-reports.endpoints.ts';
import {
  accountDetailsQuerySchema,
  accountDetailsSchema,
  myIncomeQuerySchema,
  myIncomeSchema,
  teamBetsQuerySchema,
  teamBetsSchema,
  userLossQuerySchema,
  userLossSchema,
} from './agents-reports.schema.ts';

const callTags = { member: ['agents'] } as const;

/** §2 Agent centre reports: the team's bets and losses, and the agent's own income and cash lines. */
export const agentsReportsContracts = contractsOf(e, callTags, {
  'agents.teamBets': memberCall(
    "Settled bets of the agent's team over a period, per member and game category: count, valid bet, win/loss",
    { query: teamBetsQuerySchema, response: teamBetsSchema, errors: ['AGENT_ONLY', 'AGENT_NOT_IN_TEAM'] },
  ),
  'agents.userLoss': memberCall(
    "Members of the agent's team that lost over a period, the biggest loss first",
    { query: userLossQuerySchema, response: userLossSchema, errors: ['AGENT_ONLY', 'AGENT_NOT_IN_TEAM'] },
  ),
  'agents.income': memberCall("The agent's own salary, dividend and rebate income over a period, per day", {
    query: myIncomeQuerySchema,
    response: myIncomeSchema,
    errors: ['AGENT_ONLY'],
  }),
  'agents.accountDetails': memberCall("The agent's own cash movements over a period, newest first, by type", {
    query: accountDetailsQuerySchema,
    response: accountDetailsSchema,
    errors: ['AGENT_ONLY'],
  }),
});
