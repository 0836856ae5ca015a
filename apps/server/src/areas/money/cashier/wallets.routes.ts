import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { ownerOf } from './owner.ts';
import type { WalletsService } from './wallets.service.ts';

/** §7 wallet calls: consolidated funds, the merchant's wallet mode and transfers between wallets. */
export async function walletsRoutes(
  app: FastifyInstance,
  opts: { wallets: WalletsService; auth: MemberAuth },
) {
  const { wallets, auth } = opts;

  contractRoute(app, c['money.consolidated'], { preHandler: auth.requireRealMember }, async (_input, req) =>
    wallets.consolidated(await ownerOf(req)),
  );
  contractRoute(app, c['money.merchantWallet'], { preHandler: auth.requireMember }, async (_input, req) =>
    wallets.merchantWallet((await req.merchant()).id),
  );
  contractRoute(
    app,
    c['money.walletTransfer'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) => wallets.transfer(await ownerOf(req), body),
  );
}
