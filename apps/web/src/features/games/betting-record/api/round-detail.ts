import type { ContractResponse } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

export type RoundDetailLink = ContractResponse<Calls['rounds.detailLink']>;

/** The vendor's detail page of one of the member's own rounds (asked for on demand: it can take a vendor call). */
export const fetchRoundDetailLink = (recordId: string) =>
  callApi('rounds.detailLink', { body: { id: recordId } });
