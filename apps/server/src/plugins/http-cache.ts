import type { FastifyInstance } from 'fastify';
import { answerForms, COMPRESS_THRESHOLD_BYTES, encodedBytes, negotiateEncoding } from './answer-memo.ts';

/**
 * Browser caching of contract calls. Public reads (catalog, menus, app start, help) carry an ETag
 * and `no-cache`: the browser keeps the answer and asks again each time, and an unchanged answer
 * costs a 304 with no body. Anything tied to a member or staff session is `private, no-store`, so
 * a shared computer never keeps someone's balance or records. Registered before compression, so
 * the tag is taken from the answer as serialized; a public answer leaves here as bytes, compressed
 * from its kept forms (plugins/answer-memo.ts), and the compression plugin lets it through.
 */
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
    const answer = answerForms(payload);
    reply.header('cache-control', 'no-cache');
    reply.header('etag', answer.tag);
    const asked = request.headers['if-none-match'];
    if (asked?.split(/\s*,\s*/).includes(answer.tag)) {
      reply.code(304);
      return done(null, '');
    }
    if (answer.identity.length < COMPRESS_THRESHOLD_BYTES) return done(null, answer.identity);
    reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    done(null, encodedBytes(answer, encoding));
  });
}
