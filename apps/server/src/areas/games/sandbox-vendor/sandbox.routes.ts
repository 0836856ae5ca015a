import { randomUUID } from 'node:crypto';
import { formatMinor, formatMinorPlain, parseAmountToMinor } from '@pf/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WalletClient } from './sandbox.client.ts';
import { play, type SandboxGame } from './sandbox.games.ts';
import { type PageState, renderPage, studioGameKey } from './sandbox.page.ts';
import { studioGame } from './sandbox.studio.ts';
import { historyBook, historyKey, markOf } from './screens/history.ts';
import { FIXTURE_COUNT } from './screens/match-scene.ts';
import { multiplierOfLabel, sceneFor } from './screens/scene.ts';
import { screenAssetRoutes } from './screens/screen-assets.ts';
import { screenLanguage, type Translate, translator } from './screens/screen-language.ts';
import type { StringKey } from './screens/strings/en.ts';

/** Stakes the studio takes, minor units, unless a game has its own range. */
export const SANDBOX_STAKE = { min: 100n, max: 1_000_000n };
const stakeRange = (game: SandboxGame) => game.stake ?? SANDBOX_STAKE;

const pageQuery = z.object({
  token: z.string().min(1).max(200),
  game: z.string().min(1).max(64),
  vendor: z.string().min(1).max(32).optional(),
  lang: z.string().max(8).optional(),
});
/** A per cent of the fish field; empty when the shot was not aimed. */
const percent = z
  .string()
  .max(4)
  .optional()
  .transform((v) => (v && /^\d{1,3}$/.test(v) ? Number(v) : undefined));
const playForm = z.object({
  token: z.string().min(1).max(200),
  game: z.string().min(1).max(64),
  vendor: z.string().min(1).max(32).optional(),
  lang: z.string().max(8).optional(),
  stake: z.string().max(32),
  choice: z.string().max(16),
  fixture: z.string().max(2).optional(),
  aimX: percent,
  aimY: percent,
});

/** The studio's texts for wallet refusals, by the wallet's error code. */
const REFUSALS: Record<string, StringKey> = {
  INSUFFICIENT_FUNDS: 'error.funds',
  SESSION_EXPIRED: 'error.expired',
  SESSION_INVALID: 'error.invalid',
};
const refusal = (t: Translate, code: string, message: string) => {
  const key = REFUSALS[code];
  return key ? t(key) : message;
};
const fixtureOf = (text: string | undefined) => {
  const n = Number(text ?? '0');
  return Number.isInteger(n) && n >= 0 && n < FIXTURE_COUNT ? n : 0;
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).type('text/plain; charset=utf-8').send(text);
const historyOf = (game: SandboxGame, vendor: string, token: string) =>
  historyKey(game.screen.kind, studioGameKey(vendor, game.code), token);

interface Studio {
  walletOf: (vendor: string) => WalletClient;
  /** The tables' roads and each player's own recent rounds, since the studio started. */
  histories: ReturnType<typeof historyBook>;
}

/** A game's page: the player's balance, the table and its road. */
async function showGame(s: Studio, req: FastifyRequest, reply: FastifyReply) {
  const q = pageQuery.safeParse(req.query);
  const found = q.success ? studioGame(q.data.game, q.data.vendor) : undefined;
  if (!q.success || !found) return plain(reply, 400, 'Unknown game link');
  const { game } = found;
  const lang = screenLanguage(q.data.lang);
  const wallet = s.walletOf(found.vendor);
  const auth = await wallet.authenticate(q.data.token);
  const state: PageState = {
    game,
    vendor: found.vendor,
    token: q.data.token,
    lang,
    currency: auth.success ? auth.value.currency : '',
    balance: auth.success ? BigInt(auth.value.balance) : null,
    stake: formatMinorPlain(stakeRange(game).min),
    choice: game.choices[0] ?? '',
    fixture: 0,
    range: stakeRange(game),
    history: s.histories.list(historyOf(game, found.vendor, q.data.token)),
    ...(auth.success ? {} : { error: refusal(translator(lang), auth.code, auth.message) }),
  };
  return html(reply, auth.success ? 200 : 401, renderPage(state));
}

interface Round {
  wallet: WalletClient;
  game: SandboxGame;
  base: PageState;
  t: Translate;
  common: { token: string; roundId: string; gameCode: string; currency: string };
  stake: bigint;
  choice: string;
  fixture: number;
  aim: { x: number; y: number } | undefined;
  history: string;
}

