import { type withdrawalRiskContracts, withdrawalRiskEndpoints } from '@pf/shared/contracts/reports';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The withdrawal risk flags and the withdrawal list's CSV, typed from their contracts. */
export const riskCall = contractCalls<typeof withdrawalRiskContracts>(withdrawalRiskEndpoints);
export const riskFile = contractFiles<typeof withdrawalRiskContracts>(withdrawalRiskEndpoints);
