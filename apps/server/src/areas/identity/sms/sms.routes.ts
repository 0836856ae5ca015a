import { membersContracts as c, internationalNumber, nationalNumber } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { readSandboxSms } from './sms.provider.ts';
import type { SmsService } from './sms.service.ts';
import type { SmsPurpose } from './sms.tables.ts';

export interface SmsRouteDeps {
  sms: SmsService;
  auth: MemberAuth;
  /** Is this number (dialing code, national number without trunk 0) a member's of the merchant? */
  isRegistered: (merchantId: number, dialingCode: string, national: string) => Promise<boolean>;
  /** The sandbox reader exists only outside production. */
  sandbox: { db: Db } | null;
}

export async function smsRoutes(app: FastifyInstance, opts: SmsRouteDeps) {
  for (const [name, purpose] of [
    ['members.smsNoLogin', 'noLogin'],
    ['members.smsRegister', 'register'],
  ] as const satisfies [string, SmsPurpose][]) {
    contractRoute(app, c[name], {}, async ({ body }, req) => {
      const merchant = await req.merchant();
      const dial = body.countryDialingCode;
      const mobile = body.mobileNo ?? body.mobileNum ?? '';
      const phone = internationalNumber(dial, mobile);
      const registered = await opts.isRegistered(merchant.id, dial, nationalNumber(mobile));
      if (purpose === 'register' && registered) throw new AppError('MOBILE_TAKEN');
      // No-login codes (SMS login, phone reset) go only to members' numbers, but the answer is
      // the same either way, so the call cannot be used to find out who is registered.
      return opts.sms.send({
        merchantId: merchant.id,
        purpose,
        phone,
        clientKey: req.ip,
        deliver: purpose === 'register' || registered,
      });
    });
  }

  if (opts.sandbox) {
    const { db } = opts.sandbox;
    contractRoute(
      app,
      c['members.sandboxSms'],
      { preHandler: opts.auth.requireStaff() },
      async ({ query }) => {
        const { mobileNo, countryDialingCode } = query;
        // With a dialing code the number is national; without one it already carries the code.
        const phone = countryDialingCode
          ? internationalNumber(countryDialingCode, mobileNo)
          : mobileNo.replace(/\D/g, '');
        const rows = await readSandboxSms(db, phone);
        return rows.map((m) => ({
          id: m.id.toString(),
          phone: m.phone,
          body: m.body,
          sentAt: m.created_at.toISOString(),
        }));
      },
    );
  }
}
