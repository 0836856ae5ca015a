import {
  type agentsContracts,
  agentsEndpoints,
  type agentsReportsContracts,
  agentsReportsEndpoints,
  type payrollContracts,
  payrollEndpoints,
} from '@pf/shared/contracts/agents';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from agents' contracts. */
export type Calls = typeof agentsContracts & typeof agentsReportsContracts & typeof payrollContracts;

export const callApi = contractCalls<Calls>({
  ...agentsEndpoints,
  ...agentsReportsEndpoints,
  ...payrollEndpoints,
});
