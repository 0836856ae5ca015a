import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../../plugins/auth.ts';
import type { Owner } from './wallets.service.ts';

/** The signed-in member's wallet coordinates: merchant, member and the merchant's currency. */
export async function ownerOf(req: FastifyRequest): Promise<Owner> {
  const s = sessionOf(req);
  return { merchantId: s.merchantId, memberId: s.memberId, currency: (await req.merchant()).currency };
}
