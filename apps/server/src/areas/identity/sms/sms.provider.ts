import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

export interface SmsMessage {
  merchantId: number;
  /** Digits only, with the country code: '84912345678'. */
  phone: string;
  body: string;
}

/** Adapter to an SMS gateway. A real gateway implements this; it throws on delivery failure. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Sandbox gateway: "sends" by writing the message to sandbox_sms, where developers and tests read
 * it (GET /bo/api/sandbox/sms or `readSandboxSms`). Nothing leaves the machine.
 */
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    async send(m) {
      await db
        .insertInto('sandbox_sms')
        .values({ merchant_id: m.merchantId, phone: m.phone, body: m.body })
        .execute();
    },
  };
}

/** The newest sandbox messages to a phone (digits with country code), newest first. */
export async function readSandboxSms(db: Db, phone: string, limit = 20) {
  return selectWhere(db, 'sandbox_sms', { phone })
    .select(['id', 'phone', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The code in the newest sandbox message to a phone; for tests and local development. */
export async function latestSandboxCode(db: Db, phone: string): Promise<string | null> {
  const [last] = await readSandboxSms(db, phone, 1);
  return last ? (/\b(\d{6})\b/.exec(last.body)?.[1] ?? null) : null;
}
