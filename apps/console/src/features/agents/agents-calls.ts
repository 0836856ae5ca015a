import {
  type agentsConsoleContracts,
  agentsConsoleEndpoints,
  type payrollContracts,
  payrollEndpoints,
} from '@pf/shared/contracts/agents';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The agent desk's calls: the tree and its moves, payroll runs and their statements. */
export const agentsCall = contractCalls<typeof agentsConsoleContracts>(agentsConsoleEndpoints);
/** Its CSV downloads. */
export const agentsFile = contractFiles<typeof agentsConsoleContracts>(agentsConsoleEndpoints);
/** Running a payroll period now (the payroll area's own staff call). */
export const payrollCall = contractCalls<typeof payrollContracts>(payrollEndpoints);
