import { type systemContracts, systemEndpoints } from '@pf/shared/contracts/brand';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from brand's contracts. */
export type Calls = typeof systemContracts;

export const callApi = contractCalls<Calls>(systemEndpoints);
