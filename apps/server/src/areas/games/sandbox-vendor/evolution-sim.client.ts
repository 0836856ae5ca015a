import type { VendorConnection } from '../vendors/vendor-credentials.service.ts';

/** What an operator answers a One Wallet call. */
export interface EvoAnswer {
  status: string;
  balance?: number;
  bonus?: number;
  uuid?: string;
  sid?: string;
  [field: string]: unknown;
}

export type EvoCall = 'check' | 'balance' | 'debit' | 'credit' | 'cancel';

/**
 * The simulator's side of Evolution's One Wallet: JSON POSTs to the merchant's endpoints with the
 * merchant's `authToken` in the query, over HTTP.
 */
export function evolutionCaller(opts: {
  baseUrl: () => string;
  connection: () => Promise<VendorConnection>;
}) {
  async function call(name: EvoCall, body: object): Promise<EvoAnswer> {
    const c = await opts.connection();
    const url = `${opts.baseUrl()}/vendors/evolution/${encodeURIComponent(c.merchantCode)}/${name}?authToken=${encodeURIComponent(c.secret)}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${name} answered HTTP ${res.status}`);
    return (await res.json()) as EvoAnswer;
  }

  /**
   * A money call as Evolution retries it: the very same body (same transaction id, same uuid)
   * again while the answer is lost or is TEMPORARY_ERROR.
   */
  async function retried(name: EvoCall, body: object, attempts = 3): Promise<EvoAnswer> {
    let last: EvoAnswer | undefined;
    for (let i = 0; i < attempts; i++) {
      try {
        last = await call(name, body);
        if (last.status !== 'TEMPORARY_ERROR') return last;
      } catch (err) {
        if (i === attempts - 1) throw err;
      }
    }
    if (!last) throw new Error(`${name} never answered`);
    return last;
  }

  return { call, retried };
}

export type EvolutionCaller = ReturnType<typeof evolutionCaller>;
