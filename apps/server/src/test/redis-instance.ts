import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/kysely.ts';
import { TEST_COST } from '../platform/password.ts';

/**
 * One instance of the application on `database` and the Redis at `redisUrl`, ready for requests.
 * Instances given the same `redisPrefix` share their limits, caches and push channel, as a
 * deployment behind a load balancer does; a prefix of the run's own keeps runs apart.
 */
export async function startRedisInstance(
  database: DbHandle,
  redisUrl: string | undefined,
  redisPrefix: string,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { trustProxy: true, webDist: '/nonexistent', logLevel: 'silent', env: 'test' },
    database,
    logger: false,
    passwordCost: TEST_COST,
    redisUrl,
    redisPrefix,
  });
  await app.ready();
  return app;
}
