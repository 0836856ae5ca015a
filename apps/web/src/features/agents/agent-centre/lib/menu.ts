import type { ContractResponse } from '@pf/shared';
import type { Calls } from '../api/calls';

type Consolidated = ContractResponse<Calls['agents.consolidated']>;

export type AgentPage =
  | 'announcement'
  | 'overview'
  | 'register'
  | 'members'
  | 'bets'
  | 'loss'
  | 'income'
  | 'details'
  | 'statements'
  | 'dividend'
  | 'daily'
  | 'hourly'
  | 'realtime';

/** Each contract page shows only while the brand's switch for its type is on (§2, §6). */
const CONTRACT_SWITCHES = [
  ['dividend', 'enableContract'],
  ['daily', 'enableSalary'],
  ['hourly', 'enableHourSalary'],
  ['realtime', 'enableRealtimeSalary'],
] as const;

/** A request of the type waits for the agent's answer (the consolidated flags). */
const AWAITING = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const;

export function awaitsAnswer(page: AgentPage, flags: Consolidated | undefined): boolean {
  return page in AWAITING && Boolean(flags?.[AWAITING[page as keyof typeof AWAITING]]);
}

/**
 * The left menu in §2 order, then the payout statements of the contracts (paid and received),
 * which both parties of a contract open here.
 */
export function menuFor(flags: Consolidated | undefined): AgentPage[] {
  const pages: AgentPage[] = [
    'announcement',
    'overview',
    'register',
    'members',
    'bets',
    'loss',
    'income',
    'details',
  ];
  if (flags) for (const [page, flag] of CONTRACT_SWITCHES) if (flags[flag]) pages.push(page);
  pages.push('statements');
  return pages;
}
