import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { hashServerSeed } from '../fairness/seed.ts';
import { rollDice } from '../inhouse/dice.ts';
import { drawKenoFair } from './keno/draw.ts';

/**
 * The numbers of the worked example in docs/fairness.md, computed by the same code the games use
 * (a test checks the document shows exactly these).
 */
export function fairnessWorkedExample() {
  // A three-link chain with a fixed last link, so anyone can redo it.
  const x3 = hashServerSeed('worked example: last link');
  const x2 = hashServerSeed(x3);
  const x1 = hashServerSeed(x2);
  const x0 = hashServerSeed(x1);
  const salt = '5a17c0ffee5a17c0ffee5a17c0ffee00';
  const block0 = bytesToHex(hmac(sha256, utf8ToBytes(x1), utf8ToBytes(`${salt}:1:0`)));
  const u = [0, 1, 2].map((i) => Number.parseInt(block0.slice(i * 8, i * 8 + 8), 16));
  const keno = drawKenoFair({ serverSeed: x1, clientSeed: salt, nonce: 1 });
  // The first three Fisher–Yates steps: u mod (80 − i) picks position i + r of the pool.
  const remainders = u.map((v, i) => v % (80 - i));

  const dice = {
    serverSeed: hashServerSeed('worked example: in-house seed'),
    clientSeed: 'my-lucky-seed',
    nonce: 0,
  };
  const nextSeed = hashServerSeed('worked example: next in-house seed');
  const diceBlock = bytesToHex(hmac(sha256, utf8ToBytes(dice.serverSeed), utf8ToBytes('my-lucky-seed:0:0')));
  return {
    chain: { x3, x2, x1, x0, salt },
    keno: { block0, u, remainders, result: keno },
    dice: {
      ...dice,
      hash: hashServerSeed(dice.serverSeed),
      nextSeed,
      nextHash: hashServerSeed(nextSeed),
      block0: diceBlock,
      u: Number.parseInt(diceBlock.slice(0, 8), 16),
      roll: rollDice(dice),
    },
  };
}
