/**
 * A member's personal referral code: 'R' and their id in base 36, zero-padded to five digits so
 * it passes the registration form's usual minimum length for invitation codes. It is derived, not stored, so
 * every member has one from the start and it never changes. Agent affiliate codes are looked up
 * first, so a code that happens to equal one still links that agent as upline (docs/referral.md).
 */
const PATTERN = /^R([0-9A-Z]{1,12})$/;

export function referralCodeOf(memberId: bigint): string {
  return `R${memberId.toString(36).toUpperCase().padStart(5, '0')}`;
}

/** The member id a code names, or null when it is not a referral code. */
export function memberIdOfCode(code: string): bigint | null {
  const m = PATTERN.exec(code.trim().toUpperCase());
  if (!m?.[1]) return null;
  let id = 0n;
  for (const ch of m[1]) id = id * 36n + BigInt(Number.parseInt(ch, 36));
  return id > 0n ? id : null;
}
