import { moneyEndpoints, type moneyFinanceContracts } from '@pf/shared/contracts/money';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** Money's back-office calls (withdrawal review, deposits), typed from their contracts. */
export const moneyCall = contractCalls<typeof moneyFinanceContracts>(moneyEndpoints);

/** Money's back-office downloads (the deposit list as CSV). */
export const moneyFile = contractFiles<typeof moneyFinanceContracts>(moneyEndpoints);
