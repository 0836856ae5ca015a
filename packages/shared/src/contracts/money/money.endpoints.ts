import { endpointTable } from '../endpoint.ts';

export const moneyEndpoints = endpointTable({
  'money.balance': 'GET /wps/v2/wallets/balance',
  'money.consolidated': 'GET /wps/member/info/funds/consolidated',
  'money.merchantWallet': 'GET POST /wps/relay/GCS_merchantWallet',
  'money.walletTransfer': 'POST /wps/relay/GCS_walletTransfer',
  'money.depositMethods': 'GET /wps/cashier/deposit/methods',
  'money.deposit': 'POST /wps/cashier/deposit',
  'money.depositOrder': 'GET /wps/cashier/deposit/:orderNo',
  'money.deposits': 'GET /wps/cashier/deposits',
  'money.paymentPasswordStatus': 'GET /wps/member/paymentPassword',
  'money.setPaymentPassword': 'POST /wps/member/paymentPassword',
  'money.bankAccounts': 'GET /wps/cashier/bankAccounts',
  'money.addBankAccount': 'POST /wps/cashier/bankAccounts',
  'money.removeBankAccount': 'DELETE /wps/cashier/bankAccounts/:id',
  'money.withdrawLimits': 'GET /wps/cashier/withdraw/limits',
  'money.withdraw': 'POST /wps/cashier/withdraw',
  'money.withdrawals': 'GET /wps/cashier/withdrawals',
  'money.confirmWithdrawal': 'POST /wps/cashier/withdraw/:orderNo/confirm',
  'money.transferUpline': 'POST /wps/cashier/transferUpline',
  'money.transactions': 'GET /wps/cashier/transactions',
  'money.profit': 'GET /wps/cashier/profit',
  'money.bonus': 'GET /wps/cashier/bonus',
  // The provider's webhook.
  'money.paymentCallback': 'POST /wps/payments/callback/:provider',
  // Back office: the finance desk.
  'money.staffWithdrawals': 'GET /bo/api/finance/withdrawals',
  'money.approveWithdrawal': 'POST /bo/api/finance/withdrawals/:orderNo/approve',
  'money.rejectWithdrawal': 'POST /bo/api/finance/withdrawals/:orderNo/reject',
  'money.withdrawalProof': 'GET /bo/api/finance/withdrawals/:orderNo/proof',
  'money.staffDeposits': 'GET /bo/api/finance/deposits',
  'money.callbackLog': 'GET /bo/api/finance/callbacks',
});
