import type { KeyObject } from 'node:crypto';
import { HUB88_SIGNATURE_HEADER, signHub88 } from './hub88.signature.ts';

export interface SignedAnswer {
  status: number;
  /** The answer's exact text, which its signature (if any) covers. */
  text: string;
  signature: string | null;
  json: unknown;
}

/** A JSON POST signed as Hub88's APIs want it (either way round): X-Hub88-Signature over the body. */
export async function postSigned(
  url: string,
  body: object,
  key: KeyObject,
  timeoutMs = 15_000,
): Promise<SignedAnswer> {
  const text = JSON.stringify(body);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signHub88(text, key) },
    body: text,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(answer);
  } catch {
    json = null;
  }
  return { status: res.status, text: answer, signature: res.headers.get(HUB88_SIGNATURE_HEADER), json };
}
