import { gameListQuerySchema } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { likePattern } from './catalog.repository.ts';
import { classificationMenu, pickImageCdn } from './catalog.service.ts';
import { gameIconSvg, initials, vendorIconSvg } from './icons.ts';
import { maskName } from './winners.service.ts';

describe('game catalog helpers', () => {
  it('builds the classification menu of §4', () => {
    expect(classificationMenu('RNG', ['SLOT', 'TABLE'])).toEqual(['ALL', 'NEW', 'SLOT', 'TABLE']);
    expect(classificationMenu('LIVE', ['BACCARAT', 'ROULETTE'])).toEqual(['ALL', 'BACCARAT', 'ROULETTE']);
    expect(classificationMenu('RNG', ['SLOT'])).toEqual([]);
    expect(classificationMenu('BINGO', [])).toEqual([]);
  });

  it('picks an image CDN from the merchant list, without a trailing slash', () => {
    const m = { image_cdns: ['https://a.example/', 'https://b.example'] };
    expect(pickImageCdn(m, () => 0)).toBe('https://a.example');
    expect(pickImageCdn(m, () => 0.99)).toBe('https://b.example');
    expect(pickImageCdn({ image_cdns: [] })).toBe('/static');
  });

  it('masks player names', () => {
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  it('escapes LIKE wildcards typed by a player', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('draws deterministic, escaped SVG with initials', () => {
    expect(initials('Golden Dragon')).toBe('GD');
    expect(initials('Keno')).toBe('KE');
    expect(initials('金龙')).toBe('金龙');
    expect(initials('')).toBe('?');
    expect(gameIconSvg(7, 'A & B')).toBe(gameIconSvg(7, 'A & B'));
    expect(gameIconSvg(7, 'A & B')).not.toBe(gameIconSvg(8, 'A & B'));
    expect(gameIconSvg(7, '<x>')).not.toContain('<x>');
    expect(vendorIconSvg('AV', 'Avant', true)).toContain('width="480"');
  });

  it('normalises game list input from a query string', () => {
    const q = gameListQuerySchema.parse({
      gameName: '  dragon ',
      minBet: '1,000.5',
      isNew: 'false',
      pageNo: '2',
    });
    expect(q).toMatchObject({ gameName: 'dragon', minBet: 100_050n, isNew: false, pageNo: 2, pageSize: 20 });
    expect(gameListQuerySchema.parse({ gameName: '   ', vassalage: '' })).toMatchObject({
      gameName: undefined,
      vassalage: undefined,
    });
    expect(gameListQuerySchema.safeParse({ minBet: '1.234' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ gameClassify: 'new', gameType: 'RNG' }).success).toBe(true);
  });
});
