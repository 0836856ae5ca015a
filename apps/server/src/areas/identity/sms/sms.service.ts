import { createHash, randomInt } from 'node:crypto';
import { SMS_LOCKOUT_MS, SMS_THROTTLE_MS } from '@pf/shared';
import type { RateStore } from '../../../platform/rate-store.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { SmsProvider } from './sms.provider.ts';
import type { SmsRepository } from './sms.repository.ts';
import type { SmsPurpose } from './sms.tables.ts';

/** A code is good for this long; the web counts down from value.expiredMinutes. */
export const SMS_CODE_TTL_MINUTES = 5;
/** Sends per phone (and per client address x4) in SMS_LOCKOUT_MS before the lockout starts. */
export const SMS_MAX_PER_WINDOW = 5;
/** Wrong guesses a code survives; then it is spent and a new one must be sent. */
export const SMS_MAX_ATTEMPTS = 5;

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');
}

export interface SmsServiceDeps {
  repo: SmsRepository;
  provider: SmsProvider;
  store: RateStore;
  now?: () => Date;
}

export function smsService(deps: SmsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const tooMany = () => new AppError('auth/too-many-requests');

  /** 1 s between sends to a phone; more than the window allows locks phone (or client) for 5 min. */
  async function throttle(phone: string, clientKey: string, at: number) {
    const keys = [
      { key: `sms:phone:${phone}`, max: SMS_MAX_PER_WINDOW },
      { key: `sms:ip:${clientKey}`, max: SMS_MAX_PER_WINDOW * 4 },
    ];
    for (const { key } of keys) if (await deps.store.lockedUntil(`${key}:lock`, at)) throw tooMany();
    // The gap is checked and taken in one step, so sends racing on two instances cannot both pass.
    if (!(await deps.store.tryLock(`sms:gap:${phone}`, at + SMS_THROTTLE_MS, at))) throw tooMany();
    for (const { key, max } of keys) {
      if ((await deps.store.hit(key, SMS_LOCKOUT_MS, at)) > max) {
        await deps.store.lock(`${key}:lock`, at + SMS_LOCKOUT_MS, at);
        throw tooMany();
      }
    }
  }

  return {
    /**
     * Sends a fresh 6-digit code. Only its hash is stored. `deliver` false answers exactly as a send
     * would without sending (an unregistered number on the no-login flow must not be revealed).
     */
    async send(input: {
      merchantId: number;
      purpose: SmsPurpose;
      phone: string;
      clientKey: string;
      deliver?: boolean;
    }): Promise<{ expiredMinutes: number }> {
      const at = now();
      await throttle(input.phone, input.clientKey, at.getTime());
      if (input.deliver === false) return { expiredMinutes: SMS_CODE_TTL_MINUTES };
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await deps.repo.insertCode({
        merchantId: input.merchantId,
        purpose: input.purpose,
        phone: input.phone,
        codeHash: hashCode(input.phone, input.purpose, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
      });
      try {
        await deps.provider.send({
          merchantId: input.merchantId,
          phone: input.phone,
          body: `Your verification code is ${code}. It expires in ${SMS_CODE_TTL_MINUTES} minutes.`,
        });
      } catch {
        throw new AppError('auth/unknown');
      }
      return { expiredMinutes: SMS_CODE_TTL_MINUTES };
    },

    /** Spends the phone's newest code if `code` matches; otherwise throws the §8 code. */
    async verify(input: {
      merchantId: number;
      purpose: SmsPurpose;
      phone: string;
      code: string;
    }): Promise<void> {
      const code = input.code.trim();
      if (code === '') throw new AppError('auth/missing-verification-code');
      const row = await deps.repo.latest(input.merchantId, input.purpose, input.phone);
      if (!row || row.consumed_at !== null) throw new AppError('auth/invalid-verification-code');
      const at = now();
      if (row.expires_at.getTime() <= at.getTime()) throw new AppError('auth/code-expired');
      if (row.code_hash !== hashCode(input.phone, input.purpose, code)) {
        if ((await deps.repo.addAttempt(row.id)) >= SMS_MAX_ATTEMPTS) await deps.repo.consume(row.id, at);
        throw new AppError('auth/invalid-verification-code');
      }
      if (!(await deps.repo.consume(row.id, at))) throw new AppError('auth/invalid-verification-code');
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
