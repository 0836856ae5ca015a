import type { ContractBody, ContractResponse } from '@pf/shared';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BalanceValue = ContractResponse<Calls['money.balance']>;
export type ConsolidatedFunds = ContractResponse<Calls['money.consolidated']>;
export type FundWallet = ConsolidatedFunds['wallets'][number];
export type MerchantWallet = ContractResponse<Calls['money.merchantWallet']>;
export type WalletTransferRequest = ContractBody<Calls['money.walletTransfer']>;

/** §7 GET /wps/v2/wallets/balance (token): value.sumBalance is what the member can spend. */
export const walletBalanceQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.balance(token), (signal) => callApi('money.balance', { signal }), {
    staleTime: 15_000,
  });

/** §7 GET /wps/member/info/funds/consolidated (token): the main wallet and every vendor wallet. */
export const consolidatedQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.consolidated(token), (signal) =>
    callApi('money.consolidated', { signal }),
  );

/** §7 GET /wps/relay/GCS_merchantWallet (token; isSingle). */
export const merchantWalletQuery = (token: string | null) =>
  memberQueryOptions(
    token,
    moneyKeys.merchantWallet(token),
    (signal) => callApi('money.merchantWallet', { signal }),
    { staleTime: 5 * 60_000 },
  );

/** §7 POST /wps/relay/GCS_walletTransfer (token): between the main wallet and a vendor wallet. */
export const walletTransfer = (body: WalletTransferRequest) => callApi('money.walletTransfer', { body });
