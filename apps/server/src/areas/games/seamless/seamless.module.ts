import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { seamlessRepository } from './seamless.repository.ts';
import { seamlessRoutes } from './seamless.routes.ts';
import { seamlessService } from './seamless.service.ts';
import { walletSessions } from './seamless.sessions.ts';

export { WALLET_SESSION_MS, type WalletSessions } from './seamless.sessions.ts';
export { SIGNATURE_HEADER, signBody, VENDOR_HEADER, verifyBody } from './seamless.signature.ts';

/** The seamless wallet: vendor calls, and the wallet sessions launches open. */
export function createSeamless(db: Db, now: () => Date = () => new Date()) {
  const repo = seamlessRepository(db);
  return {
    repo,
    service: seamlessService(db, now),
    sessions: walletSessions(db, now),
  };
}

export type Seamless = ReturnType<typeof createSeamless>;

export async function seamlessWalletRoutes(app: FastifyInstance, opts: { seamless: Seamless }) {
  await app.register(seamlessRoutes, { service: opts.seamless.service, repo: opts.seamless.repo });
}
