import { describe, expect, it } from 'vitest';
import { pictureQuerySchema } from './contracts/picture.schema.ts';
import { pictureSrcSet, pictureUrl } from './pictures.ts';

describe('pictures', () => {
  it("asks for a width on the platform's own pictures only", () => {
    expect(pictureUrl('/static/games/7.svg', 240)).toBe('/static/games/7.svg?w=240');
    expect(pictureUrl('/a.svg?x=1', 160)).toBe('/a.svg?x=1&w=160');
    expect(pictureUrl('https://cdn.example/a.png', 160)).toBe('https://cdn.example/a.png');
    expect(pictureUrl('//cdn.example/a.png', 160)).toBe('//cdn.example/a.png');
    expect(pictureSrcSet('/b', [160, 320])).toBe('/b?w=160 160w, /b?w=320 320w');
    expect(pictureSrcSet('https://cdn.example/a.png', [160])).toBeUndefined();
  });

  it('takes only the listed widths', () => {
    expect(pictureQuerySchema.parse({ w: '768' })).toEqual({ w: 768 });
    expect(pictureQuerySchema.parse({})).toEqual({});
    for (const w of ['333', '0', '-160', '160.5', 'x', '99999']) {
      expect(pictureQuerySchema.safeParse({ w }).success, w).toBe(false);
    }
  });
});
