import { pictureQuerySchema } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import { AppError } from '../../../plugins/errors.ts';
import { sendCatalogPicture } from '../../../plugins/picture-reply.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { gameIconSvg, vendorIconSvg } from './icons.ts';

const SVG = 'image/svg+xml';

/**
 * `/static/games/<id>.svg` and `/static/vendors/<code>[-wide].svg`, drawn from the catalog; a
 * browser that takes WebP gets the drawing as WebP, at `?w=` when it asks for a width.
 */
export async function iconRoutes(
  app: FastifyInstance,
  opts: { repo: CatalogRepository; pictures: PictureRenderer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (pattern: RegExp, message: string) => ({
    hide: true,
    params: z.object({ file: z.string().regex(pattern, message) }),
    querystring: pictureQuerySchema,
  });

  r.get(
    '/static/games/:file',
    { schema: schema(/^\d{1,9}\.svg$/, 'Expected <id>.svg') },
    async (req, reply) => {
      const game = await opts.repo.gameForIcon(Number.parseInt(req.params.file, 10));
      if (!game) throw new AppError('NOT_FOUND', 'Game not found');
      const kind = { gameType: game.game_type, classify: game.classify };
      // The drawing follows the name and kind, so they are part of what names it.
      const key = `game:${game.id}:${kind.gameType}:${kind.classify}:${game.name}`;
      const picture = await opts.pictures.fit(
        key,
        () => ({ bytes: Buffer.from(gameIconSvg(game.id, game.name, kind)), contentType: SVG }),
        { width: req.query.w, accept: req.headers.accept },
      );
      return sendCatalogPicture(req, reply, picture);
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
      const kind = vendor.kind;
      const key = `vendor:${vendor.code}:${!!wide}:${vendor.name}:${kind?.gameType}:${kind?.classify}`;
      const picture = await opts.pictures.fit(
        key,
        () => ({
          bytes: Buffer.from(vendorIconSvg(vendor.code, vendor.name, !!wide, kind)),
          contentType: SVG,
        }),
        { width: req.query.w, accept: req.headers.accept },
      );
      return sendCatalogPicture(req, reply, picture);
    },
  );
}
