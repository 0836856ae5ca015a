import { hashPassword, type PasswordCost, verifyPassword } from '../../../platform/password.ts';
import { AppError } from '../../../plugins/errors.ts';
import { cashierError } from './cashier.errors.ts';
import type { PaymentPasswordRepository } from './payment-password.repository.ts';

/** Wrong guesses in a row before the payment password locks, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/**
 * The member's payment password (securityCenter): argon2id like the login password, required for
 * money leaving the wallet (withdraw, transfer to upline). Five wrong tries lock it for 15 minutes.
 */
export function paymentPasswordService(deps: {
  repo: PaymentPasswordRepository;
  now: () => Date;
  cost?: PasswordCost | undefined;
}) {
  const { repo, now } = deps;

  /**
   * Refuses unless `password` is the member's payment password. Each guess is counted before it
   * is checked, so of a burst sent at once no more than PAYMENT_PASSWORD_MAX_FAILURES are checked
   * and the lock they reach holds.
   */
  async function check(memberId: bigint, password: string): Promise<void> {
    const stored = await repo.find(memberId);
    if (!stored) throw cashierError('PAYMENT_PASSWORD_NOT_SET');
    const at = now();
    if (stored.lockedUntil && stored.lockedUntil > at) {
      throw cashierError('PAYMENT_PASSWORD_LOCKED', { lockedUntil: stored.lockedUntil.toISOString() });
    }
    const guess = await repo.takeGuess(
      memberId,
      stored.hash,
      PAYMENT_PASSWORD_MAX_FAILURES,
      at,
      new Date(at.getTime() + PAYMENT_PASSWORD_LOCK_MS),
    );
    if (!guess) throw cashierError('PAYMENT_PASSWORD_LOCKED');
    if (await verifyPassword(guess.hash, password)) {
      await repo.forgive(memberId, guess.slot, PAYMENT_PASSWORD_MAX_FAILURES);
      return;
    }
    const attemptsLeft = Math.max(PAYMENT_PASSWORD_MAX_FAILURES - guess.slot, 0);
    if (attemptsLeft === 0) throw cashierError('PAYMENT_PASSWORD_LOCKED');
    throw cashierError('PAYMENT_PASSWORD_WRONG', { attemptsLeft });
  }

  return {
    check,

    async isSet(memberId: bigint): Promise<boolean> {
      return (await repo.find(memberId)) !== null;
    },

    /** Sets the first payment password, or changes it when the old one is given correctly. */
    async set(
      memberId: bigint,
      input: {
        oldPaymentPassword?: string | undefined;
        paymentPassword: string;
        confirmPaymentPassword: string;
      },
    ): Promise<{ isSet: true }> {
      if (input.paymentPassword !== input.confirmPaymentPassword)
        throw cashierError('PAYMENT_PASSWORD_CONFIRM');
      if (await repo.find(memberId)) {
        if (!input.oldPaymentPassword) {
          throw new AppError('VALIDATION', 'oldPaymentPassword: required to change the payment password');
        }
        await check(memberId, input.oldPaymentPassword);
      }
      await repo.save(memberId, await hashPassword(input.paymentPassword, deps.cost), now());
      return { isSet: true };
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof paymentPasswordService>;
