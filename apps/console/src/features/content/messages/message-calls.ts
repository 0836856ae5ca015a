import { type messagesContracts, messagesEndpoints } from '@pf/shared/contracts/content';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The inbox's staff calls: sending, the sent list, feedback and its answers. */
export const messageCall = contractCalls<typeof messagesContracts>(messagesEndpoints);
/** Their CSV downloads. */
export const messageFile = contractFiles<typeof messagesContracts>(messagesEndpoints);
