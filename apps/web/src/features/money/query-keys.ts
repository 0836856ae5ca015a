import type { moneyContracts } from '@pf/shared/contracts/money';
import { KEY_ROOTS, type KeyParams, type KeyQuery, type Token } from '@/lib/query-keys';

type Money = typeof moneyContracts;
const [WALLET] = KEY_ROOTS.wallet;

/** Money's query keys (lib/query-keys.ts says how keys are made). */
export const moneyKeys = {
  /** Every money read: a movement of the member's money makes them all stale. */
  all: KEY_ROOTS.wallet,
  balance: (token: Token) => [WALLET, 'balance', token] as const,
  consolidated: (token: Token) => [WALLET, 'consolidated', token] as const,
  merchantWallet: (token: Token) => [WALLET, 'merchantWallet', token] as const,
  bankAccounts: (token: Token) => [WALLET, 'bankAccounts', token] as const,
  depositMethods: (token: Token) => [WALLET, 'depositMethods', token] as const,
  depositOrder: (orderNo: KeyParams<Money, 'money.depositOrder'>['orderNo'] | null) =>
    [WALLET, 'depositOrder', orderNo] as const,
  withdrawLimits: (token: Token) => [WALLET, 'withdrawLimits', token] as const,
  withdrawals: (token: Token) => [WALLET, 'withdrawals', token] as const,
  paymentPassword: (token: Token) => [WALLET, 'paymentPassword', token] as const,
  transactions: (token: Token, q: KeyQuery<Money, 'money.transactions'>) =>
    [WALLET, 'transactions', token, q] as const,
  profit: (token: Token, period: KeyQuery<Money, 'money.profit'>['period']) =>
    [WALLET, 'profit', token, period] as const,
};
