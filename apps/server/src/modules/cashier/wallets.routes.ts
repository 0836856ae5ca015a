import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MemberAuth } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import { amountInput, requestIdInput } from './cashier.input.ts';
import { ownerOf } from './owner.ts';
import type { WalletsService } from './wallets.service.ts';

const tags = ['wallet'];
const walletCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'wallet: MAIN or a vendor code');

/** §7 wallet calls: consolidated funds, the merchant's wallet mode and transfers between wallets. */
export async function walletsRoutes(
  app: FastifyInstance,
  opts: { wallets: WalletsService; auth: MemberAuth },
) {
  const { wallets, auth } = opts;

  app.get(
    '/wps/member/info/funds/consolidated',
    { schema: { tags }, preHandler: auth.requireRealMember },
    async (req) => ok(await wallets.consolidated(await ownerOf(req))),
  );

  relayRoute(app, 'GCS_merchantWallet', {
    input: z.object({ isSingle: z.unknown().optional() }).passthrough(),
    tags,
    preHandler: auth.requireMember,
    handler: async (_input, req) => ok(await wallets.merchantWallet((await req.merchant()).id)),
  });

  relayRoute(app, 'GCS_walletTransfer', {
    input: z.object({
      fromWallet: walletCode,
      toWallet: walletCode,
      amount: amountInput,
      requestId: requestIdInput.optional(),
    }),
    methods: ['POST'],
    tags,
    preHandler: auth.requireRealMember,
    handler: async (input, req) => ok(await wallets.transfer(await ownerOf(req), input)),
  });
}
