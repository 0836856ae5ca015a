import { drawKenoFair, hashServerSeed, hashTimes } from '@pf/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { testQueryClient } from '@/test/render-app';
import type { LotteryDraw } from '../api/game';
import { VerifyDialog } from '../components/betting/verify-dialog';

// A chain of five links: x5 is the house's secret last link, x0 = SHA-256(x1) is published.
const links = ['9'.repeat(64)];
for (let i = 0; i < 5; i++) links.unshift(hashServerSeed(links[0] as string));
const terminal = links[0] as string;
const salt = '0123456789abcdef0123456789abcdef';

function chainedDraw(index: number, seed = links[index] as string): LotteryDraw {
  const result = drawKenoFair({ serverSeed: links[index] as string, clientSeed: salt, nonce: index });
  return {
    drawId: 40 + index,
    gameCode: 'keno',
    numero: `20260301-000${index}`,
    status: 'settled',
    openAt: '2026-03-01T08:00:00.000Z',
    lockAt: '2026-03-01T08:04:55.000Z',
    drawAt: '2026-03-01T08:05:00.000Z',
    drawTime: Date.UTC(2026, 2, 1, 8, 5),
    fair: true,
    cancelReason: null,
    incidentId: null,
    winningNumber: result.map((n) => String(n).padStart(2, '0')).join(','),
    prizes: [],
    seedHash: links[index - 1] as string,
    serverSeed: seed,
    clientSeed: salt,
    nonce: index,
    chain: { chainId: '1', index, terminalHash: terminal, salt },
  };
}

const show = (draw: LotteryDraw) =>
  render(
    <AppProviders queryClient={testQueryClient()}>
      <VerifyDialog draw={draw} keno onClose={() => {}} />
    </AppProviders>,
  );

describe('verifying a chained draw in the browser', () => {
  it('shows the chain commitment, salt and link, and checks the seed against both hashes', async () => {
    expect(hashTimes(links[3] as string, 3)).toBe(terminal);
    show(chainedDraw(3));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Verified in your browser: this draw is fair.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seed chain commitment (terminal hash)')).toBeInTheDocument();
    expect(within(dialog).getByText(terminal)).toBeInTheDocument();
    expect(within(dialog).getByText(salt)).toBeInTheDocument();
    expect(within(dialog).getByText('Link number in the chain').nextSibling).toHaveTextContent('3');
    expect(
      within(dialog).getByText(
        "The seed, hashed 3 times, gives the chain commitment published before the chain's first draw",
      ),
    ).toBeInTheDocument();
  });

  it('flags a seed that is not the committed link even when its own hash and result agree', async () => {
    // A house that swapped in another seed and published its hash as this draw's seed hash.
    const forged = 'f'.repeat(64);
    const draw = chainedDraw(3, forged);
    const result = drawKenoFair({ serverSeed: forged, clientSeed: salt, nonce: 3 });
    show({
      ...draw,
      seedHash: hashServerSeed(forged),
      winningNumber: result.map((n) => String(n).padStart(2, '0')).join(','),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This draw does not match its published seed.')).toBeInTheDocument();
  });
});
