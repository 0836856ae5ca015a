import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@pf/shared';
import type { RevealedSeedView, SeedPairView } from '@pf/shared/inhouse/index';
import { type SeedCipher, seedCipher } from '../../../platform/seed-cipher.ts';
import { inhouseSeedContext } from '../fairness/seed-context.ts';
import type { InhouseRepository, SeedRow } from './inhouse.repository.ts';

/** A fresh server seed (32 bytes from the OS CSPRNG, hex): its hash to publish and the seed sealed. */
export function newSealedSeed(cipher: SeedCipher = seedCipher()): { hash: string; sealed: string } {
  const serverSeed = randomBytes(32).toString('hex');
  const hash = hashServerSeed(serverSeed);
  return { hash, sealed: cipher.seal(serverSeed, inhouseSeedContext(hash)) };
}

/** A starting client seed, used only when the browser did not send one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The active pair's server seed, opened for the round being played (never stored in plain). */
export function activeServerSeed(s: SeedRow, cipher: SeedCipher = seedCipher()): string {
  if (!s.server_seed_enc) throw new Error('active seed is not sealed');
  const seed = cipher.open(s.server_seed_enc, inhouseSeedContext(s.server_seed_hash));
  if (hashServerSeed(seed) !== s.server_seed_hash) throw new Error('sealed seed does not match its hash');
  return seed;
}

/**
 * The member's active pair, created on first use, with the member locked for the transaction:
 * every round and rotation of one member passes through here one at a time, so nonces never
 * repeat or skip and each rotation activates the seed committed by the one before it. A new pair
 * commits to its own seed and to the one that follows it.
 */
export async function lockActiveSeed(
  repo: InhouseRepository,
  merchantId: number,
  memberId: bigint,
  clientSeed?: string,
): Promise<SeedRow> {
  await repo.lockMember(memberId);
  const existing = await repo.activeSeed(memberId, true);
  if (existing) return existing;
  const current = newSealedSeed();
  const next = newSealedSeed();
  await repo.insertSeed({
    merchantId,
    memberId,
    serverSeedHash: current.hash,
    serverSeedEnc: current.sealed,
    nextSeedHash: next.hash,
    nextSeedEnc: next.sealed,
    clientSeed: clientSeed ?? newClientSeed(),
  });
  const created = await repo.activeSeed(memberId, true);
  if (!created) throw new Error('active seed vanished');
  return created;
}

export const seedView = (s: SeedRow): SeedPairView => ({
  serverSeedHash: s.server_seed_hash,
  nextServerSeedHash: s.next_seed_hash ?? '',
  clientSeed: s.client_seed,
  nonce: s.next_nonce,
});

export const revealedView = (s: SeedRow, serverSeed: string): RevealedSeedView => ({
  serverSeed,
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  rounds: s.next_nonce,
});
