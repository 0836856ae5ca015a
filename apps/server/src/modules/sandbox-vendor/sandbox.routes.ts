import { randomUUID } from 'node:crypto';
import { formatMinor, formatMinorPlain, parseAmountToMinor } from '@pf/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { WalletClient } from './sandbox.client.ts';
import { play, type SandboxGame } from './sandbox.games.ts';
import { type PageState, renderPage } from './sandbox.page.ts';
import { studioGame } from './sandbox.studio.ts';

/** Stakes the studio takes, minor units, unless a game has its own range. */
export const SANDBOX_STAKE = { min: 100n, max: 1_000_000n };
const stakeRange = (game: SandboxGame) => game.stake ?? SANDBOX_STAKE;

const pageQuery = z.object({
  token: z.string().min(1).max(200),
  game: z.string().min(1).max(64),
  vendor: z.string().min(1).max(32).optional(),
  lang: z.string().max(8).optional(),
});
const playForm = z.object({
  token: z.string().min(1).max(200),
  game: z.string().min(1).max(64),
  vendor: z.string().min(1).max(32).optional(),
  stake: z.string().max(32),
  choice: z.string().max(16),
});

/** The studio's texts for wallet refusals, by the wallet's error code. */
const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this stake.',
  SESSION_EXPIRED: 'Your game session has expired. Open the game again from the lobby.',
  SESSION_INVALID: 'This game link is not valid. Open the game again from the lobby.',
};

/**
 * The sandbox studio's game server: a page per game and one form post per round. Every round is
 * played through the public signed wallet API over HTTP: authenticate, bet, then win (0 on a loss)
 * closing the round, or a rollback when the bet's fate is unknown. Each game's rounds go through
 * the wallet client of the vendor it is played for.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  opts: { walletOf: (vendor: string) => WalletClient },
) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const plain = (reply: FastifyReply, status: number, text: string) =>
    reply.status(status).type('text/plain; charset=utf-8').send(text);

  app.get('/sandbox-vendor/play', async (req, reply) => {
    const q = pageQuery.safeParse(req.query);
    const found = q.success ? studioGame(q.data.game, q.data.vendor) : undefined;
    if (!q.success || !found) return plain(reply, 400, 'Unknown game link');
    const { game } = found;
    const wallet = opts.walletOf(found.vendor);
    const auth = await wallet.authenticate(q.data.token);
    const state: PageState = {
      game,
      vendor: found.vendor,
      token: q.data.token,
      currency: auth.success ? auth.value.currency : '',
      balance: auth.success ? BigInt(auth.value.balance) : null,
      stake: formatMinorPlain(stakeRange(game).min),
      choice: game.choices[0] ?? '',
      ...(auth.success ? {} : { error: REFUSALS[auth.code] ?? auth.message }),
    };
    return html(reply, auth.success ? 200 : 401, renderPage(state));
  });

  app.post('/sandbox-vendor/play', async (req, reply) => {
    const f = playForm.safeParse(req.body);
    const found = f.success ? studioGame(f.data.game, f.data.vendor) : undefined;
    if (!f.success || !found) return plain(reply, 400, 'Unknown game link');
    const { game } = found;
    const wallet = opts.walletOf(found.vendor);
    const { token, stake: stakeText } = f.data;
    const choice = game.choices.includes(f.data.choice) ? f.data.choice : (game.choices[0] ?? '');
    const auth = await wallet.authenticate(token);
    const base: PageState = {
      game,
      vendor: found.vendor,
      token,
      currency: auth.success ? auth.value.currency : '',
      balance: auth.success ? BigInt(auth.value.balance) : null,
      stake: stakeText,
      choice,
    };
    if (!auth.success)
      return html(reply, 401, renderPage({ ...base, error: REFUSALS[auth.code] ?? auth.message }));
    const stake = parseAmountToMinor(stakeText);
    const range = stakeRange(game);
    if (stake === null || stake < range.min || stake > range.max) {
      const error = `Stake must be between ${formatMinor(range.min)} and ${formatMinor(range.max)}.`;
      return html(reply, 400, renderPage({ ...base, error }));
    }

    const roundId = `sbx-${randomUUID()}`;
    const currency = auth.value.currency;
    const common = { token, roundId, gameCode: game.code, currency };
    let bet: Awaited<ReturnType<WalletClient['bet']>>;
    try {
      bet = await wallet.bet({ ...common, transactionId: `${roundId}-bet`, amount: Number(stake) });
    } catch (err) {
      // The bet's fate is unknown: cancel it. If it never arrived, the wallet refuses it later.
      req.log.warn({ err, roundId }, 'sandbox bet failed; rolling back');
      await wallet
        .rollback({ ...common, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet` })
        .catch((e: unknown) => req.log.error({ err: e, roundId }, 'sandbox rollback failed'));
      return html(
        reply,
        502,
        renderPage({ ...base, error: 'The wallet did not answer; the bet was cancelled.' }),
      );
    }
    if (!bet.success) {
      const balance = (bet.value as { balance?: number } | null)?.balance;
      return html(
        reply,
        bet.status,
        renderPage({
          ...base,
          ...(balance !== undefined ? { balance: BigInt(balance) } : {}),
          error: REFUSALS[bet.code] ?? bet.message,
        }),
      );
    }

    const result = play(game, choice, stake);
    const win = await wallet.win({
      ...common,
      transactionId: `${roundId}-win`,
      amount: Number(result.win),
      roundClosed: true,
    });
    if (!win.success) {
      req.log.error({ roundId, code: win.code }, 'sandbox win refused');
      return html(
        reply,
        502,
        renderPage({ ...base, balance: BigInt(bet.value.balance), error: win.message }),
      );
    }
    return html(
      reply,
      200,
      renderPage({
        ...base,
        balance: BigInt(win.value.balance),
        result: { outcome: result.outcome, stake, win: result.win, roundId },
      }),
    );
  });
}
