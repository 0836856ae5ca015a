/** Money calls still registered without a shared contract; this list only shrinks. */
export const pendingMoney: string[] = [
  'POST /wps/payments/callback/{provider}',
  'GET /bo/api/finance/withdrawals',
  'POST /bo/api/finance/withdrawals/{orderNo}/approve',
  'POST /bo/api/finance/withdrawals/{orderNo}/reject',
  'GET /bo/api/finance/withdrawals/{orderNo}/proof',
  'GET /bo/api/finance/deposits',
  'GET /bo/api/finance/callbacks',
];
