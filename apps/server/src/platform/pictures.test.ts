import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { HostFonts } from './host-fonts.ts';
import { type Picture, pictureRenderer } from './pictures.ts';

const WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const latinOnly: HostFonts = { covers: async (text) => !/\p{Script=Han}/u.test(text) };

async function png(width: number, height: number): Promise<Picture> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 40, b: 200 } },
  })
    .png()
    .toBuffer();
  return { bytes, contentType: 'image/png' };
}

const sizeOf = async (bytes: Buffer) => {
  const m = await sharp(bytes).metadata();
  return { format: m.format, width: m.width, height: m.height };
};

describe('pictureRenderer', () => {
  it('scales an upload down to the asked width, as WebP for a browser that takes it', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly });
    const source = await png(1200, 400);
    const webp = await pictures.fit('up/1.png', () => source, { width: 480, accept: WEBP });
    expect(webp.contentType).toBe('image/webp');
    expect(await sizeOf(webp.bytes)).toEqual({ format: 'webp', width: 480, height: 160 });
    const plain = await pictures.fit('up/1.png', () => source, { width: 480, accept: 'image/png,*/*' });
    expect(plain.contentType).toBe('image/png');
    expect(await sizeOf(plain.bytes)).toEqual({ format: 'png', width: 480, height: 160 });
    expect(plain.etag).not.toBe(webp.etag);
  });

  it('never scales up, and sends the original when nothing would change', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly });
    const source = await png(300, 100);
    const same = await pictures.fit('up/2.png', () => source, { width: 1200, accept: 'image/png' });
    expect(same.bytes.equals(source.bytes)).toBe(true);
    const webp = await pictures.fit('up/2.png', () => source, { width: 1200, accept: WEBP });
    expect(await sizeOf(webp.bytes)).toEqual({ format: 'webp', width: 300, height: 100 });
  });

  it('draws once for a burst of the same request and keeps the result', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly });
    const source = await png(1200, 400);
    let loads = 0;
    const load = () => {
      loads += 1;
      return source;
    };
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => pictures.fit('up/3.png', load, { width: 320, accept: WEBP })),
    );
    expect(new Set(burst.map((p) => p.etag)).size).toBe(1);
    await pictures.fit('up/3.png', load, { width: 320, accept: WEBP });
    expect(loads).toBe(1);
    expect(pictures.stats().renders).toBe(1);
  });

  it('drops the pictures asked for longest ago when over its byte budget', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly, maxBytes: 1 });
    const source = await png(600, 200);
    await pictures.fit('up/4.png', () => source, { width: 240, accept: WEBP });
    await pictures.fit('up/4.png', () => source, { width: 160, accept: WEBP });
    await pictures.fit('up/4.png', () => source, { width: 240, accept: WEBP });
    expect(pictures.stats()).toMatchObject({ renders: 3, kept: 1 });
  });

  it('sends bytes it cannot read as they are, and passes on a missing source', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly });
    const broken = { bytes: Buffer.from('\x89PNG\r\n\x1a\nnot really'), contentType: 'image/png' };
    const sent = await pictures.fit('up/5.png', () => broken, { width: 160, accept: WEBP });
    expect(sent.bytes.equals(broken.bytes)).toBe(true);
    expect(sent.contentType).toBe('image/png');
    const gone = pictures.fit('up/6.png', () => Promise.reject(new Error('missing')), { accept: WEBP });
    await expect(gone).rejects.toThrow('missing');
    // A failed load is not kept: the next request tries again.
    const again = await pictures.fit('up/6.png', () => broken, { accept: WEBP });
    expect(again.bytes.equals(broken.bytes)).toBe(true);
  });
});
