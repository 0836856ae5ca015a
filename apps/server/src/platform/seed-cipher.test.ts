import { describe, expect, it } from 'vitest';
import { createSeedCipher, SeedKeyError, seedKeyFromEnv } from './seed-cipher.ts';

const seed = 'a'.repeat(64);

describe('seed cipher', () => {
  const cipher = createSeedCipher(seedKeyFromEnv({ NODE_ENV: 'test' }));

  it('seals without showing the seed and opens only with the same key and context', () => {
    const sealed = cipher.seal(seed, 'row:1');
    expect(sealed).not.toContain(seed);
    expect(sealed).not.toContain(Buffer.from(seed).toString('base64url'));
    expect(cipher.open(sealed, 'row:1')).toBe(seed);
    expect(cipher.seal(seed, 'row:1')).not.toBe(sealed);
    expect(() => cipher.open(sealed, 'row:2')).toThrow();
    const other = createSeedCipher(seedKeyFromEnv({ SEED_ENCRYPTION_KEY: 'ab'.repeat(32) }));
    expect(() => other.open(sealed, 'row:1')).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = cipher.seal(seed, 'row:1');
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[14] = (body[14] as number) ^ 1;
    expect(() => cipher.open(`v1.${body.toString('base64url')}`, 'row:1')).toThrow();
  });

  it('requires a 64-hex key in production and validates a given one', () => {
    expect(() => seedKeyFromEnv({ NODE_ENV: 'production' })).toThrow(SeedKeyError);
    expect(() => seedKeyFromEnv({ SEED_ENCRYPTION_KEY: 'short' })).toThrow(SeedKeyError);
    expect(seedKeyFromEnv({ NODE_ENV: 'production', SEED_ENCRYPTION_KEY: '0f'.repeat(32) })).toHaveLength(32);
  });
});
