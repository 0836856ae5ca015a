import { QUERY_SIGNED, RESULT, type WalletCredentials, walletSignature } from './momo.signature.ts';
import {
  jsonOrNull,
  type OrderStatusAnswer,
  type OrderStatusQuery,
  type PaymentProvider,
  type ProviderRequest,
  ProviderUnreachable,
} from './payment-provider.ts';

/** The sandbox wallet's transaction status API, at the path MoMo serves it under. */
export const WALLET_QUERY_PATH = '/sandbox/wallet/v2/gateway/api/query';

/** The order query the platform signs, as MoMo's status API takes it. */
export interface WalletQueryRequest {
  partnerCode: string;
  requestId: string;
  orderId: string;
  lang: 'vi' | 'en';
  signature: string;
}

/**
 * MoMo's transaction status query: a signed request naming the order; the answer carries the
 * result fields of the IPN signed the same way, so a decided payment reads as its notification.
 * Result 1000 is a payment still open, 42 an order the wallet never took.
 */
export function walletStatusQuery(deps: {
  credentials: WalletCredentials;
  request: ProviderRequest;
  queryUrl: string;
  provider: () => PaymentProvider;
}) {
  const { credentials } = deps;
  return async (order: OrderStatusQuery): Promise<OrderStatusAnswer> => {
    const unsigned = {
      partnerCode: credentials.partnerCode,
      requestId: `${order.orderNo}-q${Date.now()}`,
      orderId: order.orderNo,
      lang: 'en' as const,
    };
    const signature = walletSignature(credentials.secretKey, QUERY_SIGNED, {
      ...unsigned,
      accessKey: credentials.accessKey,
    });
    const res = await deps.request({
      method: 'POST',
      url: deps.queryUrl,
      body: JSON.stringify({ ...unsigned, signature }),
      headers: { 'content-type': 'application/json' },
    });
    const provider = deps.provider();
    // The signature travels in the body, over the result's fields, as in the IPN.
    if (res.statusCode !== 200 || !provider.verify(res.body, undefined)) {
      throw new ProviderUnreachable(`the wallet's answer (${res.statusCode}) is not signed by it`);
    }
    const answer = jsonOrNull(res.body) as { orderId?: unknown; resultCode?: unknown };
    if (answer.orderId !== order.orderNo) throw new ProviderUnreachable('the wallet answered another order');
    const code = Number(answer.resultCode);
    if (code === RESULT.unknownOrder) return { state: 'unknown', answer: res.body };
    if (code === RESULT.pending) return { state: 'pending', answer: res.body };
    const callback = provider.parseCallback(answer);
    if (!callback) throw new ProviderUnreachable('the wallet answered what it does not send');
    return { state: 'decided', callback, answer: res.body };
  };
}
