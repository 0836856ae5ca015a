import { defineContract } from '../contract.ts';
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

const tags = ['agents'] as const;

/** §2 Agent centre reports: the team's bets and losses, and the agent's own income and cash lines. */
export const agentsReportsContracts = {
  'agents.teamBets': defineContract({
    ...e['agents.teamBets'],
    summary:
      "Settled bets of the agent's team over a period, per member and game category: count, valid bet, win/loss",
    auth: 'member',
    tags,
    query: teamBetsQuerySchema,
    response: teamBetsSchema,
    errors: ['AGENT_ONLY', 'AGENT_NOT_IN_TEAM'],
  }),
  'agents.userLoss': defineContract({
    ...e['agents.userLoss'],
    summary: "Members of the agent's team that lost over a period, the biggest loss first",
    auth: 'member',
    tags,
    query: userLossQuerySchema,
    response: userLossSchema,
    errors: ['AGENT_ONLY', 'AGENT_NOT_IN_TEAM'],
  }),
  'agents.income': defineContract({
    ...e['agents.income'],
    summary: "The agent's own salary, dividend and rebate income over a period, per day",
    auth: 'member',
    tags,
    query: myIncomeQuerySchema,
    response: myIncomeSchema,
    errors: ['AGENT_ONLY'],
  }),
  'agents.accountDetails': defineContract({
    ...e['agents.accountDetails'],
    summary: "The agent's own cash movements over a period, newest first, by type",
    auth: 'member',
    tags,
    query: accountDetailsQuerySchema,
    response: accountDetailsSchema,
    errors: ['AGENT_ONLY'],
  }),
} as const;
