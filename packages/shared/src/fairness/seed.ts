import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The commitment published before play: SHA-256 of the server seed, lower-case hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** True when a revealed server seed matches the hash committed before the round. */
export function matchesCommitment(serverSeed: string, committedHash: string): boolean {
  return hashServerSeed(serverSeed) === committedHash.toLowerCase();
}
