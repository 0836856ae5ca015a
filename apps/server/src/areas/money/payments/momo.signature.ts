import { createHmac, timingSafeEqual } from 'node:crypto';

/** A MoMo-style wallet's merchant credentials: the partner code, the access key, the signing key. */
export interface WalletCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/** The fields a payment request's signature covers, in the order the wallet strings them. */
export const CREATE_SIGNED = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** The fields an order query's signature covers (MoMo's transaction status API). */
export const QUERY_SIGNED = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

/** The fields a result's signature covers (the notification and the return to the shop alike). */
export const RESULT_SIGNED = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

type Values = Record<string, string | number | undefined>;

/**
 * The wallet's signature: hex HMAC-SHA256 over `key=value&key=value…` of the signed fields in
 * their fixed order. The access key is in the signed text but never sent: each side adds its own.
 */
export function walletSignature(secretKey: string, fields: readonly string[], values: Values): string {
  const raw = fields.map((f) => `${f}=${values[f] ?? ''}`).join('&');
  return createHmac('sha256', secretKey).update(raw, 'utf8').digest('hex');
}

/** Constant-time check of a signature sent with `values`. */
export function walletSignatureMatches(
  secretKey: string,
  fields: readonly string[],
  values: Values,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(walletSignature(secretKey, fields, values), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** MoMo's result codes this platform acts on; any other is a failure. */
export const RESULT = {
  success: 0,
  /** An order query: the payment is open, the member has not confirmed it yet. */
  pending: 1000,
  failed: 1001,
  expired: 1005,
  cancelled: 1006,
  /** An order query: the wallet holds no payment of this order id. */
  unknownOrder: 42,
} as const;
