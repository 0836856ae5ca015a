import { type moneyContracts, moneyEndpoints } from '@pf/shared/contracts/money';
import { type bonusContracts, bonusEndpoints } from '@pf/shared/contracts/rewards';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from money's and rewards' contracts. */
export type Calls = typeof bonusContracts & typeof moneyContracts;

export const callApi = contractCalls<Calls>({ ...bonusEndpoints, ...moneyEndpoints });
