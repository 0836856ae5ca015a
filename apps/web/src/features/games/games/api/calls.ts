import { CALLER_FREE_CALLS, type gamesContracts, gamesEndpoints } from '@pf/shared/contracts/games';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from games' contracts. */
export type Calls = typeof gamesContracts;

export const callApi = contractCalls<Calls>(gamesEndpoints, { callerFree: CALLER_FREE_CALLS });
