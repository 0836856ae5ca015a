import type { FastifyInstance } from 'fastify';
import { ok } from './envelope.ts';
import { envelopeError } from './errors.ts';

/** Liveness answers while the process runs; readiness also needs the database. */
export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }) {
  app.get('/healthz', { schema: { tags: ['ops'], hide: true } }, async () => ok({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['ops'], hide: true } }, async (request, reply) => {
    try {
      await opts.ping();
      return ok({ status: 'ready' });
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return envelopeError(reply, 503, 'UNAVAILABLE', 'database unavailable');
    }
  });
}
