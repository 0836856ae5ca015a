import { hashServerSeed, type Permission } from '@pf/shared';
import { type InhouseRoundKind, inhouseOutcome, type RoundView } from '@pf/shared/inhouse/index';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '@/app/providers';
import { failure, stubApi } from '@/test/fetch-stub';
import { makePermission, smallStakesWhitelabel } from '@/test/fixtures';
import { loadedQueryClient } from '@/test/render-app';
import { setPlayerSession } from '@/test/signed-in';

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

/** The API of an original whose play call at `playPath` is refused: the member cannot cover the stake. */
export function stubRefusedPlay(playPath: string, seed: object = SEED) {
  return stubApi({
    '/wps/inhouse/seed': seed,
    '/wps/inhouse/rounds': { list: [] },
    [playPath]: () => failure('INSUFFICIENT_FUNDS', 'Insufficient balance', 409),
  });
}

/**
 * Renders a game page for a signed-in real member (or a demo one, or a visitor), under a brand of
 * small stakes unless `whitelabel` is given.
 */
export function renderGame(
  path: string,
  Page: ComponentType,
  member: 'real' | 'demo' | 'visitor' = 'real',
  whitelabel: Partial<Permission['whitelabel']> = smallStakesWhitelabel(),
) {
  if (member !== 'visitor') setPlayerSession({ demo: member === 'demo' });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders queryClient={loadedQueryClient(makePermission({ whitelabel }))}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/**
 * Verifies two recalled rounds of the game at `path` in the browser: the honest one (listed second)
 * passes on its commitment and its outcome, and `checkHonest` looks at what the dialog recomputed;
 * the forged one (listed first) fails on its outcome.
 */
export async function verifyHonestAndForged(
  path: string,
  Page: ComponentType,
  rounds: { honest: RoundView; forged: RoundView },
  checkHonest: (dialog: HTMLElement) => void,
) {
  const user = userEvent.setup();
  stubApi({ '/wps/inhouse/seed': SEED, '/wps/inhouse/rounds': { list: [rounds.forged, rounds.honest] } });
  renderGame(path, Page);
  const rows = await screen.findAllByTestId('recall-row');
  await user.click(within(rows[1]!).getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByTestId('verify-dialog');
  expect(within(dialog).getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
  expect(within(dialog).getByTestId('verify-outcome')).toHaveAttribute('data-ok', 'true');
  checkHonest(dialog);
  await user.keyboard('{Escape}');
  await user.click(within(rows[0]!).getByRole('button', { name: 'Verify' }));
  expect(within(await screen.findByTestId('verify-dialog')).getByTestId('verify-outcome')).toHaveAttribute(
    'data-ok',
    'false',
  );
}
