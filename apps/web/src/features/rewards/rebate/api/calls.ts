import { type rebateContracts, rebateEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from rewards' contracts. */
export type Calls = typeof rebateContracts;

export const callApi = contractCalls<Calls>(rebateEndpoints);
