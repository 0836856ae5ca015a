import { describe, expect, it } from 'vitest';
import { hostFonts, languagesOf } from './host-fonts.ts';

describe('hostFonts', () => {
  it('names the scripts a text needs', () => {
    expect(languagesOf('100% first deposit bonus')).toEqual(['en']);
    expect(languagesOf('首存100%奖励')).toEqual(['en', 'zh-cn']);
    expect(languagesOf('โบนัสฝากครั้งแรก')).toEqual(['en', 'th']);
    expect(languagesOf('Thưởng nạp đầu')).toEqual(['en', 'vi']);
    expect(languagesOf('Bônus de primeiro depósito')).toEqual(['en']);
  });

  it('covers a text only when fontconfig lists a family for each of its scripts, asking once a script', async () => {
    const asked: string[] = [];
    const fonts = hostFonts(async (lang) => {
      asked.push(lang);
      return lang === 'en' || lang === 'vi' ? 'DejaVu Sans\n' : '';
    });
    expect(await fonts.covers('Welcome')).toBe(true);
    expect(await fonts.covers('Thưởng nạp đầu')).toBe(true);
    expect(await fonts.covers('首存100%奖励')).toBe(false);
    expect(await Promise.all([fonts.covers('欢迎'), fonts.covers('ยินดี')])).toEqual([false, false]);
    expect(asked.sort()).toEqual(['en', 'th', 'vi', 'zh-cn']);
  });

  it('covers nothing on a host without fontconfig', async () => {
    const fonts = hostFonts(() =>
      Promise.reject(Object.assign(new Error('spawn fc-list ENOENT'), { code: 'ENOENT' })),
    );
    expect(await fonts.covers('Welcome')).toBe(false);
  });
});
