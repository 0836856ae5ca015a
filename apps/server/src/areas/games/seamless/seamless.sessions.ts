import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { hashToken } from '../../identity/index.ts';
import { seamlessRepository } from './seamless.repository.ts';

/** How long a launch's wallet session takes bets. Wins and rollbacks are accepted after it. */
export const WALLET_SESSION_MS = 4 * 60 * 60 * 1000;

/** Opens wallet sessions for launches; the token goes to the vendor inside the game URL. */
export function walletSessions(db: Db, now: () => Date = () => new Date()) {
  const repo = seamlessRepository(db);
  return {
    async open(s: {
      merchantId: number;
      memberId: bigint;
      vendor: string;
      gameId: number;
      currency: string;
    }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + WALLET_SESSION_MS);
      await repo.insertSession({ ...s, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },
  };
}

export type WalletSessions = ReturnType<typeof walletSessions>;
