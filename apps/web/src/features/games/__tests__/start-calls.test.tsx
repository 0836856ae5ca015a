import { callAddress, ENDPOINTS, visitorStartCalls } from '@pf/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { wideScreen } from './games-kit';
import { lobbyTestSetup, stubLobby } from './lobby-kit';

lobbyTestSetup();

/** Every address the site asked for, as written on the wire (path and query). */
const asked = (api: ReturnType<typeof stubLobby>) =>
  api.mock.calls.map(([input]) => {
    const url = new URL(String(input), window.location.origin);
    return `${url.pathname}${url.search}`;
  });

/**
 * The server names a visitor page's opening game calls in the page (plugins/site-page.ts) so the
 * browser fetches them with the scripts; the browser hands the site those answers only if the site
 * asks for exactly the same addresses. The site's own requests are held to the shared table here.
 */
describe('the opening game calls the server names for a visitor', { timeout: 20_000 }, () => {
  const named = (path: string, phone: boolean) =>
    visitorStartCalls(path, '', 'EN', phone).map((c) => callAddress(ENDPOINTS[c.name].path, c.query));

  for (const path of ['/rng', '/live', '/bingo', '/sports']) {
    for (const phone of [true, false]) {
      it(`are the very addresses the ${path} lobby asks for (${phone ? 'phone' : 'wide screen'})`, async () => {
        if (!phone) wideScreen();
        const api = stubLobby();
        renderRoute(path, makePermission());
        const expected = named(path, phone);
        expect(expected.length).toBeGreaterThan(1);
        await waitFor(() => expect(asked(api)).toEqual(expect.arrayContaining(expected)));
      });
    }
  }

  it('are the very addresses home asks for', async () => {
    const api = stubLobby(undefined, { '/wps/relay/GCSGAME_hotGamesV2': { list: [] } });
    renderRoute('/', makePermission());
    await screen.findByTestId('home-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(asked(api)).toEqual(expect.arrayContaining(named('/', true))));
  });
});
