import type { ContractQuery } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { agentsKeys } from '@/features/agents/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { Calls } from './calls';
import { callApi } from './calls';

export type TeamBetsQuery = NonNullable<ContractQuery<Calls['agents.teamBets']>>;
export type UserLossQuery = NonNullable<ContractQuery<Calls['agents.userLoss']>>;
export type AccountDetailsQuery = NonNullable<ContractQuery<Calls['agents.accountDetails']>>;
export type StatementsQuery = NonNullable<ContractQuery<Calls['payroll.statements']>>;
export type StatementRole = StatementsQuery['role'];

export const REPORT_PAGE_SIZE = 10;

export function useTeamBets(query: TeamBetsQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.teamBets(token, query),
    queryFn: ({ signal }) => callApi('agents.teamBets', { query, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

export function useUserLoss(query: UserLossQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.userLoss(token, query),
    queryFn: ({ signal }) => callApi('agents.userLoss', { query, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

export function useMyIncome(period: TeamBetsQuery['period']) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.income(token, period),
    queryFn: ({ signal }) => callApi('agents.income', { query: { period }, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

export function useAccountDetails(query: AccountDetailsQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.accountDetails(token, query),
    queryFn: ({ signal }) => callApi('agents.accountDetails', { query, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

export function useStatements(query: StatementsQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.statements(token, query),
    queryFn: ({ signal }) => callApi('payroll.statements', { query, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}
