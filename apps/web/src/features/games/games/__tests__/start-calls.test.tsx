import { callAddress, ENDPOINTS, pageStartCalls, siteBannersQuery } from '@pf/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
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

/** The addresses the site asked for without a member's token. */
const askedAnonymously = (api: ReturnType<typeof stubLobby>) =>
  api.mock.calls
    .filter(([, init]) => !new Headers((init as RequestInit | undefined)?.headers).has('Authorization'))
    .map(([input]) => {
      const url = new URL(String(input), window.location.origin);
      return `${url.pathname}${url.search}`;
    });

const named = (path: string, phone: boolean, member = false) =>
  pageStartCalls({ pathname: path, search: '', language: 'EN', phone, member }).map((c) =>
    callAddress(ENDPOINTS[c.name].path, c.query),
  );

/**
 * The server names a visitor page's opening game calls in the page (plugins/site-page.ts) so the
 * browser fetches them with the scripts; the browser hands the site those answers only if the site
 * asks for exactly the same addresses. The site's own requests are held to the shared table here.
 */
describe('the opening game calls the server names for a visitor', { timeout: 20_000 }, () => {
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

/**
 * A member's page names only the calls every caller gets the same answer to, and the preload
 * carries no credentials: the site must ask for them without the token, or the browser would not
 * hand it the preloaded answer.
 */
describe('the opening calls the server names on a member’s page', { timeout: 20_000 }, () => {
  const banners = callAddress(ENDPOINTS['content.notice'].path, siteBannersQuery('EN', 'demo'));

  it('are asked for by a member without the token, on home and in a lobby', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const api = stubLobby(undefined, { '/wps/relay/GCSGAME_hotGamesV2': { list: [] } });
    renderRoute('/', makePermission());
    await screen.findByTestId('home-page', {}, { timeout: 10_000 });
    const expected = [...named('/', true, true), banners];
    await waitFor(() => expect(askedAnonymously(api)).toEqual(expect.arrayContaining(expected)));
  });

  it('leave a member’s own calls with the token', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const api = stubLobby();
    renderRoute('/rng', makePermission());
    const expected = named('/rng', true, true);
    expect(expected).not.toEqual(named('/rng', true));
    await waitFor(() => expect(askedAnonymously(api)).toEqual(expect.arrayContaining(expected)));
    // The first page of games marks the member's favourites: it goes with the token.
    const list = named('/rng', true).filter((a) => !expected.includes(a));
    await waitFor(() => expect(asked(api)).toEqual(expect.arrayContaining(list)));
    expect(askedAnonymously(api)).not.toEqual(expect.arrayContaining(list));
  });
});
