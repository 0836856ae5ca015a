import type { ContractResponse, Contracts } from '@pf/shared';
import { callApi } from '@/lib/api-call';

export type RoundDetailLink = ContractResponse<Contracts['rounds.detailLink']>;

/** The vendor's detail page of one of the member's own rounds (asked for on demand: it can take a vendor call). */
export const fetchRoundDetailLink = (recordId: string) =>
  callApi('rounds.detailLink', { body: { id: recordId } });
