// The route option `config.rateLimit` is declared by the plugin's types; loaded here so every
// program that compiles a limited route knows it, not only the one that includes app.ts.
import type {} from '@fastify/rate-limit';
import { rateLimited } from '@pf/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * A route's per-address limit: `max` requests per `windowMs`. The window is a number so the 429
 * can name it (see `rateLimitError`); every limited route is declared through this.
 */
export function routeLimit(max: number, windowMs = 60_000) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/** The 429 of a limited route: the wait it names is the route's window, Retry-After the time left. */
export function rateLimitError(req: FastifyRequest, context: { ttl: number }): AppError {
  const limit = req.routeOptions.config.rateLimit;
  const windowMs = limit && typeof limit.timeWindow === 'number' ? limit.timeWindow : context.ttl;
  const { message, value } = rateLimited(windowMs, context.ttl);
  return new AppError('RATE_LIMITED', message, value);
}
