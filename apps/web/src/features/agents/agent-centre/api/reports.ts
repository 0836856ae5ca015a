import type { ContractQuery } from '@pf/shared';
import { agentsKeys } from '@/features/agents/query-keys';
import { useMemberQuery } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export type TeamBetsQuery = NonNullable<ContractQuery<Calls['agents.teamBets']>>;
export type UserLossQuery = NonNullable<ContractQuery<Calls['agents.userLoss']>>;
export type AccountDetailsQuery = NonNullable<ContractQuery<Calls['agents.accountDetails']>>;
export type StatementsQuery = NonNullable<ContractQuery<Calls['payroll.statements']>>;
export type StatementRole = StatementsQuery['role'];

export const REPORT_PAGE_SIZE = 10;

export function useTeamBets(query: TeamBetsQuery) {
  return useMemberQuery(
    (token) => agentsKeys.teamBets(token, query),
    (signal) => callApi('agents.teamBets', { query, signal }),
    { keepPrevious: true },
  );
}

export function useUserLoss(query: UserLossQuery) {
  return useMemberQuery(
    (token) => agentsKeys.userLoss(token, query),
    (signal) => callApi('agents.userLoss', { query, signal }),
    { keepPrevious: true },
  );
}

export function useMyIncome(period: TeamBetsQuery['period']) {
  return useMemberQuery(
    (token) => agentsKeys.income(token, period),
    (signal) => callApi('agents.income', { query: { period }, signal }),
    { keepPrevious: true },
  );
}

export function useAccountDetails(query: AccountDetailsQuery) {
  return useMemberQuery(
    (token) => agentsKeys.accountDetails(token, query),
    (signal) => callApi('agents.accountDetails', { query, signal }),
    { keepPrevious: true },
  );
}

export function useStatements(query: StatementsQuery) {
  return useMemberQuery(
    (token) => agentsKeys.statements(token, query),
    (signal) => callApi('payroll.statements', { query, signal }),
    { keepPrevious: true },
  );
}
