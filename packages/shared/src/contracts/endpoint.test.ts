import { describe, expect, it } from 'vitest';
import { endpoint, endpointTable, pathWith } from './endpoint.ts';

describe('endpointTable', () => {
  it('reads each line as its methods, then its path', () => {
    const table = endpointTable({
      'a.one': 'GET /wps/member/info',
      'a.two': 'GET POST /wps/relay/MCSFE_x',
      'a.three': 'DELETE /bo/api/items/:id',
    });
    expect(table).toEqual({
      'a.one': endpoint(['GET'], '/wps/member/info'),
      'a.two': endpoint(['GET', 'POST'], '/wps/relay/MCSFE_x'),
      'a.three': endpoint(['DELETE'], '/bo/api/items/:id'),
    });
    const first: 'GET' = table['a.two'].methods[0];
    const path: '/bo/api/items/:id' = table['a.three'].path;
    expect([first, path]).toEqual(['GET', '/bo/api/items/:id']);
  });
});

describe('pathWith', () => {
  it('fills the path parameters and refuses a missing one', () => {
    expect(pathWith('/bo/api/draws/:id/void', { id: 7 })).toBe('/bo/api/draws/7/void');
    expect(() => pathWith('/bo/api/draws/:id', {})).toThrow('missing path parameter id');
  });
});
