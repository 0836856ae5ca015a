import { formatMinorPlain, parseAmountToMinor } from '@pf/shared';
import { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import {
  jsonOrNull,
  type OrderStatusAnswer,
  type OrderStatusQuery,
  type PaymentCallback,
  type PaymentProvider,
  type ProviderRequest,
  ProviderUnreachable,
  SIGNATURE_HEADER,
  signatureMatches,
  signBody,
  signedAnswer,
} from './payment-provider.ts';
import { sandboxPayout } from './sandbox.payout.ts';

/** Sends a signed callback to the platform and answers its HTTP status. */
export type CallbackDelivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number }>;

/** What a sandbox third party is made with: its own records, how it reaches the platform, a clock. */
export interface SandboxDeps {
  db: Db;
  deliver: CallbackDelivery;
  now?: () => Date;
}

const callbackBody = z.object({
  orderNo: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,15}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3,8}$/),
  status: z.enum(['SUCCESS', 'FAILED']),
  providerRef: z.string().min(1).max(100),
  sentAt: z.string().max(40),
});

export type SandboxAction = 'pay' | 'cancel';

export interface SandboxPaymentView {
  orderNo: string;
  amount: bigint;
  currency: string;
  status: 'open' | 'paid' | 'cancelled';
  returnUrl: string;
}

const providerRef = (orderNo: string) => `SBX-${orderNo}`;

/** The gateway's order query API (its merchant API, reached by the server over loopback). */
export const SANDBOX_QUERY_PATH = '/sandbox/api/query';

/** The query's answer: a decided payment reads as its callback; OPEN or NOT_FOUND decide nothing. */
const queryAnswer = z.object({
  orderNo: z.string(),
  status: z.enum(['OPEN', 'SUCCESS', 'FAILED', 'NOT_FOUND']),
});

/** Asks the gateway how an order stands: a signed query, a signed answer. */
function queryGateway(secret: string, request: ProviderRequest, parse: PaymentProvider['parseCallback']) {
  return async (order: OrderStatusQuery): Promise<OrderStatusAnswer> => {
    const body = JSON.stringify({ orderNo: order.orderNo });
    const res = await request({
      method: 'POST',
      url: SANDBOX_QUERY_PATH,
      body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
    });
    const json = signedAnswer(secret, res);
    const head = queryAnswer.safeParse(json);
    if (!head.success || head.data.orderNo !== order.orderNo) {
      throw new ProviderUnreachable('the gateway answered for another order');
    }
    if (head.data.status === 'NOT_FOUND') return { state: 'unknown', answer: res.body };
    if (head.data.status === 'OPEN') return { state: 'pending', answer: res.body };
    const callback = parse(json);
    if (!callback) throw new ProviderUnreachable('the gateway answered what it does not send');
    return { state: 'decided', callback, answer: res.body };
  };
}

/** A gateway made without a way to reach its API (a payout-only test) cannot be asked. */
const unreachable: ProviderRequest = async () => {
  throw new ProviderUnreachable('the gateway API is not reachable from here');
};

/** The gateway as the platform calls it: payments opened, callbacks checked and read, payouts. */
function sandboxGateway(db: Db, secret: string, request: ProviderRequest): PaymentProvider {
  const provider: PaymentProvider = {
    code: 'sandbox',

    async createPayment(input) {
      await db
        .insertInto('sandbox_payments')
        .values({
          order_no: input.orderNo,
          amount: input.amount,
          currency: input.currency,
          return_url: input.returnUrl,
          callback_url: input.callbackUrl,
        })
        .onConflict((oc) => oc.column('order_no').doNothing())
        .execute();
      return {
        payUrl: `/sandbox/pay/${encodeURIComponent(input.orderNo)}`,
        providerRef: providerRef(input.orderNo),
      };
    },

    verify: (rawBody, signature) => signatureMatches(secret, rawBody, signature),

    parseCallback(body): PaymentCallback | null {
      const parsed = callbackBody.safeParse(body);
      if (!parsed.success) return null;
      const amount = parseAmountToMinor(parsed.data.amount);
      if (amount === null) return null;
      return {
        orderNo: parsed.data.orderNo,
        amount,
        currency: parsed.data.currency,
        status: parsed.data.status,
        providerRef: parsed.data.providerRef,
      };
    },

    queryStatus: (order) => queryGateway(secret, request, provider.parseCallback)(order),

    payout: sandboxPayout(db),
  };
  return provider;
}

