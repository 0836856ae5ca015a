import {
  type supportChatContracts,
  supportChatEndpoints,
  type supportDeskContracts,
  supportDeskEndpoints,
} from '@pf/shared/contracts/content';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from content's contracts. */
export type Calls = typeof supportChatContracts;

export const callApi = contractCalls<Calls>(supportChatEndpoints);

/** The member's side of the staff desk: saying they are writing. */
export const deskApi = contractCalls<typeof supportDeskContracts>(supportDeskEndpoints);
