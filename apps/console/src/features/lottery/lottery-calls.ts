import { type lotteryBoContracts, lotteryEndpoints } from '@pf/shared/contracts/lottery';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The lottery's back-office calls (draws, results, voids, calendar), typed from their contracts. */
export const lotteryCall = contractCalls<typeof lotteryBoContracts>(lotteryEndpoints);
/** Its file answers: the draws list as CSV. */
export const lotteryFile = contractFiles<typeof lotteryBoContracts>(lotteryEndpoints);

/** The query keys of the lottery's screens. */
export const lotteryKeys = {
  draws: ['lottery', 'draws'] as const,
  drawPage: (filter: Record<string, string>, page: number) => ['lottery', 'draws', filter, page] as const,
  holidays: (region: string, year: number) => ['lottery', 'holidays', region, year] as const,
};
