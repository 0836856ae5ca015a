import { type membersContracts, membersEndpoints } from '@pf/shared/contracts/identity';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from identity's contracts. */
export type Calls = typeof membersContracts;

export const callApi = contractCalls<Calls>(membersEndpoints);
