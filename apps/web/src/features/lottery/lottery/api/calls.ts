import { type lotteryContracts, lotteryEndpoints } from '@pf/shared/contracts/lottery';
import { contractCalls } from '@/lib/api-call';

/** The calls this feature makes, by name, typed from lottery's contracts. */
export type Calls = typeof lotteryContracts;

export const callApi = contractCalls<Calls>(lotteryEndpoints);
