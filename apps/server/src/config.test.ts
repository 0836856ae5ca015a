import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that run on a bare machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.seed).toBe(true);
    expect(c.jobs).toBe(true);
  });

  it('reads overrides', () => {
    const c = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: 'true',
      NO_SEED: '1',
      JOBS: 'false',
    });
    expect(c).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@h/db',
      trustProxy: true,
      seed: false,
      jobs: false,
    });
  });

  it('keeps Redis keys under a prefix of its own', () => {
    expect(loadConfig({}).redisPrefix).toBe('pf:');
    expect(loadConfig({ REDIS_PREFIX: 'brand-a:' }).redisPrefix).toBe('brand-a:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names the bad variable in its message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ REDIS_URL: 'http://x', LOG_LEVEL: 'loud' })).toThrow(
      /REDIS_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('requires the seed encryption key in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SEED_ENCRYPTION_KEY: required in production/,
    );
    expect(() => loadConfig({ SEED_ENCRYPTION_KEY: 'xyz' })).toThrow(/SEED_ENCRYPTION_KEY: must be 64 hex/);
    expect(loadConfig({ NODE_ENV: 'production', SEED_ENCRYPTION_KEY: 'ab'.repeat(32) }).seedKeyFromEnv).toBe(
      true,
    );
    expect(loadConfig({}).seedKeyFromEnv).toBe(false);
  });
});
