import { RS, RsError } from './hub88.status.ts';

/**
 * Hub88 writes money as integers in 1/100000 of the currency unit; the wallet keeps minor units
 * (1/100). One minor unit is 1000 of Hub88's.
 */
const PER_MINOR = 1000n;

/** Hub88's amount in minor units; an amount finer than a minor unit cannot be booked. */
export function hub88ToMinor(amount: number): bigint {
  const units = BigInt(amount);
  if (units % PER_MINOR !== 0n) throw new RsError(RS.WRONG_TYPES);
  return units / PER_MINOR;
}

/**
 * Minor units as Hub88's integer. Above 2^53 - 1 the JSON number would not be exact, so such a
 * balance is refused rather than answered rounded.
 */
export function minorToHub88(minor: bigint | number): number {
  const units = BigInt(minor) * PER_MINOR;
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new RsError(RS.UNKNOWN);
  return Number(units);
}
