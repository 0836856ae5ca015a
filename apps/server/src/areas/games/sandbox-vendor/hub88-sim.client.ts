import { randomUUID } from 'node:crypto';
import { postSigned } from '../vendors/hub88/hub88.post.ts';
import { operatorPublicKey, parseHub88Keys, verifyHub88 } from '../vendors/hub88/hub88.signature.ts';
import type { VendorConnection } from '../vendors/vendor-credentials.service.ts';
import { HUB88_SIM_PRIVATE_KEY } from './hub88-sim.key.ts';

/** What an operator answers a Hub88 wallet call: `status` RS_OK or a refusal, with the call's fields. */
export interface RsAnswer {
  status: string;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
  /** Whether the answer's X-Hub88-Signature verified with the operator's public key. */
  signed: boolean;
  [field: string]: unknown;
}

export type Hub88Call =
  | '/user/info'
  | '/user/balance'
  | '/transaction/bet'
  | '/transaction/win'
  | '/transaction/rollback';

/**
 * The simulator's side of Hub88's Wallet API: JSON POSTs to the merchant's endpoints, each signed
 * with the simulator's private key (X-Hub88-Signature), every answer's signature checked with the
 * merchant's public key. A call without an answer (timeout, network) throws.
 */
export function hub88Caller(opts: { baseUrl: () => string; connection: () => Promise<VendorConnection> }) {
  async function call(path: Hub88Call, body: Record<string, unknown>, timeoutMs = 15_000): Promise<RsAnswer> {
    const c = await opts.connection();
    const keys = parseHub88Keys(c.secret);
    const url = `${opts.baseUrl()}/vendors/hub88/${encodeURIComponent(c.merchantCode)}${path}`;
    const res = await postSigned(
      url,
      { request_uuid: randomUUID(), ...body },
      HUB88_SIM_PRIVATE_KEY,
      timeoutMs,
    );
    if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
    const signed =
      keys !== null && verifyHub88(res.text, res.signature ?? undefined, operatorPublicKey(keys));
    return { ...(res.json as object), signed } as RsAnswer;
  }
  return { call };
}

export type Hub88Caller = ReturnType<typeof hub88Caller>;
