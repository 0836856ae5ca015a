import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCREEN_SCRIPT } from './screen-script.ts';
import { SCREEN_STYLE } from './screen-style.ts';

const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

const ASSETS = '/sandbox-vendor/assets';
/** Named by their content, so a page always gets the stylesheet and script it was made with. */
export const SCREEN_STYLE_URL = `${ASSETS}/screen.${version(SCREEN_STYLE)}.css`;
export const SCREEN_SCRIPT_URL = `${ASSETS}/screen.${version(SCREEN_SCRIPT)}.js`;

/** The game screens' stylesheet and script, served from this site (kept a year: their names change with them). */
export async function screenAssetRoutes(app: FastifyInstance) {
  const files: Record<string, { body: string; type: string }> = {
    [SCREEN_STYLE_URL]: { body: SCREEN_STYLE, type: 'text/css; charset=utf-8' },
    [SCREEN_SCRIPT_URL]: { body: SCREEN_SCRIPT, type: 'text/javascript; charset=utf-8' },
  };
  for (const [url, file] of Object.entries(files)) {
    app.get(url, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.type).send(file.body),
    );
  }
}
