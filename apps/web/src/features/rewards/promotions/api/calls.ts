import {
  type activityContracts,
  activityEndpoints,
  type bonusContracts,
  bonusEndpoints,
  type promotionsContracts,
  promotionsEndpoints,
} from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from rewards' contracts. */
export type Calls = typeof activityContracts & typeof bonusContracts & typeof promotionsContracts;

export const callApi = contractCalls<Calls>({
  ...activityEndpoints,
  ...bonusEndpoints,
  ...promotionsEndpoints,
});
