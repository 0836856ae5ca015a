import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { verifyPragmaticHash } from '../vendors/pragmatic/pragmatic.hash.ts';
import { OPEN_HISTORY_PATH } from '../vendors/pragmatic/pragmatic.history.ts';
import { SIMULATOR_PATH } from '../vendors/pragmatic/pragmatic.launch.ts';
import { PRAGMATIC } from '../vendors/pragmatic/pragmatic.wallet.ts';
import type { VendorCredentialsService } from '../vendors/vendor-credentials.service.ts';
import { type PlayedSpin, renderSpinPage } from './pragmatic-sim.page.ts';

const MAX_KEPT = 5_000;

/**
 * The rounds the simulator played since it started (newest kept), for OpenHistory: a round is
 * shown only to the merchant and player it was played for, as Pragmatic's history is.
 */
export function spinBook() {
  const spins = new Map<string, PlayedSpin>();
  return {
    keep(s: PlayedSpin) {
      spins.set(s.roundId, s);
      if (spins.size > MAX_KEPT) {
        const oldest = spins.keys().next().value;
        if (oldest !== undefined) spins.delete(oldest);
      }
    },
    find(login: string, userId: string, roundId: string): PlayedSpin | undefined {
      const s = spins.get(roundId);
      return s && s.login === login && s.userId === userId ? s : undefined;
    },
    get: (roundId: string) => spins.get(roundId),
  };
}

const openHistoryForm = z.object({
  secureLogin: z.string().min(1).max(100),
  playerId: z.string().min(1).max(64),
  roundId: z.string().min(1).max(64),
  gameId: z.string().max(64).optional(),
});

/** The simulator's History API: OpenHistory, and the detail page of each round it played. */
export async function historyRoutes(
  app: FastifyInstance,
  opts: {
    credentials: VendorCredentialsService;
    baseUrl: () => string;
    book: ReturnType<typeof spinBook>;
    html: (reply: FastifyReply, status: number, body: string) => FastifyReply;
  },
) {
  const { book, html } = opts;
  // OpenHistory: the address of one round's detail page, for the merchant and player it was
  // played for (gameId, when sent, must be the round's game); error 0 with `url`, else a refusal.
  app.post(`${SIMULATOR_PATH}${OPEN_HISTORY_PATH}`, async (req) => {
    const raw = (req.body ?? {}) as Record<string, string>;
    const c = raw.secureLogin
      ? await opts.credentials.connectionByLogin(PRAGMATIC, raw.secureLogin)
      : undefined;
    if (!c || !verifyPragmaticHash(raw, c.secret)) return { error: '5', description: 'Invalid hash code' };
    const form = openHistoryForm.safeParse(raw);
    if (!form.success) return { error: '7', description: 'Bad parameters' };
    const f = form.data;
    const spin = book.find(f.secureLogin, f.playerId, f.roundId);
    if (!spin || (f.gameId && f.gameId !== spin.symbol))
      return { error: '2', description: 'Round not found' };
    const url = `${opts.baseUrl()}${SIMULATOR_PATH}/gs2c/history/${encodeURIComponent(spin.roundId)}`;
    return { error: '0', description: 'OK', url };
  });

  app.get(`${SIMULATOR_PATH}/gs2c/history/:roundId`, async (req, reply) => {
    const { roundId } = req.params as { roundId: string };
    const spin = book.get(roundId);
    return html(reply, spin ? 200 : 404, renderSpinPage(spin));
  });
}
