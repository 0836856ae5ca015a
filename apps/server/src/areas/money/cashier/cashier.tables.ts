import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Sort = ColumnType<number, number | undefined, number>;

export interface CashierSettingsTable {
  merchant_id: number;
  withdraw_confirm_minutes: number;
}

export interface TransferWalletVendorsTable {
  merchant_id: number;
  vendor_code: string;
  enabled: Flag;
  sort: Sort;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  provider: string;
  /** Null: the brand's deposit limits (its money settings). */
  min_amount: bigint | null;
  max_amount: bigint | null;
  enabled: Flag;
  sort: Sort;
  /** The provider's settings for this method (VietQR: the brand's receiving account). */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface DepositOrdersTable {
  id: Generated<bigint>;
  order_no: string;
  merchant_id: number;
  member_id: bigint;
  method_id: number;
  provider: string;
  amount: bigint;
  currency: string;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  return_url: string;
  pay_url: string | null;
  provider_ref: string | null;
  transfer_id: bigint | null;
  /** What the member is shown instead of a payment page (a VietQR and its transfer details). */
  instructions: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** A pending order past this time is expired and never credited. */
  expires_at: MaybeMoment;
  /** What a notification naming no order is matched by (a USDT order: its address and amount). */
  match_key: string | null;
  created_at: CreatedAt;
  paid_at: MaybeMoment;
  updated_at: Moment;
}

export type CallbackOutcome =
  | 'credited'
  | 'confirming'
  | 'failed'
  | 'expired'
  | 'replay'
  | 'bad_signature'
  | 'mismatch'
  | 'unknown_order'
  | 'invalid';

export interface PaymentCallbacksTable {
  id: Generated<bigint>;
  provider: string;
  order_no: string | null;
  outcome: CallbackOutcome;
  detail: string | null;
  body: string;
  signature: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

export interface SandboxPaymentsTable {
  order_no: string;
  amount: bigint;
  currency: string;
  status: ColumnType<'open' | 'paid' | 'cancelled', 'open' | undefined, 'paid' | 'cancelled'>;
  return_url: string;
  callback_url: string;
  last_callback_body: string | null;
  last_callback_signature: string | null;
  last_callback_status: number | null;
  created_at: CreatedAt;
}

export type WithdrawalStatus = 'pending' | 'rejected' | 'paid' | 'received' | 'disputed';
export type Confirmation = 'received' | 'not_received' | 'partial' | 'auto';

export interface WithdrawalsTable {
  id: Generated<bigint>;
  order_no: string;
  merchant_id: number;
  member_id: bigint;
  amount: bigint;
  currency: string;
  receiving_address: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  request_key: string;
  reviewed_by: bigint | null;
  reviewed_at: MaybeMoment;
  review_note: string | null;
  paid_at: MaybeMoment;
  confirm_by: MaybeMoment;
  confirmation: Confirmation | null;
  paid_amount: bigint | null;
  proof_key: string | null;
  confirmed_at: MaybeMoment;
  created_at: CreatedAt;
  /** Set on approval, stable per withdrawal: the provider pays one request id once. */
  payout_request_id: string | null;
  /** The provider whose clearing account took the money on approval. */
  payout_provider: string | null;
  payout_ref: string | null;
  /** When the provider answered the payout; null on an approved row: not yet sent for sure. */
  payout_sent_at: MaybeMoment;
  /** Payout calls that failed; the last failure in payout_error. */
  payout_attempts: ColumnType<number, number | undefined, number>;
  payout_error: string | null;
  /** The saved account it pays to and what it was when asked; null on older withdrawals. */
  bank_account_id: bigint | null;
  bank_code: string | null;
  account_number: string | null;
  holder_name: string | null;
  /** Asked while the account was new: the finance desk checks the account before paying. */
  new_account: Flag;
}

export type BankAccountStatus = 'new' | 'verified';

/** A member's saved withdrawal bank account; removed ones stay for the withdrawals that used them. */
export interface MemberBankAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_code: string;
  account_number: string;
  holder_name: string;
  status: ColumnType<BankAccountStatus, BankAccountStatus | undefined, BankAccountStatus>;
  created_at: CreatedAt;
  verified_at: MaybeMoment;
  removed_at: MaybeMoment;
}

/** The sandbox bank's transfers into brands' accounts, one per reference (the deposit's). */
export interface SandboxBankTransfersTable {
  reference: string;
  transaction_id: string;
  bank_bin: string;
  account_number: string;
  amount: bigint;
  status: 'paid' | 'expired';
  callback_url: string;
  last_callback_body: string | null;
  last_callback_signature: string | null;
  last_callback_status: number | null;
  created_at: CreatedAt;
}

/** A member's deposit address on a chain; one per member and network. */
export interface CryptoDepositAddressesTable {
  member_id: bigint;
  network: string;
  merchant_id: number;
  address: string;
  created_at: CreatedAt;
}

/** Transfers made on the sandbox chain, with their confirmations. */
export interface SandboxChainTransfersTable {
  tx_hash: string;
  from_address: string;
  to_address: string;
  /** Token base units (USDT: 6 decimals). */
  amount: bigint;
  block_number: bigint;
  block_time: Moment;
  confirmations: ColumnType<number, number | undefined, number>;
  callback_url: string;
  last_callback_body: string | null;
  last_callback_status: number | null;
  created_at: CreatedAt;
}

/** The sandbox e-wallet's payments (MoMo-style), one per order id. */
export interface SandboxWalletPaymentsTable {
  order_id: string;
  request_id: string;
  amount: bigint;
  order_info: string;
  redirect_url: string;
  ipn_url: string;
  extra_data: ColumnType<string, string | undefined, string>;
  status: ColumnType<
    'open' | 'paid' | 'failed' | 'cancelled',
    'open' | undefined,
    'paid' | 'failed' | 'cancelled'
  >;
  trans_id: string | null;
  result_code: number | null;
  responded_at: MaybeMoment;
  last_ipn_body: string | null;
  last_ipn_status: number | null;
  created_at: CreatedAt;
}

/** The sandbox provider's own payouts, one per payout request id. */
export interface SandboxPayoutsTable {
  request_id: string;
  order_no: string;
  amount: bigint;
  currency: string;
  receiving_address: string;
  provider_ref: string;
  created_at: CreatedAt;
}

export interface PaymentPasswordsTable {
  member_id: bigint;
  hash: string;
  failed_count: ColumnType<number, number | undefined, number>;
  locked_until: MaybeMoment;
  updated_at: Moment;
}

export interface CashierTables {
  cashier_settings: CashierSettingsTable;
  transfer_wallet_vendors: TransferWalletVendorsTable;
  payment_methods: PaymentMethodsTable;
  deposit_orders: DepositOrdersTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_payouts: SandboxPayoutsTable;
  sandbox_bank_transfers: SandboxBankTransfersTable;
  sandbox_wallet_payments: SandboxWalletPaymentsTable;
  crypto_deposit_addresses: CryptoDepositAddressesTable;
  sandbox_chain_transfers: SandboxChainTransfersTable;
  withdrawals: WithdrawalsTable;
  member_bank_accounts: MemberBankAccountsTable;
  payment_passwords: PaymentPasswordsTable;
}
