import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_LIST_PATH, GAME_URL_PATH, HUB88_SIMULATOR_PATH } from '../vendors/hub88/hub88.launch.ts';
import {
  HUB88_SIGNATURE_HEADER,
  operatorPublicKey,
  parseHub88Keys,
  verifyHub88,
} from '../vendors/hub88/hub88.signature.ts';
import { HUB88 } from '../vendors/hub88/hub88.wallet.ts';
import { decimalToMinor } from '../vendors/vendor-amount.ts';
import type { VendorConnection, VendorCredentialsService } from '../vendors/vendor-credentials.service.ts';
import { hub88Caller } from './hub88-sim.client.ts';
import { HUB88_SIM_GAMES } from './hub88-sim.games.ts';
import { type Hub88Launch, renderHub88Page } from './hub88-sim.page.ts';
import { hub88Rounds } from './hub88-sim.rounds.ts';
import { historyBook, historyKey, markOf } from './screens/history.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';
import { slotScene } from './screens/slot-scene.ts';

const P = HUB88_SIMULATOR_PATH;
const httpUrl = z
  .string()
  .max(255)
  .regex(/^https?:\/\//);
const operatorCall = z.looseObject({ operator_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]) });
const gameUrlBody = z.looseObject({
  user: z.string().min(3).max(64),
  token: z.string().min(10).max(255),
  game_code: z.string().min(1).max(64),
  currency: z.string().min(3).max(8),
  lobby_url: httpUrl,
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
});
const launch = z.object({
  token: z.string().min(10).max(255),
  user: z.string().min(3).max(64),
  currency: z.string().min(3).max(8),
  game_code: z.string().min(1).max(64),
  operator_id: z.string().regex(/^\d{1,15}$/),
  lobby_url: httpUrl,
  lang: z.string().max(8).optional(),
});
const spinForm = launch.extend({ stake: z.string().max(32) });
/** What a spin pays per stake when it wins, ×100. */
const WIN_X100 = 200n;

type Opts = { credentials: VendorCredentialsService; baseUrl: () => string };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const gameName = (code: string) => HUB88_SIM_GAMES.find((g) => g.game_code === code)?.name ?? code;
const historyOf = (l: Hub88Launch) => historyKey('slot', `HUB88:${l.game_code}`, l.token);

/** Hub88's Games API as the platform calls it: the game list and a game's launch URL. */
function gamesApiRoutes(app: FastifyInstance, opts: Opts) {
  /** A Games API call: its body, once the operator's signature on it verifies. */
  async function signedCall(req: FastifyRequest): Promise<Record<string, unknown> | null> {
    const raw = typeof req.body === 'string' ? req.body : '';
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return null;
    }
    const call = operatorCall.safeParse(body);
    if (!call.success) return null;
    const c = await opts.credentials.connectionByLogin(HUB88, String(call.data.operator_id));
    const keys = c ? parseHub88Keys(c.secret) : null;
    const signature = req.headers[HUB88_SIGNATURE_HEADER];
    if (
      !keys ||
      !verifyHub88(raw, typeof signature === 'string' ? signature : undefined, operatorPublicKey(keys))
    )
      return null;
    return call.data;
  }

  app.post(`${P}${GAME_LIST_PATH}`, async (req, reply) => {
    if (!(await signedCall(req))) return reply.status(401).send({ error: 'Invalid signature' });
    return HUB88_SIM_GAMES;
  });

  app.post(`${P}${GAME_URL_PATH}`, async (req, reply) => {
    const call = await signedCall(req);
    if (!call) return reply.status(401).send({ error: 'Invalid signature' });
    const body = gameUrlBody.safeParse(call);
    if (!body.success) return reply.status(400).send({ error: 'Invalid request' });
    const b = body.data;
    if (!HUB88_SIM_GAMES.some((g) => g.game_code === b.game_code))
      return reply.status(404).send({ error: 'Game not found' });
    // The game is served by the deployment whose lobby opened it.
    const query = new URLSearchParams({
      token: b.token,
      user: b.user,
      currency: b.currency,
      game_code: b.game_code,
      operator_id: String(call.operator_id),
      lobby_url: b.lobby_url,
      ...(typeof call.lang === 'string' && call.lang.length <= 8 ? { lang: call.lang } : {}),
    });
    return { url: `${new URL(b.lobby_url).origin}${P}/game?${query}` };
  });
}

