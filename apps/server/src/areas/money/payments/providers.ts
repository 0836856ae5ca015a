import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { depositAddresses } from './deposit-addresses.ts';
import { momoProvider } from './momo.provider.ts';
import type { WalletCredentials } from './momo.signature.ts';
import type { PaymentProvider, ProviderRequest } from './payment-provider.ts';
import { type CallbackDelivery, sandboxPaymentProvider } from './sandbox.provider.ts';
import { BANK_TRANSACTIONS_PATH, sandboxBank } from './sandbox-bank.ts';
import { SANDBOX_EXPLORER_URL, sandboxChain } from './sandbox-chain.ts';
import { sandboxWallet } from './sandbox-wallet.ts';
import { usdtProvider } from './usdt.provider.ts';
import { vietQrProvider } from './vietqr.provider.ts';

/** The sandbox chain's wallet page that sends a USDT transfer to a deposit address. */
const sandboxChainUrl = (address: string, baseUnits: bigint, returnUrl: string) =>
  `/sandbox/chain/send?to=${address}&amount=${baseUnits}&return=${encodeURIComponent(returnUrl)}`;

/** The sandbox bank's page that makes the transfer a VietQR describes, then returns to the shop. */
const sandboxBankUrl = (qr: string, returnUrl: string) =>
  `/sandbox/bank?qr=${encodeURIComponent(qr)}&return=${encodeURIComponent(returnUrl)}`;

/**
 * The payment providers of this server, by code. Outside production the sandbox gateway and the
 * sandbox bank stand in for the real ones (never in production, so no real brand can mint money
 * through them); VietQR runs wherever it has a signing key; the MoMo-style wallet runs against the
 * sandbox wallet and USDT against the sandbox chain. Each provider signs with its own key.
 */
export function paymentProviders(deps: {
  db: Db;
  env: 'development' | 'production' | 'test';
  /** PAYMENT_SANDBOX_SECRET unless given. */
  sandboxSecret?: string | undefined;
  callbackPath: (provider: string) => string;
  deliver: CallbackDelivery;
  /** How providers' APIs are reached (the sandboxes' over loopback). */
  request: ProviderRequest;
  now: () => Date;
}) {
  const { db, deliver, now, request } = deps;
  // Without a configured key both ends live in this process, so a random one still verifies.
  const sandboxSecret =
    deps.sandboxSecret ?? process.env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex');
  const sandbox =
    deps.env === 'production'
      ? null
      : sandboxPaymentProvider({ db, secret: sandboxSecret, deliver, now, request });
  const vietQrSecret =
    process.env.PAYMENT_VIETQR_SECRET ??
    (sandbox ? createHmac('sha256', sandboxSecret).update('vietqr').digest('hex') : undefined);
  const bank =
    sandbox && vietQrSecret
      ? sandboxBank({ db, secret: vietQrSecret, deliver, callbackUrl: deps.callbackPath('vietqr'), now })
      : null;

  // The wallet's merchant credentials: from the environment, else the sandbox's (derived key).
  const walletSecret =
    process.env.PAYMENT_MOMO_SECRET_KEY ??
    (sandbox ? createHmac('sha256', sandboxSecret).update('momo').digest('hex') : undefined);
  const credentials: WalletCredentials | null = walletSecret
    ? {
        partnerCode: process.env.PAYMENT_MOMO_PARTNER_CODE ?? 'MOMOSBX0001',
        accessKey: process.env.PAYMENT_MOMO_ACCESS_KEY ?? 'sbx-access-key',
        secretKey: walletSecret,
      }
    : null;
  const wallet = sandbox && credentials ? sandboxWallet({ db, credentials, deliver, now }) : null;

  const providers = new Map<string, PaymentProvider>();
  if (sandbox) providers.set(sandbox.provider.code, sandbox.provider);
  if (vietQrSecret) {
    const vietQr = vietQrProvider({
      secret: vietQrSecret,
      now,
      request,
      // A real bank's lookup would come from its settings; outside production it is the sandbox's.
      lookupUrl: bank ? BANK_TRANSACTIONS_PATH : process.env.PAYMENT_VIETQR_LOOKUP_URL,
      ...(bank ? { sandboxUrl: sandboxBankUrl } : {}),
    });
    providers.set(vietQr.code, vietQr);
  }
  // Only the sandbox wallet is reachable from here; a real one would take its HTTP client.
  if (credentials && wallet) {
    const momo = momoProvider({ credentials, gateway: (req) => wallet.create(req), request, now });
    providers.set(momo.code, momo);
  }
  // USDT deposit addresses are the sandbox's, derived from its key: only outside production.
  const usdtSecret = sandbox ? createHmac('sha256', sandboxSecret).update('usdt').digest('hex') : undefined;
  const chain =
    sandbox && usdtSecret
      ? sandboxChain({ db, secret: usdtSecret, deliver, callbackUrl: deps.callbackPath('usdt'), now })
      : null;
  if (chain && usdtSecret) {
    const usdt = usdtProvider({
      secret: usdtSecret,
      now,
      addressOf: depositAddresses(
        db,
        createHmac('sha256', sandboxSecret).update('trc20-addresses').digest('hex'),
      ),
      sandboxUrl: sandboxChainUrl,
      request,
      explorerUrl: SANDBOX_EXPLORER_URL,
    });
    providers.set(usdt.code, usdt);
  }
  return { sandbox, bank, wallet, chain, providers };
}
