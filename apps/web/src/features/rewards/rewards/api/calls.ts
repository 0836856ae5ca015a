import { type bonusContracts, bonusEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The bonus calls of the reward centre, by name, typed from rewards' contracts. */
export type BonusCalls = typeof bonusContracts;

export const callBonusApi = contractCalls<BonusCalls>(bonusEndpoints);
