import { type messagesContracts, messagesEndpoints } from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from content's contracts. */
export type Calls = typeof messagesContracts;

export const callApi = contractCalls<Calls>(messagesEndpoints);
