import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at any level: it is what an operator looks for. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request only where it helps: every request at debug level, and slow ones always.
 * Fastify's own request logging writes two lines per request (received, completed) at info; at
 * ten thousand reads a second that was the largest cost of a cached read (decision 0004), and
 * access logs are the load balancer's job. Failures keep their own log line (plugins/errors.ts).
 */
export function registerRequestLog(app: FastifyInstance) {
  const everything = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (everything || ms >= SLOW_REQUEST_MS) {
      const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) };
      if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else request.log.debug(line, 'request');
    }
    done();
  });
}
