import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { vendorsAnswer } from './games-kit';
import { lobbyTestSetup, stubLobby } from './lobby-kit';

lobbyTestSetup();

describe('the rows above a lobby’s games', { timeout: 20_000 }, () => {
  it('hold their place while the vendors load, so games shown first are not pushed down', async () => {
    let answerVendors = (_: unknown) => {};
    const vendors = new Promise((resolve) => {
      answerVendors = resolve;
    });
    stubLobby(undefined, { '/wps/relay/GCSGAME_newGameVendor': () => vendors });
    renderRoute('/rng', makePermission());

    // The games are in before the vendors: the rows' space is held above them.
    await screen.findAllByTestId('game-tile');
    const held = screen.getByTestId('lobby-rows-loading');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held.compareDocumentPosition(screen.getAllByTestId('game-tile')[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('group', { name: 'Game providers' })).not.toBeInTheDocument();

    answerVendors(vendorsAnswer());
    expect(await screen.findByRole('group', { name: 'Game providers' })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('lobby-rows-loading')).not.toBeInTheDocument());
  });
});
