import { describe, expect, it } from 'vitest';
import { callAddress, visitorStartCalls } from './page-start-calls.ts';

const names = (pathname: string, search = '', phone: 'phone' | 'unknown' = 'phone') =>
  visitorStartCalls(pathname, search, 'EN', phone === 'phone' ? true : undefined).map((c) => c.name);

describe('the game calls a visitor page makes as it opens', () => {
  it('names home’s vendor lanes and hot list on every address of home', () => {
    for (const path of ['/', '/home', '/index.html'])
      expect(names(path)).toEqual(['games.vendors', 'games.hot']);
  });

  it('names a lobby’s first page by its game type, default classification and the screen’s page size', () => {
    const list = (path: string, phone: boolean) =>
      visitorStartCalls(path, '', 'VI', phone).find((c) => c.name === 'games.list')?.query;
    expect(list('/rng', true)).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'ALL',
      pageNo: 1,
      pageSize: 20,
    });
    expect(list('/live', false)).toMatchObject({ gameType: 'LIVE', pageSize: 42, language: 'VI' });
    expect(list('/bingo', true)).toMatchObject({ gameType: 'BINGO', gameClassify: 'EBINGO' });
  });

  it('leaves out a game list the lobby does not open with', () => {
    // Card lobbies show vendors, not games; an unknown screen or a filtered address is the site's.
    expect(names('/sports')).toEqual(['games.vendors', 'games.vendorGameTypes']);
    expect(names('/rng', '', 'unknown')).toEqual(['games.vendors', 'games.vendorGameTypes']);
    expect(names('/rng', '?vassalage=PG')).toEqual([]);
    expect(names('/vnLottery')).toEqual([]);
    expect(names('/no/such/page')).toEqual([]);
  });

  it('writes an address with the set values in their order, as the site’s client does', () => {
    expect(callAddress('/x', { b: 2, a: 'é &', skip: undefined, none: null, yes: true })).toBe(
      '/x?b=2&a=%C3%A9+%26&yes=true',
    );
    expect(callAddress('/x', {})).toBe('/x');
  });
});