/** The round's bet; when its fate is unknown it is cancelled, and null answers. */
async function placeBet(r: Round, log: FastifyBaseLogger) {
  const { wallet, common } = r;
  const roundId = common.roundId;
  try {
    return await wallet.bet({ ...common, transactionId: `${roundId}-bet`, amount: Number(r.stake) });
  } catch (err) {
    // The bet's fate is unknown: cancel it. If it never arrived, the wallet refuses it later.
    log.warn({ err, roundId }, 'sandbox bet failed; rolling back');
    await wallet
      .rollback({ ...common, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet` })
      .catch((e: unknown) => log.error({ err: e, roundId }, 'sandbox rollback failed'));
    return null;
  }
}

/** A round played over the wallet API: bet, then win (0 on a loss) closing it; then its page. */
async function playRound(s: Studio, r: Round, log: FastifyBaseLogger, reply: FastifyReply) {
  const { base, t, common, stake, game } = r;
  const bet = await placeBet(r, log);
  if (!bet) return html(reply, 502, renderPage({ ...base, error: t('error.walletDown') }));
  if (!bet.success) {
    const balance = (bet.value as { balance?: number } | null)?.balance;
    return html(
      reply,
      bet.status,
      renderPage({
        ...base,
        ...(balance !== undefined ? { balance: BigInt(balance) } : {}),
        error: refusal(t, bet.code, bet.message),
      }),
    );
  }

  const result = play(game, r.choice, stake);
  const win = await r.wallet.win({
    ...common,
    transactionId: `${common.roundId}-win`,
    amount: Number(result.win),
    roundClosed: true,
  });
  if (!win.success) {
    log.error({ roundId: common.roundId, code: win.code }, 'sandbox win refused');
    return html(reply, 502, renderPage({ ...base, balance: BigInt(bet.value.balance), error: win.message }));
  }
  // The page shows what the table decided: cards, reels or a pocket drawn to agree with it.
  const multiplierX100 = multiplierOfLabel(result.outcome);
  const scene = sceneFor(game.screen, {
    outcome: result.outcome,
    multiplierX100,
    aim: r.aim,
    fixture: r.fixture,
  });
  s.histories.add(r.history, markOf(scene, { stake, win: result.win }));
  return html(
    reply,
    200,
    renderPage({
      ...base,
      balance: BigInt(win.value.balance),
      history: s.histories.list(r.history),
      result: { scene, stake, win: result.win, multiplierX100, roundId: common.roundId },
    }),
  );
}

/** A round's form post: the player and the stake checked, then the round played. */
async function postRound(s: Studio, req: FastifyRequest, reply: FastifyReply) {
  const f = playForm.safeParse(req.body);
  const found = f.success ? studioGame(f.data.game, f.data.vendor) : undefined;
  if (!f.success || !found) return plain(reply, 400, 'Unknown game link');
  const { game } = found;
  const wallet = s.walletOf(found.vendor);
  const { token, stake: stakeText } = f.data;
  const lang = screenLanguage(f.data.lang);
  const t = translator(lang);
  const choice = game.choices.includes(f.data.choice) ? f.data.choice : (game.choices[0] ?? '');
  const fixture = fixtureOf(f.data.fixture);
  const history = historyOf(game, found.vendor, token);
  const auth = await wallet.authenticate(token);
  const range = stakeRange(game);
  const base: PageState = {
    game,
    vendor: found.vendor,
    token,
    lang,
    currency: auth.success ? auth.value.currency : '',
    balance: auth.success ? BigInt(auth.value.balance) : null,
    stake: stakeText,
    choice,
    fixture,
    range,
    history: s.histories.list(history),
  };
  if (!auth.success)
    return html(reply, 401, renderPage({ ...base, error: refusal(t, auth.code, auth.message) }));
  const stake = parseAmountToMinor(stakeText);
  if (stake === null || stake < range.min || stake > range.max) {
    const error = t('error.stakeRange', { min: formatMinor(range.min), max: formatMinor(range.max) });
    return html(reply, 400, renderPage({ ...base, error }));
  }
  const roundId = `sbx-${randomUUID()}`;
  const common = { token, roundId, gameCode: game.code, currency: auth.value.currency };
  const aim =
    f.data.aimX !== undefined && f.data.aimY !== undefined ? { x: f.data.aimX, y: f.data.aimY } : undefined;
  const round = { wallet, game, base, t, common, stake, choice, fixture, aim, history };
  return playRound(s, round, req.log, reply);
}

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

  await app.register(screenAssetRoutes);
  const studio: Studio = { walletOf: opts.walletOf, histories: historyBook() };
  app.get('/sandbox-vendor/play', (req, reply) => showGame(studio, req, reply));
  app.post('/sandbox-vendor/play', (req, reply) => postRound(studio, req, reply));
}
