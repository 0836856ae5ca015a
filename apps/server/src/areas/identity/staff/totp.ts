import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { seedCipher } from '../../../platform/seed-cipher.ts';

/**
 * RFC 6238 codes as every authenticator app makes them by default: HMAC-SHA1, six digits, a new
 * code every 30 seconds. A code of the step before or after the server's is taken too, for clocks
 * a little apart.
 */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

/** What a sealed secret is bound to: a secret copied to another operator's row does not open. */
export const staffTotpContext = (staffId: bigint) => `staff-totp:${staffId}`;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export const sealTotpSecret = (staffId: bigint, base32: string) =>
  seedCipher().seal(base32, staffTotpContext(staffId));
export const openTotpSecret = (staffId: bigint, sealed: string) =>
  seedCipher().open(sealed, staffTotpContext(staffId));

/** The otpauth:// address an authenticator app reads from the enrolment's QR code. */
export function otpauthUri(base32: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_SHAPE, issuer, label: account, secret: Secret.fromBase32(base32) }).toString();
}

/** The time step a right code belongs to, or null for a wrong one. */
export function totpStep(base32: string, code: string, at: Date): number | null {
  const totp = new TOTP({ ...TOTP_SHAPE, secret: Secret.fromBase32(base32) });
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}

// Letters and digits that cannot be mistaken for one another when read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten one-time codes of ten characters (about 49 bits each), shown once as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => one().replace(/^(.{5})/, '$1-'));
}

/** How a recovery code is kept: its hash, bound to the operator, whatever case or dashes were typed. */
export function recoveryCodeHash(staffId: bigint, code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`${staffId}:${normal}`).digest('hex');
}
