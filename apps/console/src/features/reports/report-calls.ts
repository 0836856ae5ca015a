import { type reportsContracts, reportsEndpoints } from '@pf/shared/contracts/reports';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The reports' back-office calls (dashboard, bet report and its CSV), typed from their contracts. */
export const reportsCall = contractCalls<typeof reportsContracts>(reportsEndpoints);
export const reportsFile = contractFiles<typeof reportsContracts>(reportsEndpoints);

/** The query keys of the reports' screens. */
export const reportsKeys = {
  dashboard: (from: string, to: string) => ['reports', 'dashboard', from, to] as const,
  bets: (query: Record<string, string>) => ['reports', 'bets', query] as const,
  rounds: (game: string, day: string, cursor: string | undefined) =>
    ['reports', 'rounds', game, day, cursor ?? ''] as const,
};
