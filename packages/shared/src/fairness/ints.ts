import { type FairParams, FairStream } from './stream.ts';

const TWO_POW_32 = 4_294_967_296;

/**
 * Maps a uniform 32-bit value onto [0, n) without modulo bias, or returns null when the value
 * falls in the top remainder that has to be rejected (and a fresh value drawn). The accepted range
 * [0, floor(2^32 / n) * n) holds every outcome exactly floor(2^32 / n) times.
 */
export function scaleUint32(value: number, n: number): number | null {
  const limit = Math.floor(TWO_POW_32 / n) * n;
  return value < limit ? value % n : null;
}

/** Unbiased integer in [0, n) by rejection sampling; n between 1 and 2^32. */
export function nextInt(stream: FairStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`n out of range: ${n}`);
  for (;;) {
    const scaled = scaleUint32(stream.nextUint32(), n);
    if (scaled !== null) return scaled;
  }
}

/** `count` unbiased integers in [0, n) from one round's stream. */
export function randomInts(params: FairParams, count: number, n: number): number[] {
  const stream = new FairStream(params);
  return Array.from({ length: count }, () => nextInt(stream, n));
}

/**
 * `k` distinct values of [0, n) in draw order: the first k steps of a Fisher–Yates shuffle, each
 * swap index drawn unbiased (e.g. keno's 20 of 80).
 */
export function pickDistinct(params: FairParams, k: number, n: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`cannot pick ${k} of ${n}`);
  const stream = new FairStream(params);
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + nextInt(stream, n - i);
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return pool.slice(0, k);
}
