import { endpointTable } from '../endpoint.ts';

/** §2 Agent centre and §7 Payroll: the agent's team, its money and the contracts. */
export const agentsEndpoints = endpointTable({
  'agents.overview': 'GET /wps/agent/team/overview',
  'agents.members': 'GET /wps/agent/team/members',
  'agents.register': 'POST /wps/agent/team/register',
  'agents.transfer': 'POST /wps/agent/team/transfer',
  'agents.consolidated': 'GET /wps/agent/consolidated',
  'agents.dividend': 'POST /wps/relay/MCS2_processDividendReq',
  'agents.dailySalary': 'POST /wps/relay/MCS2_processDailySalContract',
  'agents.hourlySalary': 'POST /wps/relay/MCS2_processContractHourSalary',
  'agents.realtimeSalary': 'POST /wps/relay/MCSFE_processRealTimeSalaryContract',
});
