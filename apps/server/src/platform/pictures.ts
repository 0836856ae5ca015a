import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { HostFonts } from './host-fonts.ts';

/** A picture as stored or drawn, and as sent: its bytes, media type and entity tag. */
export interface Picture {
  bytes: Buffer;
  contentType: string;
}

export interface SentPicture extends Picture {
  etag: string;
}

/** A stored or drawn picture known by a key, read only when no kept copy answers. */
export interface PictureSource {
  key: string;
  load: () => Promise<Picture>;
}

/** What the browser asked for: a width from `?w=`, and its `Accept` header. */
export interface PictureWish {
  width?: number | undefined;
  accept?: string | undefined;
}

const SVG = 'image/svg+xml';
const WEBP = 'image/webp';
const RASTER_OUT: Record<string, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const tagOf = (bytes: Buffer) => `"p${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/**
 * Pictures sized for the screen in a modern format. A browser that takes WebP gets WebP; a width
 * asked for scales the picture down to it (never up, except SVG art, which is drawn at that size).
 * SVG art becomes WebP too: a phone's browser builds a whole document for every SVG picture on its
 * main thread, while it decodes raster pictures off it. Results are kept by source key, width and
 * format within a byte budget, and one drawing serves every request that asked at once.
 */
export function pictureRenderer(deps: { fonts: HostFonts; maxBytes?: number }) {
  const maxBytes = deps.maxBytes ?? 64 * 1024 * 1024;
  const kept = new Map<string, SentPicture>();
  const drawing = new Map<string, Promise<SentPicture>>();
  let held = 0;
  let renders = 0;

  const keep = (key: string, picture: SentPicture) => {
    kept.set(key, picture);
    held += picture.bytes.length;
    for (const [oldKey, old] of kept) {
      if (held <= maxBytes || oldKey === key) break;
      kept.delete(oldKey);
      held -= old.bytes.length;
    }
  };

  async function draw(source: Picture, width: number | undefined, webp: boolean): Promise<Picture> {
    const type = source.contentType.split(';')[0]?.trim() ?? '';
    if (type === SVG) {
      // Kept as SVG for a browser without WebP, or when this host cannot draw the text's script.
      if (!webp || !(await deps.fonts.covers(source.bytes.toString('utf8')))) return source;
      const own = (await sharp(source.bytes).metadata()).width;
      // Drawn at the asked width, not scaled from the art's own size, so text stays sharp.
      const density = width && own ? Math.min(2400, (72 * width) / own) : 72;
      const image = sharp(source.bytes, { density });
      return {
        bytes: await (width ? image.resize({ width }) : image).webp({ quality: 75 }).toBuffer(),
        contentType: WEBP,
      };
    }
    const format = webp ? 'webp' : RASTER_OUT[type];
    if (!format) return source;
    const image = sharp(source.bytes);
    const own = (await image.metadata()).width ?? 0;
    const smaller = width !== undefined && width < own;
    if (!smaller && (format === RASTER_OUT[type] || !webp)) return source;
    const sized = smaller ? image.resize({ width }) : image;
    const bytes = await (format === 'webp'
      ? sized.webp({ quality: 80 })
      : format === 'png'
        ? sized.png({ compressionLevel: 9 })
        : sized.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer();
    return { bytes, contentType: format === 'webp' ? WEBP : type };
  }

  return {
    /**
     * The picture to send for a source known by `key` (a storage key or the art's name; the same
     * key must always name the same bytes). A source that cannot be read is sent as it is.
     */
    async fit(
      key: string,
      source: () => Picture | Promise<Picture>,
      wish: PictureWish,
    ): Promise<SentPicture> {
      const webp = /\bimage\/webp\b/i.test(wish.accept ?? '');
      const id = `${key}|${wish.width ?? ''}|${webp ? 'webp' : ''}`;
      const ready = kept.get(id);
      if (ready) {
        // Touched, so the budget drops the pictures nobody asked for longest.
        kept.delete(id);
        kept.set(id, ready);
        return ready;
      }
      let pending = drawing.get(id);
      if (!pending) {
        pending = (async () => {
          const original = await source();
          renders += 1;
          const out = await draw(original, wish.width, webp).catch(() => original);
          const sent = { ...out, etag: tagOf(out.bytes) };
          keep(id, sent);
          return sent;
        })().finally(() => drawing.delete(id));
        drawing.set(id, pending);
      }
      return pending;
    },
    stats: () => ({ renders, kept: kept.size, heldBytes: held }),
  };
}

export type PictureRenderer = ReturnType<typeof pictureRenderer>;
