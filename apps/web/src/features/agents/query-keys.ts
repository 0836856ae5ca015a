import type { agentsContracts, agentsReportsContracts, payrollContracts } from '@pf/shared/contracts/agents';
import type { KeyBody, KeyQuery, Token } from '@/lib/query-keys';

type Agents = typeof agentsContracts;
type Reports = typeof agentsReportsContracts;

/** The four payroll calls of the agent centre share a contract shape; the key names the call. */
type AgentContractCall =
  | 'agents.dividend'
  | 'agents.dailySalary'
  | 'agents.hourlySalary'
  | 'agents.realtimeSalary';
type AgentContractRole = NonNullable<Extract<KeyBody<Agents, 'agents.dividend'>, { action: 'list' }>['role']>;

const AGENT = 'agent-centre';

/** The agent centre's query keys (lib/query-keys.ts says how keys are made). */
export const agentsKeys = {
  /** The whole centre of one session: any change to the team or its contracts reads it again. */
  ofMember: (token: Token) => [AGENT, token] as const,
  consolidated: (token: Token) => [AGENT, token, 'consolidated'] as const,
  overview: (token: Token, period: KeyQuery<Agents, 'agents.overview'>['period']) =>
    [AGENT, token, 'overview', period] as const,
  members: (token: Token, q: KeyQuery<Agents, 'agents.members'>) => [AGENT, token, 'members', q] as const,
  contracts: (token: Token, call: AgentContractCall, role: AgentContractRole, pageNo: number) =>
    [AGENT, token, 'contracts', call, role, pageNo] as const,
  teamBets: (token: Token, q: KeyQuery<Reports, 'agents.teamBets'>) =>
    [AGENT, token, 'team-bets', q] as const,
  userLoss: (token: Token, q: KeyQuery<Reports, 'agents.userLoss'>) =>
    [AGENT, token, 'user-loss', q] as const,
  income: (token: Token, period: KeyQuery<Reports, 'agents.income'>['period']) =>
    [AGENT, token, 'income', period] as const,
  accountDetails: (token: Token, q: KeyQuery<Reports, 'agents.accountDetails'>) =>
    [AGENT, token, 'account-details', q] as const,
  statements: (token: Token, q: KeyQuery<typeof payrollContracts, 'payroll.statements'>) =>
    [AGENT, token, 'statements', q] as const,
};
