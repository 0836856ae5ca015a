import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Browser caching of contract calls. Public reads (catalog, menus, app start, help) carry an ETag
 * and `no-cache`: the browser keeps the answer and asks again each time, and an unchanged answer
 * costs a 304 with no body. Anything tied to a member or staff session is `private, no-store`, so
 * a shared computer never keeps someone's balance or records. Registered before compression, so
 * the tag is taken from the answer as serialized.
 */
const TAGS_KEPT = 500;
const tags = new Map<string, string>();

/**
 * The weak ETag of an answer. Cached reads send the very same text again and again (see
 * plugins/serializer.ts), so the tag of a recent text is looked up rather than hashed again.
 */
function tagOf(payload: string): string {
  let tag = tags.get(payload);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    tags.set(payload, tag);
    if (tags.size > TAGS_KEPT) tags.delete(tags.keys().next().value as string);
  }
  return tag;
}

export function registerHttpCache(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const contract = request.routeOptions.config.contract;
    if (!contract || (request.method !== 'GET' && request.method !== 'HEAD')) return done(null, payload);
    if (contract.auth !== 'public') {
      reply.header('cache-control', 'private, no-store');
      return done(null, payload);
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const etag = tagOf(payload);
    reply.header('cache-control', 'no-cache');
    reply.header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked?.split(/\s*,\s*/).includes(etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
