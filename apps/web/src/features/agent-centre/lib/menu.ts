import type { ContractResponse, Contracts } from '@pf/shared';

type Consolidated = ContractResponse<Contracts['agents.consolidated']>;

export type AgentPage = 'overview' | 'register' | 'members' | 'dividend' | 'daily' | 'hourly' | 'realtime';

/** Each contract page shows only while the brand's switch for its type is on (§2, §6). */
const CONTRACT_SWITCHES = [
  ['dividend', 'enableContract'],
  ['daily', 'enableSalary'],
  ['hourly', 'enableHourSalary'],
  ['realtime', 'enableRealtimeSalary'],
] as const;

/**
 * The left menu in §2 order. Team betting, user loss, my income, account details and the
 * announcement have no agent call behind them yet, so they are not offered.
 */
export function menuFor(flags: Consolidated | undefined): AgentPage[] {
  const pages: AgentPage[] = ['overview', 'register', 'members'];
  if (!flags) return pages;
  for (const [page, flag] of CONTRACT_SWITCHES) if (flags[flag]) pages.push(page);
  return pages;
}
