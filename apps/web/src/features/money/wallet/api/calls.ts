import { type moneyContracts, moneyEndpoints } from '@pf/shared/contracts/money';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from money's contracts. */
export type Calls = typeof moneyContracts;

export const callApi = contractCalls<Calls>(moneyEndpoints);
