import { bankByCode, buildVietQr, formatMinorPlain } from '@pf/shared';
import { z } from 'zod';
import type { PaymentCallback, PaymentProvider, ProviderRequest } from './payment-provider.ts';
import { ProviderUnreachable, signatureMatches } from './payment-provider.ts';
import { bankTransactionsQuery } from './vietqr.query.ts';

/** How long a member has to make the transfer before the order expires. */
export const VIETQR_EXPIRY_MINUTES = 15;

/** A VietQR method's settings: the brand's receiving account. */
const settingsSchema = z.object({
  bankCode: z.string().refine((c) => bankByCode(c) !== undefined, 'a bank of the list'),
  accountNumber: z.string().regex(/^\d{6,19}$/),
  accountName: z.string().min(1).max(60),
});

/**
 * The notification of the bank (or the aggregator watching the brand's account): a transfer into
 * the account, or an order that expired unpaid. The transfer's message holds the deposit's order
 * number, wherever the payer's bank put it among its own words.
 */
const notification = z.object({
  transactionId: z.string().min(1).max(64),
  bankBin: z.string().regex(/^\d{6}$/),
  accountNumber: z.string().regex(/^\d{1,19}$/),
  amount: z.string().regex(/^\d{1,13}$/),
  description: z.string().max(200),
  status: z.enum(['PAID', 'EXPIRED']),
  transferredAt: z.string().datetime().nullable(),
});

export type VietQrNotification = z.infer<typeof notification>;

const ORDER_NO = /D\d{8}[A-HJ-NP-Z2-9]{10}/;

/** The order number in a transfer's message, as typed or upper-cased by the payer's bank. */
export const orderNoIn = (description: string): string | null =>
  ORDER_NO.exec(description.toUpperCase())?.[0] ?? null;

/**
 * Bank transfer by VietQR: the member scans a NAPAS VietQR (the brand's account, the amount in
 * whole dong, the order number as the message) with any Vietnamese banking app; the bank's signed
 * notification credits the order. Nothing to redirect to, so the order carries instructions.
 */
export function vietQrProvider(deps: {
  secret: string;
  now: () => Date;
  /** Outside production: the sandbox bank's page, which makes the transfer of a QR. */
  sandboxUrl?: (qr: string, returnUrl: string) => string;
  /** Reaches the bank's transaction lookup over HTTP. */
  request: ProviderRequest;
  /** The bank's transaction lookup (the sandbox bank's outside production); none: cannot be asked. */
  lookupUrl?: string | undefined;
  expiryMinutes?: number;
}) {
  const provider: PaymentProvider = {
    code: 'vietqr',
    wholeAmounts: true,

    async createPayment(input) {
      const settings = settingsSchema.parse(input.settings);
      const bank = bankByCode(settings.bankCode);
      if (!bank || input.currency !== 'VND') throw new Error('VietQR takes dong into a listed bank');
      const dong = input.amount / 100n;
      const qr = buildVietQr({
        bin: bank.bin,
        accountNumber: settings.accountNumber,
        amount: dong,
        reference: input.orderNo,
      });
      return {
        payUrl: null,
        providerRef: null,
        expiresAt: new Date(deps.now().getTime() + (deps.expiryMinutes ?? VIETQR_EXPIRY_MINUTES) * 60_000),
        instructions: {
          kind: 'vietqr',
          bankCode: bank.code,
          bankBin: bank.bin,
          bankName: bank.shortName,
          accountNumber: settings.accountNumber,
          accountName: settings.accountName,
          amount: formatMinorPlain(input.amount),
          reference: input.orderNo,
          qr,
          sandboxUrl: deps.sandboxUrl?.(qr, input.returnUrl) ?? null,
        },
      };
    },

    verify: (rawBody, signature) => signatureMatches(deps.secret, rawBody, signature),

    parseCallback(body): PaymentCallback | null {
      const parsed = notification.safeParse(body);
      const orderNo = parsed.success ? orderNoIn(parsed.data.description) : null;
      if (!parsed.success || !orderNo) return null;
      const n = parsed.data;
      return {
        orderNo,
        amount: BigInt(n.amount) * 100n,
        currency: 'VND',
        status: n.status === 'PAID' ? 'SUCCESS' : 'EXPIRED',
        providerRef: n.transactionId,
        paidAt: n.transferredAt ? new Date(n.transferredAt) : undefined,
        receivingAccount: `${n.bankBin}:${n.accountNumber}`,
      };
    },

    async queryStatus(order) {
      if (!deps.lookupUrl) throw new ProviderUnreachable('no transaction lookup is configured for VietQR');
      const lookup = { secret: deps.secret, request: deps.request, lookupUrl: deps.lookupUrl };
      return bankTransactionsQuery({ ...lookup, provider: () => provider })(order);
    },

    async payout() {
      throw new Error('VietQR receives transfers; payouts go through the payout provider');
    },
  };
  return provider;
}
