import { randomInt } from 'node:crypto';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { WalletCreateRequest, WalletCreateResponse } from './momo.provider.ts';
import { CREATE_SIGNED, RESULT, type WalletCredentials, walletSignatureMatches } from './momo.signature.ts';
import type { SandboxDeps } from './sandbox.provider.ts';
import { walletQueryAnswer } from './sandbox-wallet.query.ts';
import { OUTCOME, signedResult } from './sandbox-wallet.result.ts';

export type SandboxWalletAction = 'pay' | 'fail' | 'cancel';

export interface SandboxWalletView {
  orderId: string;
  amount: bigint;
  orderInfo: string;
  status: 'open' | 'paid' | 'failed' | 'cancelled';
}

/**
 * A MoMo-style e-wallet for development, demos and tests. It takes the platform's signed payment
 * request (a bad signature is refused, an order id is taken once), shows its own page, and reports
 * the member's choice twice, both signed: by IPN to the platform's webhook and in the query of the
 * member's return. The first choice holds; pressing again re-sends the same result, as wallets
 * retry their notifications.
 */
export function sandboxWallet(deps: SandboxDeps & { credentials: WalletCredentials }) {
  const now = deps.now ?? (() => new Date());
  const { credentials } = deps;
  const row = (orderId: string) =>
    selectWhere(deps.db, 'sandbox_wallet_payments', { order_id: orderId }).selectAll().executeTakeFirst();

  return {
    /** The wallet's transaction status API. */
    query: walletQueryAnswer({ credentials, row, now }),

    /** The wallet's create API. */
    async create(req: WalletCreateRequest): Promise<WalletCreateResponse> {
      const signed = walletSignatureMatches(
        credentials.secretKey,
        CREATE_SIGNED,
        { ...req, accessKey: credentials.accessKey },
        req.signature,
      );
      if (!signed || req.partnerCode !== credentials.partnerCode) {
        return { resultCode: 11, message: 'Access denied: wrong signature.' };
      }
      const made = await deps.db
        .insertInto('sandbox_wallet_payments')
        .values({
          order_id: req.orderId,
          request_id: req.requestId,
          amount: BigInt(req.amount),
          order_info: req.orderInfo,
          redirect_url: req.redirectUrl,
          ipn_url: req.ipnUrl,
          extra_data: req.extraData,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('order_id')
        .executeTakeFirst();
      if (!made) return { resultCode: 41, message: 'Duplicate orderId.' };
      return {
        resultCode: RESULT.success,
        message: 'Successful.',
        payUrl: `/sandbox/wallet/pay/${encodeURIComponent(req.orderId)}`,
      };
    },

    async find(orderId: string): Promise<SandboxWalletView | null> {
      const r = await row(orderId);
      return r ? { orderId: r.order_id, amount: r.amount, orderInfo: r.order_info, status: r.status } : null;
    },

    /** The member's choice on the page: notifies the platform and answers where to send them. */
    async complete(orderId: string, action: SandboxWalletAction) {
      const outcome = OUTCOME[action];
      await updateWhere(deps.db, 'sandbox_wallet_payments', { order_id: orderId, status: 'open' })
        .set({
          status: outcome.status,
          result_code: outcome.resultCode,
          trans_id: String(randomInt(1_000_000_000, 9_999_999_999)),
          responded_at: now(),
        })
        .execute();
      const r = await row(orderId);
      if (!r || r.status === 'open' || r.result_code === null || !r.trans_id || !r.responded_at) return null;
      const { body, query } = signedResult(credentials, r);
      const ipn = await deps.deliver(r.ipn_url, body, { 'content-type': 'application/json' });
      await updateWhere(deps.db, 'sandbox_wallet_payments', { order_id: orderId })
        .set({ last_ipn_body: body, last_ipn_status: ipn.statusCode })
        .execute();
      return {
        status: r.status,
        redirect: `${r.redirect_url}?${query.toString()}`,
        ipnStatus: ipn.statusCode,
      };
    },
  };
}

export type SandboxWallet = ReturnType<typeof sandboxWallet>;
