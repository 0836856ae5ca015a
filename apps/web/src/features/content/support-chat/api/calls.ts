import { type supportChatContracts, supportChatEndpoints } from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from content's contracts. */
export type Calls = typeof supportChatContracts;

export const callApi = contractCalls<Calls>(supportChatEndpoints);
