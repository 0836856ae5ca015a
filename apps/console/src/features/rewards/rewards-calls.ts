import { type offersContracts, offersEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** Rewards' calls of the promotions screen: promotions with their bonus rules and takers. */
export const offersCall = contractCalls<typeof offersContracts>(offersEndpoints);
/** Its file answers: the promotions and one promotion's takers as CSV. */
export const offersFile = contractFiles<typeof offersContracts>(offersEndpoints);

/** The query keys of the rewards screens. */
export const rewardsKeys = {
  offerLists: ['rewards', 'offers'] as const,
  offers: (query: Record<string, unknown>) => ['rewards', 'offers', query] as const,
  takers: (id: number, pageNo: number) => ['rewards', 'offers', 'takers', id, pageNo] as const,
};
