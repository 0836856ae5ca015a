import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@pf/shared';
import type { RevealedSeedView, SeedPairView } from '@pf/shared/inhouse/index';
import type { InhouseRepository, SeedRow } from './inhouse.repository.ts';

/** 32 bytes from the operating system's CSPRNG, as hex: the secret of a new pair. */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** A starting client seed the player can replace at any rotation. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/**
 * The member's active pair, created on first use and locked for the transaction: every round and
 * rotation of one member passes through this row, so nonces never repeat or skip.
 */
export async function lockActiveSeed(
  repo: InhouseRepository,
  merchantId: number,
  memberId: bigint,
  clientSeed?: string,
): Promise<SeedRow> {
  const existing = await repo.activeSeed(memberId, true);
  if (existing) return existing;
  await repo.insertSeed({
    merchantId,
    memberId,
    ...newServerSeed(),
    clientSeed: clientSeed ?? newClientSeed(),
  });
  const created = await repo.activeSeed(memberId, true);
  if (!created) throw new Error('active seed vanished');
  return created;
}

export const seedView = (s: SeedRow): SeedPairView => ({
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  nonce: s.next_nonce,
});

export const revealedView = (s: SeedRow): RevealedSeedView => ({
  serverSeed: s.server_seed,
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  rounds: s.next_nonce,
});
