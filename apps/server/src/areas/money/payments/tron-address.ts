import { createHash, createHmac } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

function unbase58(text: string): Uint8Array | null {
  let n = 0n;
  for (const c of text) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

/** A TRON address: base58check of 0x41 and a 20-byte account id (it starts with T). */
export function tronAddress(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('a TRON account id is 20 bytes');
  const payload = Buffer.concat([Buffer.from([0x41]), accountId]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** True for a well-formed TRON address whose checksum holds. */
export function isTronAddress(text: string): boolean {
  const bytes = unbase58(text);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return Buffer.from(bytes.subarray(21)).equals(check);
}

/**
 * The sandbox's deposit address of a member: an account id derived from the sandbox key, so each
 * member has their own, the same on every server, and nobody without the key can tell whose it is.
 */
export function sandboxDepositAddress(key: string, merchantId: number, memberId: bigint): string {
  const id = createHmac('sha256', key).update(`TRC20:${merchantId}:${memberId}`).digest().subarray(0, 20);
  return tronAddress(id);
}

/** The USDT token's contract on TRON. */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
