import { hashServerSeed } from '@pf/shared';
import { type InhouseRoundKind, inhouseOutcome, type RoundView } from '@pf/shared/inhouse/index';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from '@/test/fetch-stub';
import { makePermission, smallStakesWhitelabel } from '@/test/fixtures';
import { loadedQueryClient } from '@/test/render-app';

export const SERVER_SEED = 'feed'.padEnd(64, '1');
export const HASH = hashServerSeed(SERVER_SEED);
export const SEED = {
  serverSeedHash: HASH,
  nextServerSeedHash: 'ab'.repeat(32),
  clientSeed: 'player-seed',
  nonce: 4,
};
export const paramsAt = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce });

/** A settled Limbo or Plinko round as the server sends it, its outcome computed from the test seeds. */
export function originalRound(
  over: Partial<RoundView> & Pick<RoundView, 'game' | 'bet'>,
  nonce = 4,
  revealed = false,
): RoundView {
  const kind: InhouseRoundKind =
    over.game === 'plinko' ? { game: 'plinko', rows: Number(over.bet.rows) as 8 } : { game: 'limbo' };
  return {
    roundId: String(200 + nonce),
    status: 'settled',
    stake: '100.00',
    win: '0.00',
    balanceBefore: '5000.00',
    balanceAfter: '4900.00',
    outcome: inhouseOutcome(paramsAt(nonce), kind),
    revealed: [],
    multiplierBp: 0,
    fairness: {
      serverSeedHash: HASH,
      clientSeed: 'player-seed',
      nonce,
      serverSeed: revealed ? SERVER_SEED : null,
    },
    createdAt: '2026-11-24T09:00:00.000Z',
    settledAt: '2026-11-24T09:00:00.000Z',
    ...over,
  };
}

/**
 * The API of an original that plays one round: the seed, the recall list (empty until the round
 * is played) and the play call at `playPath`, which answers the round and the balance after it;
 * `seed` is the committed seed the page shows.
 */
export function stubOneRound(playPath: string, played: RoundView, balance: string, seed: object = SEED) {
  let recall: RoundView[] = [];
  return stubApi({
    '/wps/inhouse/seed': seed,
    '/wps/inhouse/rounds': () => ({ list: recall }),
    [playPath]: () => {
      recall = [played];
      return { round: played, balance, replayed: false };
    },
  });
}

/** Renders a game page for a logged-in real member. */
export function renderGame(path: string, Page: ComponentType) {
  useSessionStore.setState({
    token: 'tok-1',
    profile: { nickname: 'Lucky', account: 'demo01', customerId: '1', isAgent: 0, toUpline: false },
  });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders queryClient={loadedQueryClient(makePermission({ whitelabel: smallStakesWhitelabel() }))}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
