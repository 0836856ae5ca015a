import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeError } from './errors.ts';

/** Where the console lives; its API (`/bo/api/…`) is served by the areas' routes, never by this. */
const PREFIX = '/bo';
const isApiPath = (path: string) => path === `${PREFIX}/api` || path.startsWith(`${PREFIX}/api/`);
// Client routes have no extension; anything that looks like a file and was not found is missing.
const isFilePath = (path: string) => /\.[a-z0-9]{2,5}$/i.test(path);

/**
 * Serves the built operator console (its own Vite bundle, `base: '/bo/'`) under `/bo`: hashed
 * files under `/bo/assets/` are cached for a year, every other GET under `/bo` that is not an API
 * path or a file answers the console's index.html, so its router can take the path. Without a
 * build, `/bo` answers the envelope 404 rather than the player site, which knows no such page.
 * Registered with the `/bo` prefix, so its not-found handler covers only paths under it.
 */
async function consolePages(app: FastifyInstance, opts: { consoleDist: string | undefined }) {
  const dist = opts.consoleDist;
  const index = dist ? join(dist, 'index.html') : undefined;
  const built = index !== undefined && existsSync(index);
  // Read per request is cheap next to the network, and a deploy that replaces the build is seen at once.
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!built || !index)
      return envelopeError(reply, 404, 'NOT_FOUND', 'Not found: the console is not built');
    const html = await readFile(index, 'utf8');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  if (built && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // The player site's static files already put `sendFile` on the reply.
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(dist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, sendIndex);

  const fallback = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? PREFIX;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(path) && !isFilePath(path)) return sendIndex(request, reply);
    return envelopeError(reply, 404, 'NOT_FOUND', `Not found: ${request.method} ${path}`);
  };
  // The static handler hands a path it has no file for to the not-found handler; without a build
  // nothing claims the paths under /bo, so a wildcard does (else the player site's handler would).
  if (!built) app.get('/*', { schema: { hide: true } }, fallback);
  app.setNotFoundHandler(fallback);
}

export async function consoleWebPlugin(app: FastifyInstance, opts: { consoleDist: string | undefined }) {
  await app.register(consolePages, { ...opts, prefix: PREFIX });
}
