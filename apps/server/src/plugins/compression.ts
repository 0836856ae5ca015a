import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: the headers would cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers on the fly (brotli when the client accepts it, else gzip). Brotli runs
 * at quality 4: within a few percent of the best ratio for JSON at a small fraction of quality
 * 11's CPU, which would cost a lobby page more time than the bytes save. The player site's files
 * are compressed once at build time and sent as they are (see the web plugin), so they skip this.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Uploads and downloads of images are already compressed formats.
    customTypes: /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/,
  });
});
