import { describe, expect, it } from 'vitest';
import { bannerSvg, setWords } from './banner-art.ts';
import { TEXT_ROOM, wrapText } from './banner-text.ts';
import { BANNER_ART_WORDS } from './banner-words.ts';

const every = () =>
  Object.entries(BANNER_ART_WORDS).flatMap(([art, byLanguage]) =>
    Object.entries(byLanguage).map(([language, words]) => ({
      art: art as keyof typeof BANNER_ART_WORDS,
      language,
      words: words as { tag: string; title: string; line: string },
    })),
  );

describe('banner art', () => {
  it('breaks lines between words, and between CJK characters, within the room', () => {
    expect(wrapText('Double your first deposit, up to 5,000,000 VND.', 40, TEXT_ROOM, 0.6)).toEqual([
      'Double your first deposit, up to',
      '5,000,000 VND.',
    ]);
    expect(wrapText('Slots', 68, TEXT_ROOM, 0.7)).toEqual(['Slots']);
    // No spaces in Chinese: the line breaks between characters.
    const cjk = wrapText('首次存款翻倍最高五百万越南盾首次存款翻倍最高五百万越南盾', 40, TEXT_ROOM, 0.6);
    expect(cjk).toHaveLength(2);
    expect(cjk.join('')).toBe('首次存款翻倍最高五百万越南盾首次存款翻倍最高五百万越南盾');
    // A word longer than the room keeps its line rather than being cut.
    expect(wrapText(`a ${'x'.repeat(40)} b`, 40, TEXT_ROOM, 0.6)).toEqual(['a', 'x'.repeat(40), 'b']);
  });

  it('keeps short words large, and wraps long ones rather than shrinking them away', () => {
    expect(setWords({ title: 'Slots', line: 'New games.' })).toEqual({
      title: { size: 68, lines: ['Slots'] },
      line: { size: 44, lines: ['New games.'] },
    });
    const long = setWords({
      title: 'Bónus de 100% no 1.º depósito',
      line: 'Sorteios do norte, centro e sul, resultados na mesma noite.',
    });
    expect(long.title.lines).toHaveLength(2);
    expect(long.line.lines.length).toBeGreaterThanOrEqual(2);
    expect(long.line.size).toBeGreaterThanOrEqual(38);
    // Chinese punctuation stays with the word before it.
    const cjk = setWords({ title: '每天开奖', line: '北部、中部、南部开奖，当晚公布结果。' }).line.lines;
    for (const l of cjk) expect(l).not.toMatch(/^[，。、]/);
  });

  it('draws every word at least 10 px high where a 375 px phone shows the banner', () => {
    // The banner spans the phone's width less the page's 12 px margins.
    const scale = (375 - 24) / 1200;
    for (const { art, language } of every()) {
      const svg = bannerSvg(art, language);
      const sizes = [...svg.matchAll(/<text [^>]*font-size="(\d+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length, `${art} ${language}`).toBeGreaterThanOrEqual(3);
      for (const size of sizes) expect(size * scale, `${art} ${language}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('fits every headline in two lines and every line under it in three, clear of the edge and the dots', () => {
    for (const { art, language, words } of every()) {
      const where = `${art} ${language}`;
      const set = setWords(words);
      expect(set.title.lines.length, where).toBeLessThanOrEqual(2);
      expect(set.line.lines.length, where).toBeLessThanOrEqual(3);
      const svg = bannerSvg(art, language);
      // Between the top edge and the carousel's dots at the banner's foot.
      const top = Number(/translate\(0 (\d+)\)/.exec(svg)?.[1]);
      const height = Number(/data-height="(\d+)"/.exec(svg)?.[1]);
      expect(top, where).toBeGreaterThanOrEqual(14);
      expect(top + height, where).toBeLessThanOrEqual(306);
      // Every word of the headline is drawn.
      const drawn = [...svg.matchAll(/font-weight="900">([^<]*)</g)].map((m) => m[1]).join(' ');
      for (const word of words.title.split(' ')) expect(drawn, where).toContain(word.replace('&', '&amp;'));
    }
  });
});
