import { RS, RsError } from './hub88.status.ts';

/**
 * Hub88 writes money as integers in 1/100000 of the currency unit; the wallet keeps minor units
 * (1/100). One minor unit is 1000 of Hub88's.
 */
const PER_MINOR = 1000n;

/** Hub88's amount split into what the wallet can book (whole minor units) and what is finer. */
export function splitHub88(amount: number): { minor: bigint; exact: boolean } {
  const units = BigInt(amount);
  return { minor: units / PER_MINOR, exact: units % PER_MINOR === 0n };
}

/**
 * A stake in minor units. A stake finer than a minor unit cannot be taken as sent; it is refused
 * with Hub88's general status, after which Hub88 rolls the bet back (docs/vendors/hub88.md).
 */
export function hub88StakeToMinor(amount: number): bigint {
  const { minor, exact } = splitHub88(amount);
  if (!exact) throw new RsError(RS.UNKNOWN);
  return minor;
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
