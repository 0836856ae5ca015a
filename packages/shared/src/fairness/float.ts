import { type FairParams, FairStream } from './stream.ts';

const TWO_POW_32 = 4_294_967_296;
const TWO_POW_52 = 4_503_599_627_370_496;

/**
 * A float in [0, 1) built from exactly 52 random bits: the top 20 bits of one 32-bit value and
 * all 32 bits of the next form an integer below 2^52, divided by 2^52. Every step of 2^-52 is
 * equally likely and both operations are exact in a double, so Node and browsers agree bit for bit.
 */
export function nextFloat(stream: FairStream): number {
  const high = stream.nextUint32() >>> 12;
  const low = stream.nextUint32();
  return (high * TWO_POW_32 + low) / TWO_POW_52;
}

/** The first float of a round's stream. */
export function randomFloat(params: FairParams): number {
  return nextFloat(new FairStream(params));
}
