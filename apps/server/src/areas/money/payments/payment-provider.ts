import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DepositInstructions } from '@pf/shared';

/** What the platform asks of a payment provider when a member pays in. */
export interface CreatePaymentInput {
  orderNo: string;
  merchantId: number;
  memberId: bigint;
  /** What the member is credited, in minor units of the brand's currency. */
  amount: bigint;
  /** What the member entered, in minor units of the method's currency (USDT cents for USDT). */
  entered: bigint;
  currency: string;
  /** Where the provider's page sends the member when done (a path on the player site). */
  returnUrl: string;
  /** The platform's webhook path for this provider. */
  callbackUrl: string;
  /** The payment method's settings at this provider (VietQR: the brand's receiving account). */
  settings: Record<string, unknown>;
}

/** A payment opened at the provider: a page to send the member to, or what to do here instead. */
export interface CreatedPayment {
  payUrl: string | null;
  providerRef: string | null;
  instructions?: DepositInstructions | undefined;
  /** After this the order is expired and never credited. */
  expiresAt?: Date | undefined;
  /** What a notification naming no order finds this one by (a USDT order: address and amount). */
  matchKey?: string | undefined;
}

/** A provider's callback as the platform understands it, once its signature is proven. */
export interface PaymentCallback {
  /** The order it names; null when it names none and is matched by `matchKey` (a transfer on chain). */
  orderNo: string | null;
  matchKey?: string | undefined;
  /** Minor units (of the token, for a transfer on chain: checked through `matchKey`). */
  amount: bigint;
  currency: string;
  /** Paid, failed (cancelled by the payer) or expired (nothing paid in time). */
  status: 'SUCCESS' | 'FAILED' | 'EXPIRED';
  providerRef: string;
  /** When the money moved, by the provider's clock; a payment after the order's expiry is refused. */
  paidAt?: Date | undefined;
  /** The account the money went to (`bin:number`), checked against the order's instructions. */
  receivingAccount?: string | undefined;
  /** Blocks on top of the transfer's (a chain); the order is credited once it has enough. */
  confirmations?: number | undefined;
}

/** What the platform knows of one of its orders when it asks the provider how the order stands. */
export interface OrderStatusQuery {
  orderNo: string;
  /** Minor units of the brand's currency. */
  amount: bigint;
  currency: string;
  /** What a notification naming no order finds this one by (a USDT order: address and amount). */
  matchKey: string | null;
  providerRef: string | null;
  createdAt: Date;
}

/**
 * The provider's word on an order, with its answer as received (kept in the audit log): decided
 * (read as the callback that would have said the same), still open, or unknown to the provider.
 */
export type OrderStatusAnswer =
  | { state: 'pending' | 'unknown'; answer: string }
  | { state: 'decided'; callback: PaymentCallback; answer: string };

/** A provider's API reached over HTTP: answers the status, the body as text and the headers. */
export type ProviderRequest = (req: {
  method: 'GET' | 'POST';
  url: string;
  body?: string | undefined;
  headers?: Record<string, string> | undefined;
}) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

/** The provider could not be asked, or its answer does not prove itself: nothing is concluded. */
export class ProviderUnreachable extends Error {}

/** The body of a provider's answer signed like its callbacks (x-signature); throws unless it is. */
export function signedAnswer(
  secret: string,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): unknown {
  const signature = res.headers[SIGNATURE_HEADER];
  if (res.statusCode !== 200) throw new ProviderUnreachable(`the provider answered ${res.statusCode}`);
  if (typeof signature !== 'string' || !signatureMatches(secret, res.body, signature)) {
    throw new ProviderUnreachable("the provider's answer is not signed by it");
  }
  return jsonOrNull(res.body);
}

export interface PayoutInput {
  /**
   * The platform's id for this payout, the same on every try: the provider pays a request id once
   * and answers a repeat with the first result, so a payout can be sent again after a crash.
   */
  requestId: string;
  orderNo: string;
  amount: bigint;
  currency: string;
  receivingAddress: string;
}

/**
 * A payment gateway behind the cashier. Real gateways and the sandbox implement the same shape:
 * the platform never trusts a callback whose signature `verify` refuses.
 */
export interface PaymentProvider {
  readonly code: string;
  /** Takes only whole amounts (bank transfers in dong carry no smaller unit). */
  readonly wholeAmounts?: boolean;
  /**
   * For a method paid in another currency (USDT): that currency and its rate, minor units of the
   * brand's currency per one unit of it, from the method's settings.
   */
  terms?(settings: Record<string, unknown>): { currency: string; rateMinor: bigint };
  /** Opens the payment at the provider; answers the page the member pays on, or instructions. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** True only when `signature` was made by the provider over exactly `rawBody`. */
  verify(rawBody: string, signature: string | undefined): boolean;
  /** Reads a verified callback body; null when it is not a callback of this provider. */
  parseCallback(body: unknown): PaymentCallback | null;
  /**
   * For providers that send the member back with the signed result in the query (e-wallets): the
   * query as a callback body, which `verify` and `parseCallback` then read like the notification.
   */
  returnAsCallback?(query: Record<string, string>): string | null;
  /**
   * Asks the provider how an order stands (the re-check of a stuck deposit), through the status
   * API it offers, its answer proven like its callbacks. Throws `ProviderUnreachable` when it
   * cannot be asked or its answer proves nothing.
   */
  queryStatus(order: OrderStatusQuery): Promise<OrderStatusAnswer>;
  /**
   * Sends an approved withdrawal to the member's receiving address, once per `requestId`: a repeat
   * of a request id answers the first payout's reference and pays nothing. Throws when the provider
   * refuses or cannot be reached; the payout is then still owed under the same request id.
   */
  payout(input: PayoutInput): Promise<{ providerRef: string }>;
}

/** Hex HMAC-SHA256 of the raw body: the signature scheme of the sandbox (and most gateways). */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison, so a forger learns nothing from response times. */
export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** JSON text read, or null when it is not JSON (a forged body could be anything). */
export function jsonOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Header that carries the signature of a provider callback. */
export const SIGNATURE_HEADER = 'x-signature';
