import { formatMinorPlain, parseAmountToMinor } from '@pf/shared';
import { z } from 'zod';
import type { PaymentCallback, PaymentProvider, ProviderRequest } from './payment-provider.ts';
import { signatureMatches } from './payment-provider.ts';
import { isTronAddress, USDT_TRC20_CONTRACT } from './tron-address.ts';
import { chainTransfersQuery } from './usdt.query.ts';

/** How long a member has to send the USDT (the transfer's block time counts). */
export const USDT_EXPIRY_MINUTES = 60;

/** USDT on TRON has six decimals; amounts here are in cents, so one cent is 10^4 base units. */
const BASE_UNITS_PER_CENT = 10_000n;

/**
 * A USDT method's settings: the rate (the brand's currency per 1 USDT, a decimal) and how many
 * confirmations a transfer needs before it is credited.
 */
const settingsSchema = z.object({
  rate: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  confirmations: z.number().int().min(1).max(100).default(19),
});

/** The chain watcher's notification of a USDT transfer to a deposit address, at each confirmation. */
const notification = z.object({
  txHash: z.string().regex(/^[0-9a-f]{64}$/),
  network: z.literal('TRC20'),
  token: z.literal('USDT'),
  contract: z.literal(USDT_TRC20_CONTRACT),
  from: z.string().refine(isTronAddress),
  to: z.string().refine(isTronAddress),
  /** Base units (six decimals). */
  amount: z.string().regex(/^\d{1,20}$/),
  blockNumber: z.number().int().nonnegative(),
  blockTime: z.string().datetime(),
  confirmations: z.number().int().nonnegative(),
});

export type ChainNotification = z.infer<typeof notification>;

/** What an order waits for: a transfer of exactly this many base units to this address. */
export const usdtMatchKey = (address: string, baseUnits: bigint | string) => `${address}:${baseUnits}`;

/** The site's return path with the order, so the deposit page shows it when the member is back. */
function withOrder(returnUrl: string, orderNo: string): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  url.searchParams.set('orderNo', orderNo);
  return `${url.pathname}${url.search}`;
}

const rateOf = (settings: Record<string, unknown>) => {
  const parsed = settingsSchema.parse(settings);
  const rateMinor = parseAmountToMinor(parsed.rate);
  if (rateMinor === null || rateMinor <= 0n) throw new Error('USDT: a positive rate');
  return { rateMinor, confirmations: parsed.confirmations };
};

/**
 * USDT (TRC-20) to the member's own deposit address. The member says how much USDT they send; the
 * order credits it at the brand's rate (integers only) once the chain watcher reports the transfer
 * with enough confirmations. A transfer names no order: it is matched by address and exact amount.
 */
export function usdtProvider(deps: {
  secret: string;
  now: () => Date;
  addressOf: (merchantId: number, memberId: bigint) => Promise<string>;
  /** Outside production: the sandbox chain's wallet page that sends a transfer. */
  sandboxUrl?: (address: string, baseUnits: bigint, returnUrl: string) => string;
  /** Reaches the chain explorer's API over HTTP. */
  request: ProviderRequest;
  /** Where the chain explorer's API is (the sandbox chain's outside production). */
  explorerUrl: string;
  expiryMinutes?: number;
}) {
  const provider: PaymentProvider = {
    code: 'usdt',

    terms: (settings) => ({ currency: 'USDT', rateMinor: rateOf(settings).rateMinor }),

    async createPayment(input) {
      const { rateMinor, confirmations } = rateOf(input.settings);
      const address = await deps.addressOf(input.merchantId, input.memberId);
      const baseUnits = input.entered * BASE_UNITS_PER_CENT;
      return {
        payUrl: null,
        providerRef: null,
        matchKey: usdtMatchKey(address, baseUnits),
        expiresAt: new Date(deps.now().getTime() + (deps.expiryMinutes ?? USDT_EXPIRY_MINUTES) * 60_000),
        instructions: {
          kind: 'usdt',
          network: 'TRC20',
          token: 'USDT',
          address,
          amount: formatMinorPlain(input.entered),
          rate: formatMinorPlain(rateMinor),
          credit: formatMinorPlain(input.amount),
          confirmations: 0,
          confirmationsRequired: confirmations,
          sandboxUrl:
            deps.sandboxUrl?.(address, baseUnits, withOrder(input.returnUrl, input.orderNo)) ?? null,
        },
      };
    },

    verify: (rawBody, signature) => signatureMatches(deps.secret, rawBody, signature),

    parseCallback(body): PaymentCallback | null {
      const parsed = notification.safeParse(body);
      if (!parsed.success) return null;
      const n = parsed.data;
      return {
        orderNo: null,
        matchKey: usdtMatchKey(n.to, n.amount),
        amount: BigInt(n.amount),
        currency: 'USDT',
        status: 'SUCCESS',
        providerRef: n.txHash,
        paidAt: new Date(n.blockTime),
        confirmations: n.confirmations,
      };
    },

    queryStatus: (order) =>
      chainTransfersQuery({
        secret: deps.secret,
        request: deps.request,
        baseUrl: deps.explorerUrl,
        provider: () => provider,
      })(order),

    async payout() {
      throw new Error('USDT deposits only; payouts go through the payout provider');
    },
  };
  return provider;
}
