import {
  type supportChatContracts,
  supportChatEndpoints,
  type supportDeskContracts,
  supportDeskEndpoints,
} from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/contract-call';

/** The support chat's staff calls: conversations, replies, closing. */
export const chatCall = contractCalls<typeof supportChatContracts>(supportChatEndpoints);
/** The desk's calls: taking and handing over, colleagues, canned replies. */
export const deskCall = contractCalls<typeof supportDeskContracts>(supportDeskEndpoints);
