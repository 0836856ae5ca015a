import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { lotteryBoRoutes } from './lottery.bo.routes.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import type { Lottery } from './lottery.service.ts';

// The service lives in its own file so the routes can name its type without importing this module back.
export { createLottery, type Lottery, type LotteryDeps } from './lottery.service.ts';

/** Player and back-office routes. */
export async function lotteryModuleRoutes(
  app: FastifyInstance,
  opts: { lottery: Lottery; auth: MemberAuth; pictures: PictureRenderer; audit: AuditWriter },
) {
  await app.register(lotteryRoutes, opts);
  await app.register(lotteryBoRoutes, opts);
}
