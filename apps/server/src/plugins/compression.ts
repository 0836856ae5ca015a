import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './answer-memo.ts';

/**
 * Compresses API answers on the fly (brotli when the client accepts it, else gzip). Brotli runs
 * at quality 4: within a few percent of the best ratio for JSON at a small fraction of quality
 * 11's CPU, which would cost a lobby page more time than the bytes save. The player site's files
 * are compressed once at build time and sent as they are (see the web plugin), and public answers
 * from their kept forms (plugins/http-cache.ts), so both skip this.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    // Uploads and downloads of images are already compressed formats.
    customTypes: /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/,
  });
});
