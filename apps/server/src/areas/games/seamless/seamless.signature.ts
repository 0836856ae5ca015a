import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header naming the calling vendor (its catalog code). */
export const VENDOR_HEADER = 'x-vendor-code';
/** Header carrying hex(HMAC-SHA256(vendor secret, raw body)) on requests and on our answers. */
export const SIGNATURE_HEADER = 'x-signature';

/** The signature of a body exactly as sent: any re-serialisation would change it. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Constant-time check, so a caller cannot learn a valid signature byte by byte. */
export function verifyBody(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
