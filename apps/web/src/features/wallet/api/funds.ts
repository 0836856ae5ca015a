import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { WALLET_KEY } from './keys';
import { WALLET_PATHS } from './paths';

export interface BalanceValue {
  currency?: string;
  sumBalance: string;
  cash?: string;
  bonus?: string;
  locked?: string;
}

/** §7 GET /wps/v2/wallets/balance (token): value.sumBalance is what the member can spend. */
export const walletBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'balance', token],
    queryFn: ({ signal }) => apiGet<BalanceValue>(WALLET_PATHS.balance, undefined, signal),
    enabled: token !== null,
    staleTime: 15_000,
  });

export interface FundWallet {
  /** 'MAIN' for the main wallet, else the transfer-wallet vendor's code. */
  vendor: string;
  name: string;
  balance: string;
}

export interface ConsolidatedFunds {
  currency: string;
  sumBalance: string;
  wallets: FundWallet[];
}

/** §7 GET /wps/member/info/funds/consolidated (token): the main wallet and every vendor wallet. */
export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'consolidated', token],
    queryFn: ({ signal }) => apiGet<ConsolidatedFunds>(WALLET_PATHS.consolidated, undefined, signal),
    enabled: token !== null,
  });

export interface MerchantWallet {
  /** Single wallet: every game spends the main balance, so there is nothing to transfer. */
  isSingle: boolean;
  wallets: Array<{ vendor: string; name: string }>;
}

/** §7 GET /wps/relay/GCS_merchantWallet (token; isSingle). */
export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'merchantWallet', token],
    queryFn: ({ signal }) => apiGet<MerchantWallet>(WALLET_PATHS.merchantWallet, undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export interface WalletTransferRequest {
  fromWallet: string;
  toWallet: string;
  amount: string;
  requestId?: string;
}

/** §7 POST /wps/relay/GCS_walletTransfer (token): between the main wallet and a vendor wallet. */
export const walletTransfer = (body: WalletTransferRequest) =>
  apiPost<ConsolidatedFunds>(WALLET_PATHS.walletTransfer, body);
