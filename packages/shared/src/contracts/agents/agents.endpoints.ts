import { endpoint } from '../endpoint.ts';

/** §2 Agent centre and §7 Payroll: the agent's team, its money and the contracts. */
export const agentsEndpoints = {
  'agents.overview': endpoint(['GET'], '/wps/agent/team/overview'),
  'agents.members': endpoint(['GET'], '/wps/agent/team/members'),
  'agents.register': endpoint(['POST'], '/wps/agent/team/register'),
  'agents.transfer': endpoint(['POST'], '/wps/agent/team/transfer'),
  'agents.consolidated': endpoint(['GET'], '/wps/agent/consolidated'),
  'agents.dividend': endpoint(['POST'], '/wps/relay/MCS2_processDividendReq'),
  'agents.dailySalary': endpoint(['POST'], '/wps/relay/MCS2_processDailySalContract'),
  'agents.hourlySalary': endpoint(['POST'], '/wps/relay/MCS2_processContractHourSalary'),
  'agents.realtimeSalary': endpoint(['POST'], '/wps/relay/MCSFE_processRealTimeSalaryContract'),
} as const;
