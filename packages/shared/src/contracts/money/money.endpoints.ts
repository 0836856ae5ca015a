import { endpoint } from '../endpoint.ts';

export const moneyEndpoints = {
  'money.balance': endpoint(['GET'], '/wps/v2/wallets/balance'),
  'money.consolidated': endpoint(['GET'], '/wps/member/info/funds/consolidated'),
  'money.merchantWallet': endpoint(['GET', 'POST'], '/wps/relay/GCS_merchantWallet'),
  'money.walletTransfer': endpoint(['POST'], '/wps/relay/GCS_walletTransfer'),
  'money.depositMethods': endpoint(['GET'], '/wps/cashier/deposit/methods'),
  'money.deposit': endpoint(['POST'], '/wps/cashier/deposit'),
  'money.depositOrder': endpoint(['GET'], '/wps/cashier/deposit/:orderNo'),
  'money.deposits': endpoint(['GET'], '/wps/cashier/deposits'),
  'money.paymentPasswordStatus': endpoint(['GET'], '/wps/member/paymentPassword'),
  'money.setPaymentPassword': endpoint(['POST'], '/wps/member/paymentPassword'),
  'money.bankAccounts': endpoint(['GET'], '/wps/cashier/bankAccounts'),
  'money.addBankAccount': endpoint(['POST'], '/wps/cashier/bankAccounts'),
  'money.removeBankAccount': endpoint(['DELETE'], '/wps/cashier/bankAccounts/:id'),
  'money.withdrawLimits': endpoint(['GET'], '/wps/cashier/withdraw/limits'),
  'money.withdraw': endpoint(['POST'], '/wps/cashier/withdraw'),
  'money.withdrawals': endpoint(['GET'], '/wps/cashier/withdrawals'),
  'money.confirmWithdrawal': endpoint(['POST'], '/wps/cashier/withdraw/:orderNo/confirm'),
  'money.transferUpline': endpoint(['POST'], '/wps/cashier/transferUpline'),
  'money.transactions': endpoint(['GET'], '/wps/cashier/transactions'),
  'money.profit': endpoint(['GET'], '/wps/cashier/profit'),
  'money.bonus': endpoint(['GET'], '/wps/cashier/bonus'),
  // The provider's webhook.
  'money.paymentCallback': endpoint(['POST'], '/wps/payments/callback/:provider'),
  // Back office: the finance desk.
  'money.staffWithdrawals': endpoint(['GET'], '/bo/api/finance/withdrawals'),
  'money.approveWithdrawal': endpoint(['POST'], '/bo/api/finance/withdrawals/:orderNo/approve'),
  'money.rejectWithdrawal': endpoint(['POST'], '/bo/api/finance/withdrawals/:orderNo/reject'),
  'money.withdrawalProof': endpoint(['GET'], '/bo/api/finance/withdrawals/:orderNo/proof'),
  'money.staffDeposits': endpoint(['GET'], '/bo/api/finance/deposits'),
  'money.callbackLog': endpoint(['GET'], '/bo/api/finance/callbacks'),
} as const;
