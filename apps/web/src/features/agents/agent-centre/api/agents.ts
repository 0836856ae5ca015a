import type { ContractBody, ContractQuery } from '@pf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsKeys } from '@/features/agents/query-keys';
import { useMemberQuery } from '@/lib/member-query';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import type { Calls } from './calls';
import { callApi } from './calls';

export type OverviewPeriod = NonNullable<NonNullable<ContractQuery<Calls['agents.overview']>>['period']>;
export type MembersQuery = NonNullable<ContractQuery<Calls['agents.members']>>;
export type RegisterBody = NonNullable<ContractBody<Calls['agents.register']>>;
export type TransferBody = NonNullable<ContractBody<Calls['agents.transfer']>>;
export type ContractAction = NonNullable<ContractBody<Calls['agents.dividend']>>;

/** The four §7 Payroll calls share one contract shape; the menu names them by contract type. */
export const CONTRACT_CALLS = {
  dividend: 'agents.dividend',
  daily: 'agents.dailySalary',
  hourly: 'agents.hourlySalary',
  realtime: 'agents.realtimeSalary',
} as const;
export type ContractKind = keyof typeof CONTRACT_CALLS;

export const MEMBERS_PAGE_SIZE = 10;
export const CONTRACTS_PAGE_SIZE = 10;

export function useConsolidated() {
  return useMemberQuery(
    (token) => agentsKeys.consolidated(token),
    (signal) => callApi('agents.consolidated', { signal }),
  );
}

export function useTeamOverview(period: OverviewPeriod) {
  return useMemberQuery(
    (token) => agentsKeys.overview(token, period),
    (signal) => callApi('agents.overview', { query: { period }, signal }),
    { keepPrevious: true },
  );
}

export function useTeamMembers(query: MembersQuery) {
  return useMemberQuery(
    (token) => agentsKeys.members(token, query),
    (signal) => callApi('agents.members', { query, signal }),
    { keepPrevious: true },
  );
}

export type ContractRole = NonNullable<Extract<ContractAction, { action: 'list' }>['role']>;

export function useContracts(kind: ContractKind, role: ContractRole, pageNo: number) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: agentsKeys.contracts(token, CONTRACT_CALLS[kind], role, pageNo),
    queryFn: () =>
      callApi(CONTRACT_CALLS[kind], {
        body: { action: 'list', role, pageNo, pageSize: CONTRACTS_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/** Any change to the team or its contracts is read again everywhere in the centre. */
function useRefreshAgent() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return () => client.invalidateQueries({ queryKey: agentsKeys.ofMember(token) });
}

export function useRegisterDownline() {
  const refresh = useRefreshAgent();
  return useMutation({
    mutationFn: (body: RegisterBody) => callApi('agents.register', { body }),
    onSuccess: refresh,
  });
}

export function useTransferDownline() {
  const refresh = useRefreshAgent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferBody) => callApi('agents.transfer', { body }),
    onSuccess: () => {
      void refresh();
      // The header balance is the agent's cash: it changed.
      void refreshBalance(client);
    },
  });
}

export function useContractAction(kind: ContractKind) {
  const refresh = useRefreshAgent();
  return useMutation({
    mutationFn: (body: ContractAction) => callApi(CONTRACT_CALLS[kind], { body }),
    onSuccess: refresh,
  });
}
