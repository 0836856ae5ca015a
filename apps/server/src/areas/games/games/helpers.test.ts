import { gameListQuerySchema } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { likePattern } from './catalog.repository.ts';
import { classificationMenu, pickImageCdn } from './catalog.service.ts';
import { type Motif, motifOf, motifSvg, seedBytes } from './game-art.ts';
import { DEMO_VENDORS } from './game-catalog.ts';
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
    const slot = { gameType: 'RNG', classify: 'SLOT' };
    expect(gameIconSvg(7, 'A & B', slot)).toBe(gameIconSvg(7, 'A & B', slot));
    expect(gameIconSvg(7, 'A & B', slot)).not.toBe(gameIconSvg(8, 'A & B', slot));
    expect(gameIconSvg(7, '<x>', slot)).not.toContain('<x>');
    expect(vendorIconSvg('AV', 'Avant', true)).toContain('width="480"');
  });

  it('draws each kind of game with its own motif, every demo classification included', () => {
    const kinds = DEMO_VENDORS.flatMap((v) =>
      v.types.flatMap((t) => t.games.map((g) => ({ gameType: t.gameType, classify: g.classify }))),
    );
    const motifs = new Set<string>();
    for (const k of kinds) {
      const motif = motifOf(k.gameType, k.classify);
      motifs.add(motif);
      // Only slot-like games show reels; every other kind has its own picture.
      if (!['SLOT', 'ARCADE'].includes(k.classify))
        expect(motif, `${k.gameType}/${k.classify}`).not.toBe('reels');
    }
    expect(motifs.size).toBeGreaterThanOrEqual(12);
    const drawn = [...motifs].map((m) => motifSvg(m as Motif, seedBytes('x')));
    expect(new Set(drawn).size).toBe(drawn.length);
    const roulette = gameIconSvg(1, 'Roulette A', { gameType: 'LIVE', classify: 'ROULETTE' });
    const fishing = gameIconSvg(1, 'Roulette A', { gameType: 'FISH', classify: 'FISH' });
    expect(roulette).not.toBe(fishing);
    expect(roulette.match(/<g\b/g)?.length).toBe(roulette.match(/<\/g>/g)?.length);
  });

  it('draws two games of the same kind differently: no one picture for every table', () => {
    const motifs: Motif[] = [
      'reels',
      'jackpot',
      'cards',
      'baccarat',
      'blackjack',
      'dragontiger',
      'wheel',
      'dice',
      'sicbo',
      'fish',
      'ball',
      'controller',
      'rooster',
      'balls',
      'tile',
      'rocket',
      'gems',
      'pegs',
    ];
    for (const motif of motifs)
      expect(motifSvg(motif, seedBytes('game:1')), motif).not.toBe(motifSvg(motif, seedBytes('game:2')));
    // The live tables each have a picture of their own kind.
    const live = ['BACCARAT', 'BLACKJACK', 'DRAGONTIGER', 'ROULETTE', 'SICBO'].map((c) => motifOf('LIVE', c));
    expect(new Set(live).size).toBe(live.length);
    // Every game of the demo catalog, within its classification, is drawn unlike the others.
    let id = 0;
    const drawnByKind = new Map<string, string[]>();
    for (const v of DEMO_VENDORS)
      for (const t of v.types)
        for (const g of t.games) {
          const motif = motifSvg(motifOf(t.gameType, g.classify), seedBytes(`game:${++id}`));
          drawnByKind.set(g.classify, [...(drawnByKind.get(g.classify) ?? []), motif]);
        }
    for (const [classify, drawn] of drawnByKind) expect(new Set(drawn).size, classify).toBe(drawn.length);
  });

  it("draws a vendor's card with the motif of its games, not its initials", () => {
    const sports = { gameType: 'SPORTS', classify: 'SPORTSBOOK' };
    const card = vendorIconSvg('SBX', 'Stadium Bet', true, sports);
    expect(card).toContain('Stadium Bet');
    expect(card).not.toContain('>SB<');
    expect(card).not.toBe(vendorIconSvg('KST', 'Stadium Bet', true, sports));
    expect(vendorIconSvg('SBX', 'Stadium Bet', false, sports)).toContain('>SBX<');
    // Nothing known of its games: its initials still name it.
    expect(vendorIconSvg('SBX', 'Stadium Bet', true)).toContain('>SB<');
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
