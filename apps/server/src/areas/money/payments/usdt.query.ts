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
import { USDT_TRC20_CONTRACT } from './tron-address.ts';

/** The chain explorer's list of TRC-20 transfers to an address (TronGrid's path). */
export const trc20TransfersPath = (address: string) =>
  `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?only_to=true&contract_address=${USDT_TRC20_CONTRACT}`;

/**
 * Asks the chain watcher for the USDT transfers to an order's deposit address (TronGrid's TRC-20
 * transfer list, the request signed over its path, the answer signed like the notifications and
 * holding them). The order's transfer is the one it claimed, else one of exactly its amount made
 * since it was opened; none means nothing was sent yet. The transfer is then applied as its
 * notification would be, confirmations included.
 */
export function chainTransfersQuery(deps: {
  secret: string;
  request: ProviderRequest;
  baseUrl: string;
  provider: () => PaymentProvider;
}) {
  return async (order: OrderStatusQuery): Promise<OrderStatusAnswer> => {
    const [address, amount] = (order.matchKey ?? '').split(':');
    if (!address || !amount) throw new ProviderUnreachable('the order names no deposit address');
    const url = `${deps.baseUrl}${trc20TransfersPath(address)}`;
    const res = await deps.request({
      method: 'GET',
      url,
      headers: { [SIGNATURE_HEADER]: signBody(deps.secret, url) },
    });
    const json = signedAnswer(deps.secret, res) as { data?: unknown } | null;
    if (!json || !Array.isArray(json.data)) throw new ProviderUnreachable('the chain answered no transfers');
    const provider = deps.provider();
    const transfers = json.data.flatMap((n) => {
      const cb = provider.parseCallback(n);
      return cb ? [cb] : [];
    });
    const callback = order.providerRef
      ? transfers.find((cb) => cb.providerRef === order.providerRef)
      : transfers.find(
          (cb) => cb.matchKey === order.matchKey && (cb.paidAt ?? order.createdAt) >= order.createdAt,
        );
    return callback
      ? { state: 'decided', callback, answer: res.body }
      : { state: 'pending', answer: res.body };
  };
}
