import { beforeAll, describe, expect, it } from 'vitest';
import { signInOn } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import {
  EVOLUTION_SIM_BRAND,
  EVOLUTION_SIM_CASINO_KEY,
  EVOLUTION_SIM_TABLES,
} from '../sandbox-vendor/evolution-sim.tables.ts';
import { pragmaticCaller } from '../sandbox-vendor/pragmatic-sim.client.ts';
import { pragmaticRounds } from '../sandbox-vendor/pragmatic-sim.rounds.ts';
import { walletKit } from '../seamless/test-kit.ts';
import type { VendorConnection } from '../vendors/vendor-credentials.service.ts';

const PP_SECRET = 'test-pragmatic-secret-0123456789';
const PP_LOGIN = 'demo_sim';
const PP_PROVIDER = 'PragmaticPlay';
const PP_GAME = 'vs20fruitsw';
const EVO_TOKEN = 'evolution-wallet-token-0123456789';
const EVO_API_TOKEN = 'evolution-api-token-0123456789ab';
const BACCARAT = EVOLUTION_SIM_TABLES[0] as (typeof EVOLUTION_SIM_TABLES)[number];

interface Row {
  id: string;
  roundId: string;
  vassalage: string;
  gameName: string;
  roundDetail: boolean;
}

describe.each(dbKinds)('round detail links from the betting record on %s', (kind) => {
  const t = suiteApp(kind);
  let base: string;
  let member: string;
  const kit = walletKit(() => t);

  const bo = (method: 'PUT', url: string, payload: object, token: string) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload,
    });
  const form = (url: string, body: Record<string, string>) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const record = async (language = 'EN'): Promise<Row[]> => {
    const res = await kit.inject('POST', '/wps/relay/personalHistoryCopy', {
      token: member,
      payload: { language, pageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.content;
  };
  const rowOf = async (roundId: string) => {
    const row = (await record()).find((r) => r.roundId === roundId);
    if (!row) throw new Error(`round ${roundId} is not in the record`);
    return row;
  };
  const detailLink = (id: string, token = member) =>
    kit.inject('POST', '/wps/relay/roundDetailLink', { token, payload: { id } });

  /** Launches a game for the member and answers the game URL the launch gave. */
  async function launch(vendor: string, code: string): Promise<URL> {
    const res = await kit.launch(member, { gameId: await kit.gameId(vendor, code), vassalage: vendor });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().value.game_url as string);
  }

  /** A spin in the Pragmatic simulator's game page; answers the round id it played. */
  async function pragmaticSpin(): Promise<string> {
    const key = new URLSearchParams((await launch('PRAGMATIC', PP_GAME)).searchParams.get('key') ?? '');
    const spin = await form('/sandbox-vendor/pragmatic/gs2c/spin', {
      token: key.get('token') ?? '',
      symbol: PP_GAME,
      stylename: PP_LOGIN,
      lobbyUrl: key.get('lobbyUrl') ?? '',
      stake: '1.00',
    });
    const html = await spin.text();
    const roundId = /Round (\d+)/.exec(html)?.[1];
    if (!roundId) throw new Error(`no round played: ${html.slice(-300)}`);
    return roundId;
  }

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const adminToken = (await signInOn(t.app, t.database.db, 'admin', 'Admin@1234')).token;
    const pp = await bo(
      'PUT',
      '/bo/api/vendors/PRAGMATIC/credentials',
      { login: PP_LOGIN, providerId: PP_PROVIDER, secret: PP_SECRET, enabled: true },
      adminToken,
    );
    expect(pp.statusCode).toBe(200);
    const evo = await bo(
      'PUT',
      '/bo/api/vendors/EVOLUTION/credentials',
      {
        login: EVOLUTION_SIM_CASINO_KEY,
        providerId: EVOLUTION_SIM_BRAND,
        secret: EVO_TOKEN,
        apiToken: EVO_API_TOKEN,
        enabled: true,
      },
      adminToken,
    );
    expect(evo.statusCode).toBe(200);
    member = await kit.login();
  });

  it('links an own Pragmatic round to the simulator detail page of that round', async () => {
    const roundId = await pragmaticSpin();
    const row = await rowOf(roundId);
    expect(row).toMatchObject({ vassalage: 'PRAGMATIC', gameName: 'Sweet Bonanza', roundDetail: true });
    const res = await detailLink(row.id);
    expect(res.statusCode, res.body).toBe(200);
    // The link goes through the address the member reached the site by.
    const url = new URL(res.json().value.url as string);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe(`/sandbox-vendor/pragmatic/gs2c/history/${roundId}`);
    const page = await fetch(`${base}${url.pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<span data-testid="round">${roundId}</span>`);
    expect(html).toContain('Sweet Bonanza');
    expect(html).toContain('1.00');
  });

  it("refuses another member's round as if it did not exist", async () => {
    const row = await rowOf(await pragmaticSpin());
    const other = await kit.login('agent01', 'Agent@1234');
    const res = await detailLink(row.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('sandbox-vendor');
    expect((await detailLink('999999999')).statusCode).toBe(404);
    expect((await detailLink('L1')).statusCode).toBe(400);
    const visitor = await kit.inject('POST', '/wps/relay/roundDetailLink', { payload: { id: row.id } });
    expect(visitor.statusCode).toBe(401);
  });

  it('says the vendor is unavailable when Pragmatic refuses the history call', async () => {
    // A round the simulator's game did not play (its wallet calls sent directly): no history of it.
    const token = new URLSearchParams((await launch('PRAGMATIC', PP_GAME)).searchParams.get('key') ?? '').get(
      'token',
    );
    const connection: VendorConnection = {
      vendorCode: 'PRAGMATIC',
      merchantId: 0,
      merchantCode: 'demo',
      login: PP_LOGIN,
      providerId: PP_PROVIDER,
      secret: PP_SECRET,
      apiToken: null,
      apiUrl: null,
      launchUrl: null,
      enabled: true,
    };
    const rounds = pragmaticRounds(
      pragmaticCaller({ baseUrl: () => base, connection: async () => connection }),
      PP_GAME,
    );
    const opened = await rounds.open(token ?? '');
    expect(opened.error).toBe(0);
    const played = await rounds.play(opened.player as NonNullable<typeof opened.player>, '1.00', '0.00');
    expect(played.bet.error).toBe(0);
    const row = await rowOf(played.roundId);
    expect(row.roundDetail).toBe(true);
    const res = await detailLink(row.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('VENDOR_UNAVAILABLE');
  });

  it('links an own Evolution round to the simulator round page', async () => {
    const entry = await launch('EVOLUTION', BACCARAT.id);
    const table = await (await fetch(`${base}${entry.pathname}${entry.search}`)).text();
    const params = /name="params" value="([^"]+)"/.exec(table)?.[1] ?? '';
    const played = await form('/sandbox-vendor/evolution/play', { params, choice: 'Banker', stake: '10.00' });
    const gameId = /rounds\/([0-9a-f]+)"/.exec(await played.text())?.[1] ?? '';
    expect(gameId).not.toBe('');
    const row = await rowOf(gameId);
    expect(row).toMatchObject({ vassalage: 'EVOLUTION', roundDetail: true });
    const res = await detailLink(row.id);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.url as string);
    expect(url.pathname).toBe(`/sandbox-vendor/evolution/rounds/${gameId}`);
    const page = await fetch(`${base}${url.pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(gameId);
    expect(html).toContain('data-testid="outcome"');
  });

  it('flags rounds of a vendor without a detail page false and refuses their link', async () => {
    const wallet = await kit.walletToken(member);
    await kit.wallet(
      'bet',
      { token: wallet, currency: 'VND', transactionId: 'rd-bet', roundId: 'RD-1', amount: 100 },
      { vendor: 'SANDBOX' },
    );
    const row = await rowOf('RD-1');
    expect(row).toMatchObject({ vassalage: 'SANDBOX', roundDetail: false });
    expect((await detailLink(row.id)).statusCode).toBe(404);
  });

  it("names a third-party round's game in each language the catalog has a name for", async () => {
    const row = await rowOf('RD-1');
    const names = await t.database.db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_names as n', 'n.game_id', 'g.id')
      .select(['n.language', 'n.name', 'g.name as english'])
      .where('r.id', '=', BigInt(row.id))
      .execute();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      const shown = (await record(n.language)).find((r) => r.id === row.id);
      expect(shown?.gameName).toBe(n.name);
    }
    // A language without a name of its own shows the catalog's English name, never the code.
    const english = (await record('JA')).find((r) => r.id === row.id);
    expect(english?.gameName).toBe(names[0]?.english);
  });
});
