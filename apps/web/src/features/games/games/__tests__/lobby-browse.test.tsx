import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { game, games, pageOf, queryOf, wideScreen } from './games-kit';
import { LIST, lobbyTestSetup, stripCodes, stubLobby, tiles } from './lobby-kit';

lobbyTestSetup();

/** Finding a game in a lobby: classification, pages, provider, search, and going back to the start. */
describe('games lobby browsing', { timeout: 20_000 }, () => {
  describe('classification strip', () => {
    it('puts ALL first and adds NEW on the RNG lobby', async () => {
      const api = stubLobby();
      renderRoute('/rng', makePermission());
      await screen.findByTestId('classify-strip');
      expect(stripCodes()).toEqual(['ALL', 'NEW', 'SLOT', 'FISH', 'TABLE']);
      expect(screen.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(screen.getByTestId('classify-FISH'));
      await waitFor(() => expect(queryOf(api, LIST).get('gameClassify')).toBe('FISH'));
      expect(queryOf(api, LIST).get('pageNo')).toBe('1');
      expect(screen.getByTestId('classify-FISH')).toHaveAttribute('aria-selected', 'true');
    });

    it('has no NEW outside RNG, and no strip where the mapping has one entry or the type is pvp', async () => {
      stubLobby();
      const live = renderRoute('/live', makePermission());
      await screen.findByTestId('classify-strip');
      expect(stripCodes()).toEqual(['ALL', 'BACCARAT', 'ROULETTE']);
      live.unmount();

      const bingo = renderRoute('/bingo', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();
      bingo.unmount();

      renderRoute('/pvp', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('classify-strip')).not.toBeInTheDocument();
    });

    it('lists bingo by its EBINGO classification', async () => {
      const api = stubLobby();
      renderRoute('/bingo', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(queryOf(api, LIST).get('gameClassify')).toBe('EBINGO');
      expect(queryOf(api, LIST).get('gameType')).toBe('BINGO');
    });
  });

  describe('paginator', () => {
    it('asks 42 a page and shows margin pages 2 and a range of 5 around the page', async () => {
      wideScreen();
      const api = stubLobby((q) =>
        pageOf(games(Number(q.get('pageNo')) * 100, 3), Number(q.get('pageNo')), 12),
      );
      renderRoute('/rng', makePermission());
      const nav = await screen.findByTestId('paginator');
      expect(queryOf(api, LIST).get('pageSize')).toBe('42');
      // Every cell between the previous and next arrows, gaps included.
      const labels = () => [...nav.querySelectorAll('li')].map((li) => li.textContent).slice(1, -1);
      expect(labels()).toEqual(['1', '2', '3', '4', '5', '…', '11', '12']);
      expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();

      await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
      await waitFor(() =>
        expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'),
      );
      expect(queryOf(api, LIST).get('pageNo')).toBe('5');
      expect(labels()).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '11', '12']);
      await screen.findByText('Game 500');

      await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
      await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('12'));
      await waitFor(() => expect(labels()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12']));
      expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('is not shown with a single page', async () => {
      wideScreen();
      stubLobby(() => pageOf(games(1, 4), 1, 1));
      renderRoute('/rng', makePermission());
      await screen.findAllByTestId('game-tile');
      expect(screen.queryByTestId('paginator')).not.toBeInTheDocument();
    });

    it('starts again from page 1 when the classification changes', async () => {
      wideScreen();
      const api = stubLobby((q) => pageOf(games(1, 3), Number(q.get('pageNo')), 3));
      renderRoute('/rng', makePermission());
      await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('3'));
      await userEvent.click(screen.getByTestId('classify-SLOT'));
      await waitFor(() => expect(queryOf(api, LIST).get('gameClassify')).toBe('SLOT'));
      expect(queryOf(api, LIST).get('pageNo')).toBe('1');
      expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });
  });

  it('filters by provider and clears the filter when the provider is clicked again', async () => {
    const api = stubLobby((q) =>
      pageOf(
        q.get('vassalage') === 'JILI'
          ? [game(60, { gameName: 'Jili Fortune', vassalage: 'JILI' })]
          : games(1, 3),
      ),
    );
    const { router } = renderRoute('/rng', makePermission());
    await screen.findByText('Game 1');
    await userEvent.click(screen.getByTestId('provider-JILI'));
    expect(await screen.findByText('Jili Fortune')).toBeInTheDocument();
    expect(queryOf(api, LIST).get('vassalage')).toBe('JILI');
    expect(router.state.location.search).toBe('?vassalage=JILI');
    expect(screen.getByTestId('provider-JILI')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('provider-JILI'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(screen.queryByText('Jili Fortune')).not.toBeInTheDocument();
    expect(screen.getByTestId('provider-all')).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches the lobby by the trimmed name', async () => {
    const api = stubLobby((q) =>
      pageOf(q.get('gameName') ? [game(9, { gameName: 'Dragon Gold' })] : games(1, 3)),
    );
    renderRoute('/rng', makePermission());
    await screen.findByText('Game 1');
    await userEvent.type(screen.getByTestId('game-search'), '  dragon  {Enter}');
    expect(await screen.findByText('Dragon Gold')).toBeInTheDocument();
    expect(queryOf(api, LIST).get('gameName')).toBe('dragon');
    expect(tiles()).toHaveLength(1);
  });

  it('resets the lobby when its menu entry is picked again', async () => {
    wideScreen();
    const api = stubLobby((q) =>
      pageOf(
        q.get('gameClassify') === 'HOT' ? [game(77, { gameName: 'Hot One' })] : games(1, 3),
        Number(q.get('pageNo')),
        3,
      ),
    );
    renderRoute('/rng', makePermission());
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(api, LIST).get('pageNo')).toBe('2'));
    await userEvent.click(screen.getByTestId('classify-SLOT'));
    await userEvent.click(screen.getByTestId('list-hot'));
    expect(await screen.findByText('Hot One')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(screen.getByTestId('list-game')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws a long page of tiles in steps, first screen first, with its pager under the whole grid', async () => {
    stubLobby(() => pageOf(games(1, 30), 1, 2));
    renderRoute('/rng', makePermission());
    const pager = () => screen.queryByTestId('scroll-sentinel') ?? screen.queryByTestId('paginator');
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(12);
    expect(pager()).toBeNull();
    await waitFor(() => expect(tiles()).toHaveLength(30));
    expect(screen.getByText('Game 30')).toBeInTheDocument();
    expect(pager()).not.toBeNull();
  });

  it('scrolls on in pages of 20 on a phone, appending each page', async () => {
    const api = stubLobby((q) => {
      const pageNo = Number(q.get('pageNo'));
      return pageOf(games(pageNo * 100, 2), pageNo, 2);
    });
    renderRoute('/rng', makePermission());
    await screen.findByText('Game 100');
    expect(queryOf(api, LIST).get('pageSize')).toBe('20');
    expect(screen.queryByTestId('paginator')).not.toBeInTheDocument();
    // jsdom lays nothing out, so the sentinel after the last tile counts as in reach.
    fireEvent.scroll(window);
    expect(await screen.findByText('Game 201', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(queryOf(api, LIST).get('pageNo')).toBe('2');
    expect(tiles()).toHaveLength(4);
    // The last page asks for nothing more.
    fireEvent.scroll(window);
    await new Promise((r) => setTimeout(r, 900));
    expect(callsTo(api, LIST)).toBe(2);
  });
});
