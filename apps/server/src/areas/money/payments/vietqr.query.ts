import {
  type OrderStatusAnswer,
  type OrderStatusQuery,
  type PaymentProvider,
  type ProviderRequest,
  ProviderUnreachable,
  SIGNATURE_HEADER,
  signBody,
  signedAnswer,
} from './payment-provider.ts';

/**
 * The bank's (or its aggregator's) transaction lookup by the transfer's message: the request
 * signed over its query, the answer signed like the notifications and holding them. No
 * transaction for the order's number means nothing was paid yet.
 */
export function bankTransactionsQuery(deps: {
  secret: string;
  request: ProviderRequest;
  lookupUrl: string;
  provider: () => PaymentProvider;
}) {
  return async (order: OrderStatusQuery): Promise<OrderStatusAnswer> => {
    const query = `reference=${encodeURIComponent(order.orderNo)}`;
    const res = await deps.request({
      method: 'GET',
      url: `${deps.lookupUrl}?${query}`,
      headers: { [SIGNATURE_HEADER]: signBody(deps.secret, query) },
    });
    const json = signedAnswer(deps.secret, res) as { transactions?: unknown } | null;
    if (!json || !Array.isArray(json.transactions)) {
      throw new ProviderUnreachable('the bank answered no list of transactions');
    }
    const provider = deps.provider();
    // The transfer whose message names the order; others (another order's) are not this one's.
    const callback = json.transactions
      .map((n) => provider.parseCallback(n))
      .find((cb) => cb?.orderNo === order.orderNo);
    return callback
      ? { state: 'decided', callback, answer: res.body }
      : { state: 'pending', answer: res.body };
  };
}
