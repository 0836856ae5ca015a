import { errorTable } from '../../error-table.ts';
/** Error codes of the agent centre: the downline tree, its money and the contracts (§3, §4, §6, §7 Payroll). */
export const AGENT_ERRORS = errorTable({
  403: {
    AGENT_ONLY: 'Only agents can use the agent centre',
    AGENT_NOT_IN_TEAM: 'This account is not in your team',
    CONTRACT_DISABLED: 'This contract type is not enabled for this brand',
    CONTRACT_NOT_DIRECT: 'Contracts are made only with a direct downline',
    CONTRACT_NOT_YOURS: 'Only the other party can answer this request',
  },
  404: {
    CONTRACT_NOT_FOUND: 'Contract not found',
  },
  409: {
    CONTRACT_RATE_ABOVE_CAP: 'The rate may not exceed your own rate of {cap}',
    CONTRACT_PENDING_EXISTS: 'A request is already waiting for an answer',
    CONTRACT_STATE: 'This contract cannot do that in its current state',
    AGENT_MOVE_CYCLE: 'A member cannot be moved under its own downline',
    AGENT_MOVE_SAME: 'The member is already under this upline',
    AGENT_MOVE_UPLINE_TYPE: 'The new upline must be an agent',
    PAYROLL_RUN_DONE: 'This run has finished: every contract of its period was settled',
    CONTRACT_DOWNLINE_RATE_ABOVE:
      'Your downline has contracts at a higher rate; they will be terminated if you proceed',
  },
});

export type AgentErrorCode = keyof typeof AGENT_ERRORS;

/**
 * §3 Contracts between an upline agent and a direct downline. Dividend needs the brand's enableCt,
 * the salaries their own flags (salary, hourSalary, agentRealtimeSalary).
 */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * §4 Contracts. `pending`: a new-contract request awaits the downline; `terminating`: a termination
 * request awaits the other party (the contract is still in force). Ended states: `rejected` (the
 * request was refused), `terminated`, `replaced` (a newer accepted contract took over).
 */
export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'terminating',
  'rejected',
  'terminated',
  'replaced',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Why a contract ended, when it did. */
export const CONTRACT_END_REASONS = ['rejected', 'terminated', 'replaced', 'rate_cap'] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

/** Rates are basis points: 100 is 1%, 10000 is 100%. */
export const CONTRACT_RATE_MAX_BP = 10_000;
/** Most tiers one contract may have. */
export const CONTRACT_TIERS_MAX = 10;
/** Agent types that become an agent when an agent registers one below itself. */
export const DOWNLINE_AGENT_TYPE = 2;
