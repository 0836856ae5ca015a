import { RESULT, RESULT_SIGNED, type WalletCredentials, walletSignature } from './momo.signature.ts';

/** What the member's choice on the wallet's page makes of a payment. */
export const OUTCOME = {
  pay: { status: 'paid', resultCode: RESULT.success, message: 'Successful.' },
  fail: { status: 'failed', resultCode: RESULT.failed, message: 'Transaction failed: insufficient balance.' },
  cancel: { status: 'cancelled', resultCode: RESULT.cancelled, message: 'Transaction denied by user.' },
} as const;

/**
 * The result of a decided payment, signed: as the IPN's JSON body (numbers as numbers) and as the
 * return's query (every value a string).
 */
export function signedResult(
  credentials: WalletCredentials,
  r: {
    order_id: string;
    request_id: string;
    amount: bigint;
    order_info: string;
    status: string;
    trans_id: string | null;
    result_code: number | null;
    responded_at: Date | null;
    extra_data: string;
  },
  /** The result's text when it is not a decision's (an order query's answer). */
  message?: string,
) {
  const outcome = Object.values(OUTCOME).find((o) => o.status === r.status) ?? OUTCOME.fail;
  const fields = {
    partnerCode: credentials.partnerCode,
    orderId: r.order_id,
    requestId: r.request_id,
    amount: r.amount.toString(),
    orderInfo: r.order_info,
    orderType: 'momo_wallet',
    transId: r.trans_id ?? '0',
    resultCode: String(r.result_code ?? outcome.resultCode),
    message: message ?? outcome.message,
    payType: 'qr',
    responseTime: String(r.responded_at?.getTime() ?? 0),
    extraData: r.extra_data,
  };
  const signature = walletSignature(credentials.secretKey, RESULT_SIGNED, {
    ...fields,
    accessKey: credentials.accessKey,
  });
  const body = JSON.stringify({
    ...fields,
    amount: Number(fields.amount),
    transId: Number(fields.transId),
    resultCode: Number(fields.resultCode),
    responseTime: Number(fields.responseTime),
    signature,
  });
  return { body, query: new URLSearchParams({ ...fields, signature }) };
}
