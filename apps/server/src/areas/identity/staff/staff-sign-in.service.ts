import { randomBytes } from 'node:crypto';
import { AppError } from '../../../plugins/errors.ts';
import { namedBrands } from '../../brand/index.ts';
import { hashToken } from '../session/session.service.ts';
import { signInRepository } from './sign-in.repository.ts';
import { openStaffSession, passwordCheck, type SignInClient } from './staff.service.ts';
import { newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from './totp.ts';
import { type SignInDeps, secondFactor } from './totp-check.ts';

/** How long a right password's challenge waits for the second step. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
/** The issuer a platform operator's authenticator app shows (a brand operator's shows the brand). */
export const PLATFORM_TOTP_ISSUER = 'Platform back office';

/**
 * Staff sign in in two steps and get no session before both: the password earns a one-time
 * challenge (five minutes), the challenge and a TOTP code (or a recovery code) earn the session.
 * An operator without a secret enrols on the challenge instead, and gets ten recovery codes.
 */
export function staffSignInService(deps: SignInDeps) {
  const repo = signInRepository(deps.db);
  const checkPassword = passwordCheck(deps, deps.now);
  const factor = secondFactor(deps, repo);

  async function challengeOf(token: string, next: 'totp' | 'enrol') {
    const c = await repo.liveChallenge(hashToken(token), deps.now());
    if (!c || c.next !== next) throw new AppError('STAFF_CHALLENGE_INVALID');
    return c;
  }

  return {
    async begin(username: string, password: string, ip: string) {
      const staff = await checkPassword(username, password, ip);
      const challenge = randomBytes(32).toString('base64url');
      const next = staff.totp_secret_sealed === null ? 'enrol' : 'totp';
      const expiresAt = new Date(deps.now().getTime() + SIGN_IN_CHALLENGE_MS);
      await repo.insertChallenge({ tokenHash: hashToken(challenge), staffId: staff.id, next, expiresAt });
      return { next, challenge } as const;
    },

    /** The new secret for the authenticator app; asking again on the same challenge answers the same one. */
    async enrolment(challenge: string) {
      const c = await challengeOf(challenge, 'enrol');
      const sealed = await repo.keepPendingSecret(
        c.id,
        c.pendingSecret ?? sealTotpSecret(c.staffId, newTotpSecret()),
      );
      const secret = openTotpSecret(c.staffId, sealed);
      const home = c.homeMerchantId === null ? [] : await namedBrands(deps.db, [c.homeMerchantId]);
      return { secret, otpauthUri: otpauthUri(secret, home[0]?.name ?? PLATFORM_TOTP_ISSUER, c.username) };
    },

    async confirmEnrolment(challenge: string, code: string, client: SignInClient) {
      const c = await challengeOf(challenge, 'enrol');
      if (!c.pendingSecret) throw new AppError('STAFF_CHALLENGE_INVALID');
      const { staff, recoveryCodes } = await factor.enrol(c, c.pendingSecret, code, client);
      return { ...(await openStaffSession(deps, staff, client, deps.now())), recoveryCodes };
    },

    async verify(
      challenge: string,
      proof: { code: string } | { recoveryCode: string },
      client: SignInClient,
    ) {
      const c = await challengeOf(challenge, 'totp');
      const staff = await factor.verify(c, proof, client);
      return openStaffSession(deps, staff, client, deps.now());
    },
  };
}

export type StaffSignInService = ReturnType<typeof staffSignInService>;
