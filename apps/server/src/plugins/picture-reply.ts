import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SentPicture } from '../platform/pictures.ts';

/** Adds to `Vary` rather than replacing what compression put there. */
export function addVary(reply: FastifyReply, header: string) {
  const now = reply.getHeader('vary');
  const list = (Array.isArray(now) ? now.join(',') : String(now ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!list.some((h) => h.toLowerCase() === header)) list.push(header);
  reply.header('vary', list.join(', '));
}

/**
 * Uploaded and drawn images never change under their id: any cache may keep them, per format
 * (the answer follows `Accept`). Drawn SVG may not run anything.
 */
export async function publicImage(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header('x-content-type-options', 'nosniff');
    addVary(reply, 'accept');
  }
  return payload;
}

// Catalog artwork keeps its address when a game is renamed, so caches ask again after a day.
const CATALOG_CACHE = 'public, max-age=86400';

/** Sends catalog artwork with its tag; an unchanged picture costs a 304. */
export function sendCatalogPicture(request: FastifyRequest, reply: FastifyReply, picture: SentPicture) {
  reply.header('cache-control', CATALOG_CACHE).header('etag', picture.etag);
  addVary(reply, 'accept');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(picture.etag)) {
    return reply.code(304).send();
  }
  const type = picture.contentType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : picture.contentType;
  return reply.type(type).send(picture.bytes);
}
