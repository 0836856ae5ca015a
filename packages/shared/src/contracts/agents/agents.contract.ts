import { contractsOf, memberCall } from '../calls.ts';
import { defineContract } from '../contract.ts';
import { agentsEndpoints as e } from './agents.endpoints.ts';
import {
  agentConsolidatedSchema,
  contractActionSchema,
  contractResultSchema,
  downlineTransferResultSchema,
  registerDownlineSchema,
  registeredDownlineSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
  transferDownlineSchema,
} from './agents.schema.ts';

const tags = ['agents'] as const;
const agentOnly = ['AGENT_ONLY'] as const;
const contractErrors = [
  'AGENT_ONLY',
  'AGENT_NOT_IN_TEAM',
  'CONTRACT_DISABLED',
  'CONTRACT_NOT_DIRECT',
  'CONTRACT_RATE_ABOVE_CAP',
  'CONTRACT_PENDING_EXISTS',
  'CONTRACT_NOT_FOUND',
  'CONTRACT_STATE',
  'CONTRACT_NOT_YOURS',
  'CONTRACT_DOWNLINE_RATE_ABOVE',
] as const;

const callTags = { member: tags } as const;

/**
 * What every §7 Payroll call shares: the request actions of its contract type. offer (upline),
 * accept or reject a request, requestTermination, terminate (the other party confirms a
 * termination request), list and view.
 */
const payroll = {
  auth: 'member',
  tags,
  body: contractActionSchema,
  response: contractResultSchema,
  errors: contractErrors,
} as const;
const actions = 'contracts: offer, accept, reject, request termination, terminate, list, view';

/** §2 Agent centre: team overview and management, registering and paying downlines; §7 Payroll. */
export const agentsContracts = {
  ...contractsOf(e, callTags, {
    'agents.overview': memberCall(
      "The agent's team over a period: members, new and active ones, money in and out, bets, profit",
      { query: teamOverviewQuerySchema, response: teamOverviewSchema, errors: agentOnly },
    ),
    'agents.members': memberCall(
      "The agent's downline at any depth, by username, status, depth and balance",
      { query: teamMembersQuerySchema, response: teamMembersPageSchema, errors: agentOnly },
    ),
    'agents.register': memberCall(
      'Opens an account directly below the agent (the registration rules for username and password)',
      {
        body: registerDownlineSchema,
        response: registeredDownlineSchema,
        errors: [
          'AGENT_ONLY',
          'USERNAME_TAKEN',
          'REQUIRED',
          'FIELD_PATTERN',
          'PASSWORD_LENGTH',
          'CONFIRM_MISMATCH',
        ],
      },
    ),
    'agents.transfer': memberCall(
      'Sends cash to an account of the team at any depth (payment password checked); a retry with the same requestId sends once',
      {
        body: transferDownlineSchema,
        response: downlineTransferResultSchema,
        errors: [
          'AGENT_ONLY',
          'AGENT_NOT_IN_TEAM',
          'PAYMENT_PASSWORD_NOT_SET',
          'PAYMENT_PASSWORD_WRONG',
          'PAYMENT_PASSWORD_LOCKED',
          'INSUFFICIENT_FUNDS',
          'IDEMPOTENCY_CONFLICT',
        ],
      },
    ),
    'agents.consolidated': memberCall(
      "Which contract requests wait for the member's answer, and the brand's contract switches",
      { response: agentConsolidatedSchema },
    ),
  }),
  'agents.dividend': defineContract({ ...e['agents.dividend'], summary: `Dividend ${actions}`, ...payroll }),
  'agents.dailySalary': defineContract({
    ...e['agents.dailySalary'],
    summary: `Daily salary ${actions}`,
    ...payroll,
  }),
  'agents.hourlySalary': defineContract({
    ...e['agents.hourlySalary'],
    summary: `Hourly salary ${actions}`,
    ...payroll,
  }),
  'agents.realtimeSalary': defineContract({
    ...e['agents.realtimeSalary'],
    summary: `Real-time salary ${actions}`,
    ...payroll,
  }),
} as const;