/**
 * A payment gateway that lives inside this server for development, demos and tests. It keeps its
 * own records (sandbox_payments, sandbox_payouts), shows its own page, signs its callbacks with
 * HMAC-SHA256 and delivers them to the platform's webhook like a real gateway would, and pays each
 * payout request id once.
 */
export function sandboxPaymentProvider(
  deps: SandboxDeps & { secret: string; request?: ProviderRequest | undefined },
) {
  const now = deps.now ?? (() => new Date());
  return {
    provider: sandboxGateway(deps.db, deps.secret, deps.request ?? unreachable),

    async find(orderNo: string): Promise<SandboxPaymentView | null> {
      const row = await selectWhere(deps.db, 'sandbox_payments', { order_no: orderNo })
        .select(['order_no', 'amount', 'currency', 'status', 'return_url'])
        .executeTakeFirst();
      return row
        ? {
            orderNo: row.order_no,
            amount: row.amount,
            currency: row.currency,
            status: row.status,
            returnUrl: row.return_url,
          }
        : null;
    },

    /**
     * The merchant API's order query: a query signed by the merchant answers the payment as it
     * stands, signed; null for a query this gateway did not sign.
     */
    async query(rawBody: string, signature: string | undefined) {
      if (!signatureMatches(deps.secret, rawBody, signature)) return null;
      const asked = z.object({ orderNo: z.string().max(64) }).safeParse(jsonOrNull(rawBody));
      if (!asked.success) return null;
      const row = await selectWhere(deps.db, 'sandbox_payments', { order_no: asked.data.orderNo })
        .select(['order_no', 'amount', 'currency', 'status'])
        .executeTakeFirst();
      const status = !row
        ? 'NOT_FOUND'
        : row.status === 'open'
          ? 'OPEN'
          : row.status === 'paid'
            ? 'SUCCESS'
            : 'FAILED';
      const body = JSON.stringify({
        orderNo: asked.data.orderNo,
        ...(row ? { amount: formatMinorPlain(row.amount), currency: row.currency } : {}),
        status,
        ...(row ? { providerRef: providerRef(row.order_no) } : {}),
        sentAt: now().toISOString(),
      });
      return { body, signature: signBody(deps.secret, body) };
    },

    /**
     * The member pressed Pay or Cancel. The first press decides; a later press re-sends the same
     * decision, as gateways retry callbacks, and the platform must answer it as a replay.
     */
    async complete(orderNo: string, action: SandboxAction) {
      const target = action === 'pay' ? 'paid' : 'cancelled';
      await updateWhere(deps.db, 'sandbox_payments', { order_no: orderNo, status: 'open' })
        .set({ status: target })
        .execute();
      const row = await selectWhere(deps.db, 'sandbox_payments', { order_no: orderNo })
        .selectAll()
        .executeTakeFirst();
      if (!row || row.status === 'open') return null;
      const body = JSON.stringify({
        orderNo: row.order_no,
        amount: formatMinorPlain(row.amount),
        currency: row.currency,
        status: row.status === 'paid' ? 'SUCCESS' : 'FAILED',
        providerRef: providerRef(row.order_no),
        sentAt: now().toISOString(),
      });
      const signature = signBody(deps.secret, body);
      const res = await deps.deliver(row.callback_url, body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature,
      });
      await updateWhere(deps.db, 'sandbox_payments', { order_no: orderNo })
        .set({
          last_callback_body: body,
          last_callback_signature: signature,
          last_callback_status: res.statusCode,
        })
        .execute();
      return { status: row.status, returnUrl: row.return_url, callbackStatus: res.statusCode };
    },
  };
}

export type SandboxPayments = ReturnType<typeof sandboxPaymentProvider>;
