import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeError } from './errors.ts';
import { siteManifest } from './site-manifest.ts';
import { type FirstBanner, sitePages } from './site-page.ts';

/**
 * Paths that belong to APIs: they never fall back to the player site. Only the versioned seamless
 * wallet is an API; `/seamless` itself is the player's seamless game page and must reload as one.
 */
const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/bo/api/',
  '/seamless/v1/',
  '/sandbox-vendor/',
  '/docs',
  '/healthz',
  '/readyz',
];

function isApiPath(url: string) {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * Serves the built player site: hashed assets with a long cache, every other GET that is not an API
 * path gets index.html so the client router can take it (its own not-found page included).
 * Unknown API paths answer 404 in the envelope.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string; firstBanner?: FirstBanner }) => {
    const hasWeb = existsSync(join(opts.webDist, 'index.html'));
    const pages = hasWeb
      ? sitePages(opts.webDist, opts.firstBanner ? { firstBanner: opts.firstBanner } : {})
      : undefined;
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pages) return envelopeError(reply, 404, 'NOT_FOUND', 'Not found: the site is not built');
      const html = await pages.page(request);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        // The build writes .br and .gz copies beside each text file; they go out as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
          const immutable = path.startsWith(join(opts.webDist, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // The static handler refuses directory paths; the site root is the app's index page.
      app.get('/', { schema: { hide: true } }, sendPage);
      app.get('/index.html', { schema: { hide: true } }, sendPage);
      app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
        const manifest = await siteManifest(request);
        return reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json')
          .send(JSON.stringify(manifest));
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // Client routes include /index.html and /register.html; other file-like paths are missing files.
      const isFile = /\.[a-z0-9]{2,5}$/i.test(path) && !path.endsWith('.html');
      if (hasWeb && wantsPage && !isApiPath(path) && !isFile) {
        return sendPage(request, reply);
      }
      return envelopeError(reply, 404, 'NOT_FOUND', `Not found: ${request.method} ${path}`);
    });
  },
);
