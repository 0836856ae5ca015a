import { smsRequestSchema, smsResultSchema } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors.ts';
import { readSandboxSms } from './sms.provider.ts';
import { normalizePhone, type SmsService } from './sms.service.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const purpose of ['noLogin', 'register'] as const satisfies SmsPurpose[]) {
    r.post(
      `/wps/verification/sms/${purpose}`,
      {
        schema: { tags: ['member'], body: smsRequestSchema, response: { 200: envelopeOf(smsResultSchema) } },
      },
      async (req) => {
        const merchant = await req.merchant();
        const dial = req.body.countryDialingCode;
        const mobile = req.body.mobileNo ?? req.body.mobileNum ?? '';
        const phone = normalizePhone(dial, mobile);
        const registered = await opts.isRegistered(merchant.id, dial, phone.slice(dial.length));
        if (purpose === 'register' && registered) throw new AppError('MOBILE_TAKEN');
        // No-login codes (SMS login, phone reset) go only to members' numbers, but the answer is
        // the same either way, so the call cannot be used to find out who is registered.
        const result = await opts.sms.send({
          merchantId: merchant.id,
          purpose,
          phone,
          clientKey: req.ip,
          deliver: purpose === 'register' || registered,
        });
        return ok(result);
      },
    );
  }

  if (opts.sandbox) {
    const { db } = opts.sandbox;
    r.get(
      '/bo/api/sandbox/sms',
      {
        schema: {
          tags: ['back office'],
          querystring: z.object({
            mobileNo: z
              .string()
              .trim()
              .regex(/^\+?\d{6,19}$/),
            countryDialingCode: z
              .string()
              .trim()
              .regex(/^\+?\d{1,4}$/)
              .optional(),
          }),
        },
        preHandler: opts.auth.requireStaff(),
      },
      async (req) => {
        const { mobileNo, countryDialingCode } = req.query;
        // With a dialing code the number is national; without one it already carries the code.
        const phone = countryDialingCode
          ? normalizePhone(countryDialingCode, mobileNo)
          : mobileNo.replace(/\D/g, '');
        const rows = await readSandboxSms(db, phone);
        return ok(
          rows.map((m) => ({ id: m.id.toString(), phone: m.phone, body: m.body, sentAt: m.created_at })),
        );
      },
    );
  }
}
