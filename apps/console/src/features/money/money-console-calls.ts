import { type moneyConsoleContracts, moneyConsoleEndpoints } from '@pf/shared/contracts/money';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** Money's calls of the member page and the adjustments queue (ledger, maker-checker adjustments). */
export const moneyConsoleCall = contractCalls<typeof moneyConsoleContracts>(moneyConsoleEndpoints);
/** Its file answers: the adjustments as CSV. */
export const moneyConsoleFile = contractFiles<typeof moneyConsoleContracts>(moneyConsoleEndpoints);

/** The query keys of the ledger and the adjustments. */
export const moneyConsoleKeys = {
  adjustmentLists: ['money', 'adjustments'] as const,
  adjustments: (status: string) => ['money', 'adjustments', status] as const,
  ledger: (memberId: string, wallet: string, cursor: string | undefined) =>
    ['money', 'ledger', memberId, wallet, cursor ?? ''] as const,
};
