import { randomBytes } from 'node:crypto';
import { type SeedCipher, seedCipher } from '../../../platform/seed-cipher.ts';
import { hashDown } from '../fairness/hash-chain.ts';
import { crashChainRootContext, crashRoundSeedContext } from '../fairness/seed-context.ts';
import type { CrashRepository } from './crash.repository.ts';

/** Rounds per chain: at about one round every 20 s a chain lasts a little over two days. */
export const CRASH_CHAIN_LENGTH = 10_000;

/** Commits a new chain for a brand: its terminal hash and salt are public from now on. */
async function createChain(repo: CrashRepository, merchantId: number, length: number, cipher: SeedCipher) {
  const root = randomBytes(32).toString('hex');
  const terminal = await hashDown(root, length);
  await repo.insertChain({
    merchantId,
    length,
    salt: randomBytes(16).toString('hex'),
    terminalHash: terminal,
    rootEnc: cipher.seal(root, crashChainRootContext(terminal)),
  });
}

/**
 * The next link of the brand's chain (a new chain when it runs out), sealed for its round: link k
 * is the root hashed length − k times, so SHA-256 of link k is link k − 1.
 */
export async function nextLink(
  repo: CrashRepository,
  merchantId: number,
  length = CRASH_CHAIN_LENGTH,
  cipher: SeedCipher = seedCipher(),
) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const chain = await repo.takeLink(merchantId);
    if (chain) {
      const root = cipher.open(chain.root_enc, crashChainRootContext(chain.terminal_hash));
      const seed = await hashDown(root, chain.length - chain.index);
      return {
        chainId: chain.id,
        index: chain.index,
        seedEnc: cipher.seal(seed, crashRoundSeedContext(chain.id, chain.index)),
      };
    }
    await createChain(repo, merchantId, length, cipher);
  }
  throw new Error('no crash chain link');
}

/**
 * Opens a round's sealed link and checks it against the chain before it is used: hashed `index`
 * times it must give the published terminal hash.
 */
export async function openRoundLink(
  r: { id: bigint; chain_id: bigint; chain_index: number; seed_enc: string | null; terminal_hash: string },
  cipher: SeedCipher = seedCipher(),
): Promise<string> {
  if (!r.seed_enc) throw new Error(`crash round ${r.id} has no sealed link`);
  const seed = cipher.open(r.seed_enc, crashRoundSeedContext(r.chain_id, r.chain_index));
  if ((await hashDown(seed, r.chain_index)) !== r.terminal_hash) {
    throw new Error(`crash round ${r.id}: link is not link ${r.chain_index} of its chain`);
  }
  return seed;
}
