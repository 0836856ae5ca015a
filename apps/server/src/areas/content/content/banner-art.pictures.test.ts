import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { HostFonts } from '../../../platform/host-fonts.ts';
import { type Picture, pictureRenderer } from '../../../platform/pictures.ts';
import { bannerSvg } from './banner-art.ts';

// The floor's picture renderer (platform/pictures.test.ts) with content's own banner art.
const WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const latinOnly: HostFonts = { covers: async (text) => !/\p{Script=Han}/u.test(text) };

const sizeOf = async (bytes: Buffer) => {
  const m = await sharp(bytes).metadata();
  return { format: m.format, width: m.width, height: m.height };
};

describe('pictureRenderer with banner art', () => {
  it('draws SVG art as WebP at the asked width, and keeps the SVG without WebP or fonts for its text', async () => {
    const pictures = pictureRenderer({ fonts: latinOnly });
    const art = (lang: string): Picture => ({
      bytes: Buffer.from(bannerSvg('home-welcome', lang)),
      contentType: 'image/svg+xml',
    });
    const drawn = await pictures.fit('builtin:home-welcome:EN', () => art('EN'), {
      width: 768,
      accept: WEBP,
    });
    expect(await sizeOf(drawn.bytes)).toEqual({ format: 'webp', width: 768, height: 256 });
    expect(drawn.bytes.length).toBeLessThan(40_000);

    const plain = await pictures.fit('builtin:home-welcome:EN', () => art('EN'), { width: 768 });
    expect(plain.contentType).toBe('image/svg+xml');
    const chinese = await pictures.fit('builtin:home-welcome:CN', () => art('CN'), {
      width: 768,
      accept: WEBP,
    });
    expect(chinese.contentType).toBe('image/svg+xml');
    expect(chinese.bytes.equals(art('CN').bytes)).toBe(true);
  });
});
