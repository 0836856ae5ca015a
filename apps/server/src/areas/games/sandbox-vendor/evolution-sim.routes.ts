import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { basicAuth } from '../vendors/evolution/evolution.catalog.ts';
import { EVOLUTION_SIMULATOR_PATH } from '../vendors/evolution/evolution.launch.ts';
import { EVOLUTION } from '../vendors/evolution/evolution.wallet.ts';
import { decimalToMinor } from '../vendors/vendor-amount.ts';
import type { VendorConnection, VendorCredentialsService } from '../vendors/vendor-credentials.service.ts';
import { evolutionCaller } from './evolution-sim.client.ts';
import { renderRoundPage, renderTablePage } from './evolution-sim.page.ts';
import { evolutionRounds } from './evolution-sim.rounds.ts';
import { drawRound, EVOLUTION_SIM_TABLES, payout, roundBook, simTable } from './evolution-sim.tables.ts';
import { historyBook, historyKey, markOf } from './screens/history.ts';
import { screenLanguage, translator } from './screens/screen-language.ts';

const P = EVOLUTION_SIMULATOR_PATH;

const httpUrl = z
  .string()
  .max(300)
  .regex(/^https?:\/\//);
const uaBody = z.looseObject({
  uuid: z.string().min(1).max(64),
  player: z.looseObject({
    id: z.string().min(1).max(64),
    currency: z.string().regex(/^[A-Z]{3}$/),
    language: z.string().max(8).optional(),
    session: z.looseObject({ id: z.string().min(1).max(200) }),
  }),
  config: z.looseObject({
    game: z.looseObject({ table: z.looseObject({ id: z.string().min(1).max(64) }) }),
    urls: z.looseObject({ lobby: httpUrl }).optional(),
  }),
});
/** What the simulator's entry carries: in Evolution's own entry this lives in its session. */
const entryParams = z.object({
  sid: z.string().min(1).max(200),
  userId: z.string().min(1).max(64),
  table: z.string().min(1).max(64),
  casinoKey: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lobby: httpUrl,
  lang: z.string().max(8).optional(),
});
type EntryParams = z.output<typeof entryParams>;
const playForm = z.object({
  params: z.string().max(2000),
  choice: z.string().max(32),
  stake: z.string().max(32),
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};
const encodeParams = (p: EntryParams) => Buffer.from(JSON.stringify(p), 'utf8').toString('base64url');
function decodeParams(text: string): EntryParams | null {
  try {
    const parsed = entryParams.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Opts = { credentials: VendorCredentialsService; baseUrl: () => string };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** Each table's road: the results of every round played at it. */
const roadOf = (tableId: string, sid: string) => {
  const table = simTable(tableId);
  return historyKey(table?.gameType ?? 'baccarat', `EVOLUTION:${tableId}`, sid);
};

/** The calls the platform makes to Evolution: user authentication (the launch) and the lobby state. */
function apiRoutes(app: FastifyInstance, opts: Opts) {
  /** The merchant's connection if the casino key and API token are its own. */
  async function authorised(casinoKey: string, apiToken: string): Promise<VendorConnection | undefined> {
    const c = await opts.credentials.connectionByLogin(EVOLUTION, casinoKey);
    return c?.apiToken && same(apiToken, c.apiToken) ? c : undefined;
  }

  app.post(`${P}/ua/v1/:casinoKey/:apiToken`, async (req, reply) => {
    const { casinoKey, apiToken } = req.params as { casinoKey: string; apiToken: string };
    if (!(await authorised(casinoKey, apiToken)))
      return reply.status(401).send({ errors: [{ code: 'G.0' }] });
    const body = uaBody.safeParse(req.body);
    if (!body.success || !simTable(body.data.config.game.table.id))
      return reply.status(400).send({ errors: [{ code: 'G.1' }] });
    const b = body.data;
    const params = encodeParams({
      sid: b.player.session.id,
      userId: b.player.id,
      table: b.config.game.table.id,
      casinoKey,
      currency: b.player.currency,
      lobby: b.config.urls?.lobby ?? 'http://localhost/',
      ...(b.player.language ? { lang: b.player.language } : {}),
    });
    const entry = `${P}/entry?params=${params}`;
    return { entry, entryEmbedded: `${entry}&embedded=1` };
  });

  app.get(`${P}/api/lobby/v1/:casinoKey/state`, async (req, reply) => {
    const { casinoKey } = req.params as { casinoKey: string };
    const c = await opts.credentials.connectionByLogin(EVOLUTION, casinoKey);
    if (!c?.apiToken || !same(req.headers.authorization ?? '', basicAuth(casinoKey, c.apiToken)))
      return reply.status(401).send({ errors: [{ code: 'unauthorized' }] });
    const tables = Object.fromEntries(
      EVOLUTION_SIM_TABLES.map((t) => [t.id, { name: t.name, gameType: t.gameType, open: true, players: 0 }]),
    );
    return { tables };
  });
}

interface Tables {
  book: ReturnType<typeof roundBook>;
  roads: ReturnType<typeof historyBook>;
  callerFor: (casinoKey: string) => ReturnType<typeof evolutionCaller>;
}

/** A bet at a table: played as a round against the merchant's wallet, then the table again. */
async function playAtTable(t: Tables, req: FastifyRequest, reply: FastifyReply) {
  const { book, roads, callerFor } = t;
  const form = playForm.safeParse(req.body);
  const p = form.success ? decodeParams(form.data.params) : null;
  const table = p ? simTable(p.table) : undefined;
  if (!form.success || !p || !table) return html(reply, 400, '<p>This bet is not valid.</p>');
  const road = roadOf(table.id, p.sid);
  const page = {
    table,
    params: form.data.params,
    lobbyUrl: p.lobby,
    lang: p.lang,
    currency: p.currency,
    stake: form.data.stake,
    choice: form.data.choice,
    history: roads.list(road),
  };
  const stake = decimalToMinor(form.data.stake);
  if (stake === null || stake <= 0n || table.spots[form.data.choice] === undefined) {
    const t = translator(screenLanguage(p.lang));
    return html(reply, 400, renderTablePage({ ...page, message: t('error.pickSpot') }));
  }
  const rounds = evolutionRounds(callerFor(p.casinoKey), table);
  const opened = await rounds.open(p);
  if (opened.check.status !== 'OK')
    return html(reply, 401, renderTablePage({ ...page, message: opened.check.status }));
  const { outcome, scene } = drawRound(table);
  const win = payout(table, form.data.choice, outcome, stake);
  const round = await rounds.play(p, stake, win);
  if (round.debit.status !== 'OK')
    return html(
      reply,
      200,
      renderTablePage({ ...page, message: round.debit.status, balance: round.debit.balance }),
    );
  book.keep({
    gameId: round.gameId,
    tableId: table.id,
    spot: form.data.choice,
    outcome,
    stake,
    win,
    currency: p.currency,
    at: new Date(),
  });
  roads.add(road, markOf(scene, { stake, win }));
  const balance = round.credit?.balance ?? round.debit.balance;
  return html(
    reply,
    200,
    renderTablePage({
      ...page,
      history: roads.list(road),
      result: { gameId: round.gameId, scene, stake, win },
      ...(balance === undefined ? {} : { balance }),
    }),
  );
}

/** The player's side: a live table per entry, its bets, and each round's detail page. */
function tableRoutes(app: FastifyInstance, opts: Opts) {
  const connectionOf = async (casinoKey: string) => {
    const c = await opts.credentials.connectionByLogin(EVOLUTION, casinoKey);
    if (!c) throw new Error(`no enabled Evolution connection has the casino key ${casinoKey}`);
    return c;
  };
  const t: Tables = {
    book: roundBook(),
    roads: historyBook(),
    callerFor: (casinoKey: string) =>
      evolutionCaller({ baseUrl: opts.baseUrl, connection: () => connectionOf(casinoKey) }),
  };
  const { roads, callerFor } = t;

  app.get(`${P}/entry`, async (req, reply) => {
    const p = decodeParams(String((req.query as { params?: string }).params ?? ''));
    const table = p ? simTable(p.table) : undefined;
    if (!p || !table) return html(reply, 400, '<p>This table link is not valid.</p>');
    const opened = await evolutionRounds(callerFor(p.casinoKey), table).open(p);
    const page = {
      table,
      params: encodeParams(p),
      lobbyUrl: p.lobby,
      lang: p.lang,
      currency: p.currency,
      stake: '100.00',
      history: roads.list(roadOf(table.id, p.sid)),
    };
    if (!opened.balance || opened.balance.status !== 'OK')
      return html(reply, 401, renderTablePage({ ...page, message: opened.check.status }));
    return html(reply, 200, renderTablePage({ ...page, balance: opened.balance.balance ?? 0 }));
  });

  app.post(`${P}/play`, (req, reply) => playAtTable(t, req, reply));

  app.get(`${P}/rounds/:gameId`, async (req, reply) => {
    const { gameId } = req.params as { gameId: string };
    const round = t.book.get(gameId);
    return html(
      reply,
      round ? 200 : 404,
      renderRoundPage(round, round ? simTable(round.tableId) : undefined),
    );
  });
}

/**
 * A development simulator of Evolution's side, under /sandbox-vendor/evolution: its user
 * authentication call (the game launch), its lobby state call (the game list), a live table per
 * entry that plays each bet as a round against the merchant's One Wallet endpoints over HTTP,
 * exactly as Evolution calls them, and each round's detail page. It knows a merchant by the casino
 * key and uses that merchant's stored connection. Never registered in production.
 */
export async function evolutionSimulatorRoutes(app: FastifyInstance, opts: Opts) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  apiRoutes(app, opts);
  tableRoutes(app, opts);
}
