import { type pointsContracts, pointsEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from rewards' contracts. */
export type Calls = typeof pointsContracts;

export const callApi = contractCalls<Calls>(pointsEndpoints);
