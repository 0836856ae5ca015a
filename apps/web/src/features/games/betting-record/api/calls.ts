import {
  type bettingRecordContracts,
  bettingRecordEndpoints,
  type roundDetailContracts,
  roundDetailEndpoints,
} from '@pf/shared/contracts/games';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from games' contracts. */
export type Calls = typeof bettingRecordContracts & typeof roundDetailContracts;

export const callApi = contractCalls<Calls>({ ...bettingRecordEndpoints, ...roundDetailEndpoints });
