import type { Db } from '../../../db/kysely.ts';

export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  body: string;
}

/** Adapter to a mail service; throws when the message cannot be handed over. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/** Sandbox mail: records the message in sandbox_mail for developers and tests; sends nothing. */
export function sandboxMailProvider(db: Db): MailProvider {
  return {
    async send(m) {
      await db
        .insertInto('sandbox_mail')
        .values({ merchant_id: m.merchantId, to_address: m.to, subject: m.subject, body: m.body })
        .execute();
    },
  };
}

/** Newest sandbox mails to an address, newest first; with `merchantId`, only that brand's. */
export async function readSandboxMail(db: Db, to: string, limit = 20, merchantId: number | null = null) {
  return db
    .selectFrom('sandbox_mail')
    .select(['id', 'to_address', 'subject', 'body', 'created_at'])
    .where('to_address', '=', to.toLowerCase())
    .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId as number))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
