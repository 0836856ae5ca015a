import { z } from 'zod';
import { WALLET_QUERY_PATH, walletStatusQuery } from './momo.query.ts';
import {
  CREATE_SIGNED,
  RESULT,
  RESULT_SIGNED,
  type WalletCredentials,
  walletSignature,
  walletSignatureMatches,
} from './momo.signature.ts';
import type { PaymentCallback, PaymentProvider, ProviderRequest } from './payment-provider.ts';

/** How long the wallet's payment page takes a payment before the order expires. */
export const WALLET_EXPIRY_MINUTES = 30;

/** Where the wallet sends the member back: the platform checks the signed result, then the shop. */
export const walletReturnPath = (provider: string) => `/payments/return/${provider}`;

/** The payment request the platform sends the wallet (MoMo's "captureWallet" create call). */
export interface WalletCreateRequest {
  partnerCode: string;
  requestId: string;
  amount: number;
  orderId: string;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  requestType: 'captureWallet';
  extraData: string;
  lang: 'vi' | 'en';
  signature: string;
}

export interface WalletCreateResponse {
  resultCode: number;
  message: string;
  payUrl?: string | undefined;
}

const digits = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/)]).transform(String);

/** A result, as the notification's JSON body or the return's query (every value a string there). */
const result = z.object({
  partnerCode: z.string().max(50),
  orderId: z.string().regex(/^[A-Z0-9]{6,64}$/),
  requestId: z.string().max(100),
  amount: digits,
  orderInfo: z.string().max(255),
  orderType: z.string().max(50),
  transId: digits,
  resultCode: digits,
  message: z.string().max(255),
  payType: z.string().max(50),
  responseTime: digits,
  extraData: z.string().max(1000),
  signature: z.string(),
});

/**
 * A MoMo-style e-wallet: the platform sends a signed payment request and sends the member to the
 * page the wallet answers; the wallet reports the result twice, both signed over the same fields:
 * by IPN to the webhook, and in the query of the member's return. Either credits the order; the
 * second is a replay. Result codes: 0 paid, 1005 expired, 1006 cancelled, anything else failed.
 */
export function momoProvider(deps: {
  code?: string;
  credentials: WalletCredentials;
  /** Sends the payment request to the wallet (its HTTP API, or the sandbox in process). */
  gateway: (request: WalletCreateRequest) => Promise<WalletCreateResponse>;
  /** Reaches the wallet's merchant API over HTTP (its status query). */
  request: ProviderRequest;
  /** The wallet's status query; the sandbox wallet's unless given. */
  queryUrl?: string;
  now: () => Date;
  expiryMinutes?: number;
}) {
  const code = deps.code ?? 'momo';
  const { credentials } = deps;
  const signedBy = (values: Record<string, string>) =>
    walletSignatureMatches(
      credentials.secretKey,
      RESULT_SIGNED,
      { ...values, accessKey: credentials.accessKey },
      values.signature,
    );

  const provider: PaymentProvider = {
    code,
    wholeAmounts: true,

    async createPayment(input) {
      if (input.currency !== 'VND') throw new Error('the wallet takes dong');
      const unsigned = {
        partnerCode: credentials.partnerCode,
        requestId: `${input.orderNo}-1`,
        amount: Number(input.amount / 100n),
        orderId: input.orderNo,
        orderInfo: `Nap tien ${input.orderNo}`,
        redirectUrl: walletReturnPath(code),
        ipnUrl: input.callbackUrl,
        requestType: 'captureWallet' as const,
        extraData: '',
        lang: 'vi' as const,
      };
      const signature = walletSignature(credentials.secretKey, CREATE_SIGNED, {
        ...unsigned,
        accessKey: credentials.accessKey,
      });
      const answer = await deps.gateway({ ...unsigned, signature });
      if (answer.resultCode !== RESULT.success || !answer.payUrl) {
        throw new Error(`the wallet refused the payment: ${answer.resultCode} ${answer.message}`);
      }
      return {
        payUrl: answer.payUrl,
        providerRef: null,
        expiresAt: new Date(deps.now().getTime() + (deps.expiryMinutes ?? WALLET_EXPIRY_MINUTES) * 60_000),
      };
    },

    // The signature travels in the body, over the result's fields.
    verify(rawBody) {
      try {
        const parsed = result.safeParse(JSON.parse(rawBody));
        return parsed.success && signedBy(parsed.data);
      } catch {
        return false;
      }
    },

    parseCallback(body): PaymentCallback | null {
      const parsed = result.safeParse(body);
      if (!parsed.success) return null;
      const r = parsed.data;
      const resultCode = Number(r.resultCode);
      return {
        orderNo: r.orderId,
        amount: BigInt(r.amount) * 100n,
        currency: 'VND',
        status:
          resultCode === RESULT.success ? 'SUCCESS' : resultCode === RESULT.expired ? 'EXPIRED' : 'FAILED',
        providerRef: r.transId,
        paidAt: new Date(Number(r.responseTime)),
      };
    },

    // The return carries the same signed result as the notification, in its query.
    returnAsCallback: (query) => (result.safeParse(query).success ? JSON.stringify(query) : null),

    queryStatus: (order) =>
      walletStatusQuery({
        credentials,
        request: deps.request,
        queryUrl: deps.queryUrl ?? WALLET_QUERY_PATH,
        provider: () => provider,
      })(order),

    async payout() {
      throw new Error('the wallet takes payments in; payouts go through the payout provider');
    },
  };
  return provider;
}
