import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** The header every Hub88 call (and every answer we sign) carries its signature in. */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/**
 * Hub88's signature: RSA-SHA256 (PKCS #1 v1.5) over the exact bytes of the JSON body, written in
 * base64. Hub88 signs with its private key and the operator verifies with Hub88's public key; the
 * operator signs its own calls and answers with its private key, whose public key Hub88 holds.
 */
export function signHub88(body: string, key: KeyObject): string {
  return sign('sha256', Buffer.from(body, 'utf8'), key).toString('base64');
}

export function verifyHub88(body: string, signature: string | undefined, key: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/=]{16,1024}$/.test(signature)) return false;
  try {
    return verify('sha256', Buffer.from(body, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A merchant's Hub88 keys: its own private key, and Hub88's public key. */
export interface Hub88Keys {
  operatorKey: KeyObject;
  hub88Key: KeyObject;
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/**
 * The connection's secret holds both keys as PEM blocks, one after the other: the operator's
 * private key (PKCS #8 or PKCS #1) and Hub88's public key (SPKI or PKCS #1). Both are sealed
 * together at rest; null when either is missing or does not parse, or the private key is not RSA.
 */
export function parseHub88Keys(secret: string): Hub88Keys | null {
  let operatorKey: KeyObject | undefined;
  let hub88Key: KeyObject | undefined;
  try {
    for (const m of secret.matchAll(PEM_BLOCK)) {
      const label = m[1] ?? '';
      if (label.endsWith('PRIVATE KEY')) operatorKey = createPrivateKey(m[0]);
      else if (label.endsWith('PUBLIC KEY')) hub88Key = createPublicKey(m[0]);
    }
  } catch {
    return null;
  }
  if (!operatorKey || !hub88Key) return null;
  if (operatorKey.asymmetricKeyType !== 'rsa' || hub88Key.asymmetricKeyType !== 'rsa') return null;
  return { operatorKey, hub88Key };
}

/** The secret as staff paste it: the operator's private key, then Hub88's public key. */
export function hub88Secret(operatorPrivatePem: string, hub88PublicPem: string): string {
  return `${operatorPrivatePem.trim()}\n${hub88PublicPem.trim()}\n`;
}

/** The operator's public key, as Hub88 (or our simulator of it) verifies the operator with. */
export const operatorPublicKey = (keys: Hub88Keys) => createPublicKey(keys.operatorKey);
