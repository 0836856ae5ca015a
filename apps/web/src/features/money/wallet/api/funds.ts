import type { ContractBody, ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BalanceValue = ContractResponse<Calls['money.balance']>;
export type ConsolidatedFunds = ContractResponse<Calls['money.consolidated']>;
export type FundWallet = ConsolidatedFunds['wallets'][number];
export type MerchantWallet = ContractResponse<Calls['money.merchantWallet']>;
export type WalletTransferRequest = ContractBody<Calls['money.walletTransfer']>;

/** §7 GET /wps/v2/wallets/balance (token): value.sumBalance is what the member can spend. */
export const walletBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.balance(token),
    queryFn: ({ signal }) => callApi('money.balance', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** §7 GET /wps/member/info/funds/consolidated (token): the main wallet and every vendor wallet. */
export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.consolidated(token),
    queryFn: ({ signal }) => callApi('money.consolidated', { signal }),
    enabled: token !== null,
  });

/** §7 GET /wps/relay/GCS_merchantWallet (token; isSingle). */
export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.merchantWallet(token),
    queryFn: ({ signal }) => callApi('money.merchantWallet', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** §7 POST /wps/relay/GCS_walletTransfer (token): between the main wallet and a vendor wallet. */
export const walletTransfer = (body: WalletTransferRequest) => callApi('money.walletTransfer', { body });
