import type { WalletQueryRequest } from './momo.query.ts';
import { QUERY_SIGNED, RESULT, type WalletCredentials, walletSignatureMatches } from './momo.signature.ts';
import { jsonOrNull } from './payment-provider.ts';
import { signedResult } from './sandbox-wallet.result.ts';

/** A payment as the wallet keeps it (sandbox_wallet_payments). */
type WalletRow = Parameters<typeof signedResult>[1];

/**
 * The sandbox wallet's transaction status API (MoMo's order query): a request signed by the
 * merchant answers the payment as it stands, signed over the result's fields like the IPN; an
 * open payment answers 1000, an order it never took 42. Null for a request it did not sign.
 */
export function walletQueryAnswer(deps: {
  credentials: WalletCredentials;
  row: (orderId: string) => Promise<WalletRow | undefined>;
  now: () => Date;
}) {
  const { credentials } = deps;
  return async (rawBody: string): Promise<string | null> => {
    const req = jsonOrNull(rawBody) as Partial<WalletQueryRequest> | null;
    if (!req || typeof req.orderId !== 'string' || typeof req.requestId !== 'string') return null;
    const signed = walletSignatureMatches(
      credentials.secretKey,
      QUERY_SIGNED,
      { ...req, accessKey: credentials.accessKey },
      req.signature,
    );
    if (!signed || req.partnerCode !== credentials.partnerCode) return null;
    const r = await deps.row(req.orderId);
    const asOf = { request_id: req.requestId, responded_at: r?.responded_at ?? deps.now() };
    if (!r) {
      const none = {
        order_id: req.orderId,
        amount: 0n,
        order_info: '',
        status: 'open',
        trans_id: null,
        result_code: RESULT.unknownOrder,
        extra_data: '',
        ...asOf,
      };
      return signedResult(credentials, none, 'Invalid orderId or orderId is not found.').body;
    }
    if (r.status === 'open') {
      const open = { ...r, ...asOf, result_code: RESULT.pending };
      return signedResult(credentials, open, 'Transaction is initiated, waiting for user confirmation.').body;
    }
    return signedResult(credentials, { ...r, request_id: req.requestId }).body;
  };
}
