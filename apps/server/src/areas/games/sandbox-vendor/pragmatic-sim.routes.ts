import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GET_CASINO_GAMES_PATH } from '../vendors/pragmatic/pragmatic.catalog.ts';
import { verifyPragmaticHash } from '../vendors/pragmatic/pragmatic.hash.ts';
import { SIMULATOR_PATH } from '../vendors/pragmatic/pragmatic.launch.ts';
import { PRAGMATIC } from '../vendors/pragmatic/pragmatic.wallet.ts';
import { decimalToMinor, minorToDecimal } from '../vendors/vendor-amount.ts';
import type { VendorCredentialsService } from '../vendors/vendor-credentials.service.ts';
import { pragmaticCaller } from './pragmatic-sim.client.ts';
import { PRAGMATIC_SIM_GAMES } from './pragmatic-sim.games.ts';
import { historyRoutes, spinBook } from './pragmatic-sim.history.ts';
import { renderSimPage } from './pragmatic-sim.page.ts';
import { pragmaticRounds } from './pragmatic-sim.rounds.ts';
import { historyBook, historyKey, markOf } from './screens/history.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';
import { slotScene } from './screens/slot-scene.ts';

const httpUrl = z
  .string()
  .max(300)
  .regex(/^https?:\/\//);
const launchKey = z.object({
  token: z.string().min(1).max(200),
  symbol: z.string().min(1).max(64),
  language: z.string().max(8).optional(),
  lobbyUrl: httpUrl,
});
const playQuery = z.object({ key: z.string().max(2000), stylename: z.string().min(1).max(100) });
const spinForm = z.object({
  token: z.string().min(1).max(200),
  symbol: z.string().min(1).max(64),
  stylename: z.string().min(1).max(100),
  lobbyUrl: httpUrl,
  language: z.string().max(8).optional(),
  stake: z.string().max(32),
});
/** What a spin pays per stake when it wins, ×100. */
const WIN_X100 = 200n;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const gameName = (symbol: string) => PRAGMATIC_SIM_GAMES.find((g) => g.gameID === symbol)?.gameName ?? symbol;
const historyOf = (symbol: string, token: string) => historyKey('slot', `PRAGMATIC:${symbol}`, token);

interface Sim {
  /** The rounds it played, for OpenHistory and their detail pages. */
  book: ReturnType<typeof spinBook>;
  /** Each player's own recent spins, for the game's results strip. */
  histories: ReturnType<typeof historyBook>;
  roundsFor: (login: string, symbol: string) => ReturnType<typeof pragmaticRounds>;
}

/** A spin: played as a round against the merchant's endpoints, kept for the history, shown. */
async function spin(sim: Sim, req: FastifyRequest, reply: FastifyReply) {
  const { book, histories, roundsFor } = sim;
  const form = spinForm.safeParse(req.body);
  if (!form.success) return html(reply, 400, '<p>This spin is not valid.</p>');
  const f = form.data;
  const t = translator(screenLanguage(f.language));
  const history = historyOf(f.symbol, f.token);
  const page = { ...f, gameName: gameName(f.symbol), history: histories.list(history) };
  const stake = decimalToMinor(f.stake);
  if (stake === null || stake <= 0n)
    return html(reply, 400, renderSimPage({ ...page, message: t('error.enterStake') }));
  const rounds = roundsFor(f.stylename, f.symbol);
  const opened = await rounds.open(f.token);
  if (!opened.player) return html(reply, 401, renderSimPage({ ...page, message: opened.description }));
  // Wins pay twice the stake, a little under half the time.
  const win = randomInt(100) < 45 ? (stake * WIN_X100) / 100n : 0n;
  const round = await rounds.play(opened.player, String(minorToDecimal(stake)), String(minorToDecimal(win)));
  if (round.bet.error === 0)
    book.keep({
      roundId: round.roundId,
      login: f.stylename,
      userId: opened.player.userId,
      symbol: f.symbol,
      gameName: page.gameName,
      stake,
      win,
      currency: opened.currency ?? '',
      at: new Date(),
    });
  const last = round.end ?? round.result ?? round.bet;
  const currency = opened.currency ?? '';
  if (round.bet.error !== 0)
    return html(
      reply,
      200,
      renderSimPage({ ...page, message: round.bet.description, cash: last.cash, currency }),
    );
  // The reels stop on a line that pays what the spin won.
  const scene = slotScene(5, win > 0n ? WIN_X100 : 0n);
  histories.add(history, markOf(scene, { stake, win }));
  return html(
    reply,
    200,
    renderSimPage({
      ...page,
      history: histories.list(history),
      round: { roundId: round.roundId, scene, stake, win },
      cash: last.cash,
      currency,
    }),
  );
}

/**
 * A development simulator of Pragmatic Play's side, under /sandbox-vendor/pragmatic: its game
 * list call (for the catalog import), its game opening, a game that plays each spin as a round
 * against the merchant's Pragmatic endpoints over HTTP, exactly as Pragmatic calls them, and its
 * round history call (OpenHistory) with a detail page of each round it played. It knows
 * a merchant by the secure login in the launch URL and uses that merchant's stored connection.
 * Never registered in production.
 */
export async function pragmaticSimulatorRoutes(
  app: FastifyInstance,
  opts: { credentials: VendorCredentialsService; baseUrl: () => string },
) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const connectionOf = async (login: string) => {
    const c = await opts.credentials.connectionByLogin(PRAGMATIC, login);
    if (!c) throw new Error(`no enabled Pragmatic connection has the login ${login}`);
    return c;
  };
  const sim: Sim = {
    book: spinBook(),
    histories: historyBook(),
    roundsFor: (login, symbol) =>
      pragmaticRounds(
        pragmaticCaller({ baseUrl: opts.baseUrl, connection: () => connectionOf(login) }),
        symbol,
      ),
  };
  const { book, histories, roundsFor } = sim;
  app.post(`${SIMULATOR_PATH}${GET_CASINO_GAMES_PATH}`, async (req) => {
    const form = (req.body ?? {}) as Record<string, string>;
    const c = form.secureLogin
      ? await opts.credentials.connectionByLogin(PRAGMATIC, form.secureLogin)
      : undefined;
    if (!c || !verifyPragmaticHash(form, c.secret)) return { error: '5', description: 'Invalid hash code' };
    return { error: '0', description: 'OK', gameList: PRAGMATIC_SIM_GAMES };
  });

  app.get(`${SIMULATOR_PATH}/gs2c/playGame.do`, async (req, reply) => {
    const q = playQuery.safeParse(req.query);
    const key = q.success
      ? launchKey.safeParse(Object.fromEntries(new URLSearchParams(q.data.key)))
      : undefined;
    if (!q.success || !key?.success) return html(reply, 400, '<p>This game link is not valid.</p>');
    const page = {
      ...key.data,
      gameName: gameName(key.data.symbol),
      stylename: q.data.stylename,
      history: histories.list(historyOf(key.data.symbol, key.data.token)),
    };
    const opened = await roundsFor(q.data.stylename, key.data.symbol).open(key.data.token);
    if (opened.error !== 0) return html(reply, 401, renderSimPage({ ...page, message: opened.description }));
    return html(
      reply,
      200,
      renderSimPage({ ...page, cash: opened.cash ?? 0, currency: opened.currency ?? '' }),
    );
  });

  app.post(`${SIMULATOR_PATH}/gs2c/spin`, (req, reply) => spin(sim, req, reply));
  await historyRoutes(app, { ...opts, book, html });
}
