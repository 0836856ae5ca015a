import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { type SeedCipher, seedCipher } from '../../../platform/seed-cipher.ts';
import { chainLink, hashDown, lotteryChainRootContext, lotteryDrawSeedContext } from '../../games/index.ts';
import { type ChainRow, type SealedDraw, seedChainRepository } from './seed-chain.repository.ts';

/** Links per chain: at one draw every 45 s a chain lasts about five days. */
export const CHAIN_LENGTH = 10_000;

/** The seed columns of a new draw. */
export interface DrawSeedFields {
  server_seed: null;
  seed_hash: string | null;
  client_seed: string;
  server_seed_enc: string | null;
  chain_id: bigint | null;
  chain_index: number | null;
  chain_hash: string | null;
}

/** Links first … first + count − 1 of a chain whose last link is `root`. */
async function linksFrom(root: string, length: number, first: number, count: number): Promise<string[]> {
  let x = await hashDown(root, length - (first + count - 1));
  const out: string[] = new Array(count);
  for (let k = first + count - 1; k >= first; k--) {
    out[k - first] = x;
    x = chainLink(x);
  }
  return out;
}

/** Commits a new chain for a game: terminal hash and salt are fixed from this moment on. */
async function createChain(db: Db, game: { id: number; merchant_id: number }, cipher: SeedCipher) {
  const root = randomBytes(32).toString('hex');
  const terminal = await hashDown(root, CHAIN_LENGTH);
  const salt = randomBytes(16).toString('hex');
  await seedChainRepository(db).insertChain({
    merchantId: game.merchant_id,
    gameId: game.id,
    length: CHAIN_LENGTH,
    salt,
    terminalHash: terminal,
    rootEnc: cipher.seal(root, lotteryChainRootContext(terminal)),
  });
}

/**
 * Reserves `count` consecutive links for a game's next draws: what is left of its current chain
 * first, then a new chain for the rest, so every link of a chain is used in draw order.
 */
async function reserveLinks(
  db: Db,
  game: { id: number; merchant_id: number },
  count: number,
  cipher: SeedCipher,
) {
  const parts: (ChainRow & { first: number; taken: number })[] = [];
  let left = count;
  let created = false;
  while (left > 0) {
    const part = await seedChainRepository(db).takeLinks(game.id, left);
    if (part) {
      parts.push(part);
      left -= part.taken;
      created = false;
    } else if (created) {
      throw new Error(`game ${game.id}: a new seed chain gave no links`);
    } else {
      await createChain(db, game, cipher);
      created = true;
    }
  }
  return parts;
}

/**
 * Seed columns for new draws of one game, in draw order. RNG games take consecutive links of the
 * game's chain: each seed is sealed until its draw, the client seed is the chain's public salt.
 * Official (vn) draws have no seed.
 */
export async function seedsForNewDraws(
  db: Db,
  game: { id: number; merchant_id: number; merchant_code: string; code: string; kind: string },
  numeros: string[],
  cipher: SeedCipher = seedCipher(),
): Promise<DrawSeedFields[]> {
  if (game.kind === 'vn' || numeros.length === 0) {
    return numeros.map((numero) => ({
      server_seed: null,
      seed_hash: null,
      client_seed: `${game.merchant_code}:${game.code}:${numero}`,
      server_seed_enc: null,
      chain_id: null,
      chain_index: null,
      chain_hash: null,
    }));
  }
  const out: DrawSeedFields[] = [];
  for (const chain of await reserveLinks(db, game, numeros.length, cipher)) {
    const root = cipher.open(chain.root_enc, lotteryChainRootContext(chain.terminal_hash));
    const links = await linksFrom(root, chain.length, chain.first, chain.taken);
    links.forEach((seed, i) => {
      const numero = numeros[out.length] as string;
      out.push({
        server_seed: null,
        // Link 1's commitment is the terminal hash itself; later ones appear as each link is revealed.
        seed_hash: chain.first + i === 1 ? chain.terminal_hash : null,
        client_seed: chain.salt,
        server_seed_enc: cipher.seal(seed, lotteryDrawSeedContext(game.id, numero)),
        chain_id: chain.id,
        chain_index: chain.first + i,
        chain_hash: chain.terminal_hash,
      });
    });
  }
  return out;
}

/**
 * Opens a due draw's seed for its outcome. A chain link is checked against the published terminal
 * hash first: a seed that does not hash to it is never used.
 */
export async function openDrawSeed(d: SealedDraw, cipher: SeedCipher = seedCipher()) {
  const seed = d.server_seed_enc
    ? cipher.open(d.server_seed_enc, lotteryDrawSeedContext(d.game_id, d.numero))
    : d.server_seed;
  if (!seed) throw new Error(`draw ${d.id} has no seed`);
  if (
    d.chain_id !== null &&
    d.chain_index !== null &&
    (await hashDown(seed, d.chain_index)) !== d.chain_hash
  ) {
    throw new Error(`draw ${d.id}: seed is not link ${d.chain_index} of its chain`);
  }
  return { serverSeed: seed, clientSeed: d.client_seed, nonce: d.chain_index ?? Number(d.id) };
}

/**
 * Writes a drawn draw's seed in plain (it is public from now on) and drops the sealed copy; a
 * chain link's seed becomes the commitment shown for the chain's next draw.
 */
export async function publishDrawSeed(db: Db, d: SealedDraw, seed: string): Promise<void> {
  const repo = seedChainRepository(db);
  await repo.revealSeed(d.id, seed, chainLink(seed));
  if (d.chain_id !== null && d.chain_index !== null) {
    await repo.commitLink(d.chain_id, d.chain_index + 1, seed);
  }
}

/** A draw's place in its seed chain, as the public draw answers show it (null off-chain). */
export function chainJson(d: Pick<SealedDraw, 'chain_id' | 'chain_index' | 'chain_hash' | 'client_seed'>) {
  if (d.chain_id === null || d.chain_index === null || d.chain_hash === null) return null;
  return {
    chainId: String(d.chain_id),
    index: d.chain_index,
    terminalHash: d.chain_hash,
    salt: d.client_seed,
  };
}

/** The revealed seed of the link before a draw's, when that draw was drawn (else null). */
export async function previousLink(db: Db, d: Pick<SealedDraw, 'chain_id' | 'chain_index'>) {
  if (d.chain_id === null || d.chain_index === null || d.chain_index < 2) return null;
  return seedChainRepository(db).revealedSeedAt(d.chain_id, d.chain_index - 1);
}

/**
 * Reveals the links of cancelled draws: their seeds decided nothing and say nothing about later
 * links, and revealing them gives the next draw of the chain its commitment.
 */
export async function publishCancelledLinks(db: Db, cipher: SeedCipher = seedCipher()): Promise<number> {
  const rows = await seedChainRepository(db).lockSealedCancelledDraws();
  for (const d of rows) await publishDrawSeed(db, d, (await openDrawSeed(d, cipher)).serverSeed);
  return rows.length;
}
