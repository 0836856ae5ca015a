import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { GuessCounter } from '../session/guess-counter.repository.ts';
import type { LiveChallenge, SignInRepository } from './sign-in.repository.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';
import type { SignInClient } from './staff.service.ts';
import { newRecoveryCodes, openTotpSecret, recoveryCodeHash, totpStep } from './totp.ts';

export interface SignInDeps {
  db: Db;
  repo: StaffRepository;
  audit: AuditService;
  /** Wrong passwords per account. */
  accounts: GuessCounter;
  /** Wrong codes per account. */
  codes: GuessCounter;
  now: () => Date;
}

/**
 * The second step's check. Each try takes a guess from the account's count of codes first, as a
 * password does from its own (five wrong ones lock the account for fifteen minutes); the challenge is used up in the same
 * transaction that takes the code, so of any number of tries at once only one opens a session,
 * and a wrong code leaves the challenge for another try. A code already taken (a replay) is
 * refused but given back to the count: it is no guess, whoever sends it saw a right code.
 */
export function secondFactor(deps: SignInDeps, repo: SignInRepository) {
  async function guarded<T>(c: LiveChallenge, client: SignInClient, check: (trx: Db) => Promise<T>) {
    const account = c.username.toLowerCase();
    const ticket = await deps.codes.take(account, deps.now());
    if (!ticket) {
      await failed(c, 'staff.login_locked', client);
      throw new AppError('ACCOUNT_LOCKED');
    }
    try {
      const result = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.consumeChallenge(trx, c.id, deps.now())))
          throw new AppError('STAFF_CHALLENGE_INVALID');
        return check(trx);
      });
      await deps.codes.forgive(account, ticket);
      return result;
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      if (code === 'STAFF_CODE_REPLAYED' || code === 'STAFF_CHALLENGE_INVALID')
        await deps.codes.giveBack(account);
      if (code === 'STAFF_CODE_INVALID' || code === 'STAFF_CODE_REPLAYED')
        await failed(c, 'staff.code_failed', client);
      throw error;
    }
  }

  async function failed(c: LiveChallenge, action: string, client: SignInClient) {
    await deps.audit.record({
      staffId: c.staffId,
      action,
      targetType: 'staff',
      targetId: c.staffId,
      ip: client.ip,
    });
  }

  /** Takes a TOTP code of the secret: right, and of a step after the newest one taken. */
  async function takeCode(trx: Db, staffId: bigint, sealed: string, code: string) {
    // The code comes from a phone's clock: it is checked against the wall clock, not the
    // service's (which tests move by hand).
    const step = totpStep(openTotpSecret(staffId, sealed), code, new Date());
    if (step === null) throw new AppError('STAFF_CODE_INVALID');
    if (!(await repo.claimStep(trx, staffId, step))) throw new AppError('STAFF_CODE_REPLAYED');
    return step;
  }

  const staffRow = async (c: LiveChallenge): Promise<StaffRow> =>
    (await deps.repo.findByUsername(c.username)) as StaffRow;

  return {
    async enrol(c: LiveChallenge, sealed: string, code: string, client: SignInClient) {
      const recoveryCodes = newRecoveryCodes();
      await guarded(c, client, async (trx) => {
        const step = await takeCode(trx, c.staffId, sealed, code);
        const codeHashes = recoveryCodes.map((r) => recoveryCodeHash(c.staffId, r));
        await repo.enrol(trx, c.staffId, { sealed, step, codeHashes, at: deps.now() });
      });
      await deps.audit.record({
        staffId: c.staffId,
        action: 'staff.totp_enrol',
        targetType: 'staff',
        targetId: c.staffId,
        ip: client.ip,
      });
      return { staff: await staffRow(c), recoveryCodes };
    },

    async verify(c: LiveChallenge, proof: { code: string } | { recoveryCode: string }, client: SignInClient) {
      await guarded(c, client, async (trx) => {
        if ('code' in proof) return takeCode(trx, c.staffId, c.secret as string, proof.code);
        const hash = recoveryCodeHash(c.staffId, proof.recoveryCode);
        if (!(await repo.useRecoveryCode(trx, c.staffId, hash, deps.now())))
          throw new AppError('STAFF_CODE_INVALID');
        return null;
      });
      if ('recoveryCode' in proof) {
        await deps.audit.record({
          staffId: c.staffId,
          action: 'staff.recovery_code_used',
          targetType: 'staff',
          targetId: c.staffId,
          ip: client.ip,
        });
      }
      return staffRow(c);
    },
  };
}
