import { createHash } from 'node:crypto';
import { createSeedCipher, type SeedCipher } from '../../../platform/seed-cipher.ts';

/** The development key: SHA-256 of this public phrase. Never protects production data. */
export const DEV_VENDOR_KEY_PHRASE = 'vendor credentials development key';

export class VendorKeyError extends Error {}

/**
 * Vendors' shared secrets are sealed with AES-256-GCM under VENDOR_SECRET_KEY (64 hex characters);
 * outside production a fixed development key is used. The sealed value is bound to its vendor and
 * merchant, so a sealed secret copied onto another row does not open.
 */
export function vendorKeyFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer {
  const raw = env.VENDOR_SECRET_KEY?.trim();
  if (raw) {
    if (!/^[0-9a-fA-F]{64}$/.test(raw))
      throw new VendorKeyError('VENDOR_SECRET_KEY must be 64 hex characters');
    return Buffer.from(raw, 'hex');
  }
  if (env.NODE_ENV === 'production') throw new VendorKeyError('VENDOR_SECRET_KEY is required in production');
  return createHash('sha256').update(DEV_VENDOR_KEY_PHRASE).digest();
}

export const secretContext = (vendor: string, merchantId: number) => `vendor-secret:${vendor}:${merchantId}`;

/** The second secret's binding: a sealed API token does not open as the wallet secret, nor the reverse. */
export const apiTokenContext = (vendor: string, merchantId: number) =>
  `vendor-api-token:${vendor}:${merchantId}`;

let shared: SeedCipher | undefined;

/** The process's cipher, keyed from the environment on first use. */
export function vendorSecretCipher(): SeedCipher {
  shared ??= createSeedCipher(vendorKeyFromEnv());
  return shared;
}
