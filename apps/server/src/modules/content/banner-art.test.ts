import { describe, expect, it } from 'vitest';
import { bannerSvg, fittedSize } from './banner-art.ts';
import { BANNER_ART_WORDS } from './banner-words.ts';

describe('banner art', () => {
  it('shrinks a long headline to fit left of the motif, and keeps a short one at full size', () => {
    expect(fittedSize('Slots', 56)).toBe(56);
    expect(fittedSize('100% first deposit bonus', 56)).toBe(42);
    // A CJK character is a full em wide: fewer of them fill the room.
    expect(fittedSize('奖'.repeat(20), 56)).toBe(36);
    expect(fittedSize('a'.repeat(20), 56)).toBe(51);
    expect(fittedSize('x'.repeat(500), 56)).toBe(16);
  });

  it('draws every banner in every language with its fitted headline', () => {
    for (const [art, byLanguage] of Object.entries(BANNER_ART_WORDS)) {
      for (const [language, words] of Object.entries(byLanguage)) {
        const svg = bannerSvg(art as keyof typeof BANNER_ART_WORDS, language);
        const size = fittedSize(words?.title ?? '', 56);
        expect(svg, `${art} ${language}`).toContain(`font-size="${size}" font-weight="900"`);
      }
    }
  });
});
