import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export interface FairParams {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The byte stream of one round: HMAC-SHA256 keyed by the server seed over
 * `${clientSeed}:${nonce}:${cursor}`, block after block (cursor 0, 1, 2, …), 32 bytes a block.
 * Anyone holding the three inputs recomputes the same bytes, in Node or in a browser.
 */
export class FairStream {
  private block = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;
  private readonly key: Uint8Array;

  constructor(private readonly params: FairParams) {
    if (!Number.isSafeInteger(params.nonce) || params.nonce < 0)
      throw new RangeError('nonce must be a non-negative integer');
    this.key = utf8ToBytes(params.serverSeed);
  }

  private refill() {
    const message = `${this.params.clientSeed}:${this.params.nonce}:${this.cursor}`;
    this.block = hmac(sha256, this.key, utf8ToBytes(message));
    this.cursor += 1;
    this.offset = 0;
  }

  nextByte(): number {
    if (this.offset >= this.block.length) this.refill();
    return this.block[this.offset++] as number;
  }

  /** Four bytes, big-endian, as an integer in [0, 2^32). */
  nextUint32(): number {
    let value = 0;
    for (let i = 0; i < 4; i++) value = value * 256 + this.nextByte();
    return value;
  }
}
