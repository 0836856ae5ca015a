import { moneyEndpoints, type moneyFinanceContracts } from '@pf/shared/contracts/money';
import { contractCalls } from '@/lib/contract-call';

/** Money's back-office calls (withdrawal review, deposits), typed from their contracts. */
export const moneyCall = contractCalls<typeof moneyFinanceContracts>(moneyEndpoints);
