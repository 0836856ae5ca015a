import { signPragmatic } from '../vendors/pragmatic/pragmatic.hash.ts';
import type { VendorConnection } from '../vendors/vendor-credentials.service.ts';

/** What an operator answers a Pragmatic wallet call: `error` 0 or a refusal, with the call's fields. */
export interface PpAnswer {
  error: number;
  description: string;
  transactionId?: string;
  userId?: string;
  currency?: string;
  cash?: number;
  bonus?: number;
  usedPromo?: number;
  [field: string]: unknown;
}

export type PpCall =
  | 'authenticate'
  | 'balance'
  | 'bet'
  | 'result'
  | 'refund'
  | 'bonusWin'
  | 'jackpotWin'
  | 'promoWin'
  | 'endRound'
  | 'GetBalancePerGame';

/**
 * The simulator's side of Pragmatic's Seamless Wallet API: form-encoded POSTs to the merchant's
 * endpoints, each with the MD5 hash of its parameters and the merchant's secret, over HTTP.
 */
export function pragmaticCaller(opts: {
  baseUrl: () => string;
  connection: () => Promise<VendorConnection>;
}) {
  async function call(name: PpCall, params: Record<string, string>): Promise<PpAnswer> {
    const c = await opts.connection();
    const form = new URLSearchParams(signPragmatic({ providerId: c.providerId, ...params }, c.secret));
    const res = await fetch(
      `${opts.baseUrl()}/vendors/pragmatic/${encodeURIComponent(c.merchantCode)}/${name}.html`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    );
    if (res.status !== 200) throw new Error(`${name}.html answered HTTP ${res.status}`);
    return (await res.json()) as PpAnswer;
  }

  /**
   * A money call as Pragmatic retries it: the very same parameters (same reference, same
   * timestamp) again while the answer is lost or asks for a retry (100).
   */
  async function retried(name: PpCall, params: Record<string, string>, attempts = 3): Promise<PpAnswer> {
    let last: PpAnswer | undefined;
    for (let i = 0; i < attempts; i++) {
      try {
        last = await call(name, params);
        if (last.error !== 100) return last;
      } catch (err) {
        if (i === attempts - 1) throw err;
      }
    }
    if (!last) throw new Error(`${name}.html never answered`);
    return last;
  }

  return { call, retried };
}

export type PragmaticCaller = ReturnType<typeof pragmaticCaller>;
