import { type missionsContracts, missionsEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from rewards' contracts. */
export type Calls = typeof missionsContracts;

export const callApi = contractCalls<Calls>(missionsEndpoints);