/** The game itself: its page, and each spin played as a round against the merchant's wallet. */
function gameRoutes(app: FastifyInstance, opts: Opts) {
  // Each player's own recent spins, for the game's results strip.
  const histories = historyBook();
  const connectionOf = async (operatorId: string): Promise<VendorConnection> => {
    const c = await opts.credentials.connectionByLogin(HUB88, operatorId);
    if (!c) throw new Error(`no enabled Hub88 connection has the operator id ${operatorId}`);
    return c;
  };

  const roundsFor = (l: Hub88Launch) =>
    hub88Rounds(
      hub88Caller({ baseUrl: opts.baseUrl, connection: () => connectionOf(l.operator_id) }),
      l.game_code,
    );

  app.get(`${P}/game`, async (req, reply) => {
    const l = launch.safeParse(req.query);
    if (!l.success) return html(reply, 400, '<p>This game link is not valid.</p>');
    const page = {
      ...l.data,
      gameName: gameName(l.data.game_code),
      history: histories.list(historyOf(l.data)),
    };
    const opened = await roundsFor(l.data).open(l.data);
    if (opened.status !== 'RS_OK')
      return html(reply, 401, renderHub88Page({ ...page, message: opened.status }));
    return html(reply, 200, renderHub88Page({ ...page, balance: opened.balance ?? 0 }));
  });

  app.post(`${P}/spin`, async (req, reply) => {
    const form = spinForm.safeParse(req.body);
    if (!form.success) return html(reply, 400, '<p>This spin is not valid.</p>');
    const { stake: stakeText, ...l } = form.data;
    const t = translator(screenLanguage(l.lang));
    const history = historyOf(l);
    const page = {
      ...l,
      stake: stakeText,
      gameName: gameName(l.game_code),
      history: histories.list(history),
    };
    const stake = decimalToMinor(stakeText);
    if (stake === null || stake <= 0n)
      return html(reply, 400, renderHub88Page({ ...page, message: t('error.enterStake') }));
    // Wins pay twice the stake, a little under half the time; Hub88 counts in 1/100000.
    const win = randomInt(100) < 45 ? (stake * WIN_X100) / 100n : 0n;
    const round = await roundsFor(l).play(l, Number(stake * 1000n), Number(win * 1000n));
    const last = round.win ?? round.rollback ?? round.bet;
    const balance = last?.balance !== undefined ? { balance: last.balance } : {};
    if (round.bet?.status !== 'RS_OK') {
      const message = round.bet?.status
        ? t('error.refused', { code: round.bet.status })
        : t('error.walletDown');
      return html(reply, 200, renderHub88Page({ ...page, message, ...balance }));
    }
    // The reels stop on a line that pays what the spin won.
    const scene = slotScene(5, win > 0n ? WIN_X100 : 0n);
    histories.add(history, markOf(scene, { stake, win }));
    return html(
      reply,
      200,
      renderHub88Page({
        ...page,
        history: histories.list(history),
        round: { round: round.round, scene, stake, win },
        ...balance,
      }),
    );
  });
}

/**
 * A development simulator of Hub88's side, under /sandbox-vendor/hub88: its Games API (game/list
 * for the catalog import, game/url for the launch), verifying the merchant's signature on each, and
 * a game that plays each spin as a round against the merchant's Wallet API endpoints over HTTP,
 * signed with the simulator's key, exactly as Hub88 calls them. It knows a merchant by the
 * operator id and uses that merchant's stored connection. Never registered in production.
 */
export async function hub88SimulatorRoutes(app: FastifyInstance, opts: Opts) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, String(body));
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  gamesApiRoutes(app, opts);
  gameRoutes(app, opts);
}
