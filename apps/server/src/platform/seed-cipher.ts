import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the database must not give away are kept only in this sealed form (AES-256-GCM): server
 * seeds not revealed yet (a copy of the database would tell an upcoming outcome), vendor
 * credentials, and staff members' TOTP secrets (a copy would let anyone make their codes). The key comes from
 * SEED_ENCRYPTION_KEY (64 hex characters); outside production a fixed, documented development key
 * is used instead. The associated data binds a sealed seed to the row it belongs to, so a sealed
 * value copied into another row does not open.
 */
export interface SeedCipher {
  seal(seed: string, context: string): string;
  open(sealed: string, context: string): string;
}

/** The development key: SHA-256 of this public phrase. Never protects production data. */
export const DEV_SEED_KEY_PHRASE = 'provably fair development seed key';
export const SEED_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

const VERSION = 'v1';

export class SeedKeyError extends Error {}

/** The key from the environment; production refuses to start without one. */
export function seedKeyFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer {
  const raw = env.SEED_ENCRYPTION_KEY?.trim();
  if (raw) {
    if (!SEED_KEY_PATTERN.test(raw)) throw new SeedKeyError('SEED_ENCRYPTION_KEY must be 64 hex characters');
    return Buffer.from(raw, 'hex');
  }
  if (env.NODE_ENV === 'production') throw new SeedKeyError('SEED_ENCRYPTION_KEY is required in production');
  return createHash('sha256').update(DEV_SEED_KEY_PHRASE).digest();
}

export function createSeedCipher(key: Buffer): SeedCipher {
  if (key.length !== 32) throw new SeedKeyError('seed key must be 32 bytes');
  return {
    seal(seed, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new SeedKeyError('unknown sealed seed format');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

let shared: SeedCipher | undefined;

/** The process's cipher, keyed from the environment on first use. */
export function seedCipher(): SeedCipher {
  shared ??= createSeedCipher(seedKeyFromEnv());
  return shared;
}
