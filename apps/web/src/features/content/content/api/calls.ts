import { type contentContracts, contentEndpoints } from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from content's contracts. */
export type Calls = typeof contentContracts;

export const callApi = contractCalls<Calls>(contentEndpoints);
