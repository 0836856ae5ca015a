import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { gameIconSvg, vendorIconSvg } from './icons.ts';

const SVG = 'image/svg+xml; charset=utf-8';
// Artwork of a given id never changes, so browsers and CDNs may keep it for a day.
const CACHE = 'public, max-age=86400';

/** `/static/games/<id>.svg` and `/static/vendors/<code>[-wide].svg`, drawn from the catalog. */
export async function iconRoutes(app: FastifyInstance, opts: { repo: CatalogRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (pattern: RegExp, message: string) => ({
    hide: true,
    params: z.object({ file: z.string().regex(pattern, message) }),
  });

  r.get(
    '/static/games/:file',
    { schema: schema(/^\d{1,9}\.svg$/, 'Expected <id>.svg') },
    async (req, reply) => {
      const game = await opts.repo.gameForIcon(Number.parseInt(req.params.file, 10));
      if (!game) throw new AppError('NOT_FOUND', 'Game not found');
      return reply
        .type(SVG)
        .header('cache-control', CACHE)
        .send(gameIconSvg(game.id, game.name, { gameType: game.game_type, classify: game.classify }));
    },
  );

  const vendorFile = /^([A-Za-z0-9_]{1,32}?)(-wide)?\.svg$/;
  r.get(
    '/static/vendors/:file',
    { schema: schema(vendorFile, 'Expected <code>.svg') },
    async (req, reply) => {
      const [, code = '', wide] = vendorFile.exec(req.params.file) ?? [];
      const vendor = await opts.repo.vendor(code);
      if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
      return reply
        .type(SVG)
        .header('cache-control', CACHE)
        .send(vendorIconSvg(vendor.code, vendor.name, !!wide));
    },
  );
}
