import { describe, expect, it } from 'vitest';
import { callAddress } from './call-address.ts';
import { CALLER_FREE_CALLS } from './contracts/games/lobby-calls.ts';
import { pageStartCalls } from './page-start-calls.ts';
import { siteBannersQuery, siteNoticeQuery } from './start-calls.ts';

const names = (pathname: string, search = '', phone: 'phone' | 'unknown' = 'phone', member = false) =>
  pageStartCalls({
    pathname,
    search,
    language: 'EN',
    phone: phone === 'phone' ? true : undefined,
    member,
  }).map((c) => c.name);

describe('the game calls a page makes as it opens', () => {
  it('names home’s vendor lanes and hot list on every address of home', () => {
    for (const path of ['/', '/home', '/index.html'])
      expect(names(path)).toEqual(['games.vendors', 'games.hot']);
  });

  it('names a lobby’s first page by its game type, default classification and the screen’s page size', () => {
    const list = (path: string, phone: boolean) =>
      pageStartCalls({ pathname: path, search: '', language: 'VI', phone, member: false }).find(
        (c) => c.name === 'games.list',
      )?.query;
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

  it('names only the calls every caller gets the same answer to on a member’s page', () => {
    expect(names('/', '', 'phone', true)).toEqual(['games.vendors', 'games.hot']);
    // A lobby's first page marks the member's favourites: the site asks for it with the token.
    expect(names('/rng', '', 'phone', true)).toEqual(['games.vendors', 'games.vendorGameTypes']);
    expect(CALLER_FREE_CALLS.has('games.list')).toBe(false);
  });

  it('asks for the banners apart from the lists that depend on the caller', () => {
    expect(siteBannersQuery('EN', 'demo').types).toBe('B');
    expect(siteNoticeQuery('EN', 'demo', false).types).toBe('H,PU');
    expect(siteNoticeQuery('EN', 'demo', true).types).toBe('H,PL');
  });

  it('writes an address with the set values in their order, as the site’s client does', () => {
    expect(callAddress('/x', { b: 2, a: 'é &', skip: undefined, none: null, yes: true })).toBe(
      '/x?b=2&a=%C3%A9+%26&yes=true',
    );
    expect(callAddress('/x', {})).toBe('/x');
  });
});
