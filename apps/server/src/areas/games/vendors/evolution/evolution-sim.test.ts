import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../../db/select-where.ts';
import type { TestContext } from '../../../../test/test-app.ts';
import { dbKinds } from '../../../../test/test-db.ts';
import { evolutionCaller } from '../../sandbox-vendor/evolution-sim.client.ts';
import { type EvoPlayer, evolutionRounds } from '../../sandbox-vendor/evolution-sim.rounds.ts';
import {
  EVOLUTION_SIM_BRAND,
  EVOLUTION_SIM_CASINO_KEY,
  EVOLUTION_SIM_TABLES,
} from '../../sandbox-vendor/evolution-sim.tables.ts';
import { vendorTestKit } from '../vendor-protocol.test-kit.ts';

const AUTH_TOKEN = 'evolution-wallet-token-0123456789';
const API_TOKEN = 'evolution-api-token-0123456789ab';
const BACCARAT = EVOLUTION_SIM_TABLES[0] as (typeof EVOLUTION_SIM_TABLES)[number];

describe.each(dbKinds)('Evolution end to end against its simulator on %s', (kind) => {
  let t: TestContext;
  let base: string;
  let player: EvoPlayer;
  const vendor = vendorTestKit('EVOLUTION', {
    login: EVOLUTION_SIM_CASINO_KEY,
    providerId: EVOLUTION_SIM_BRAND,
    secret: AUTH_TOKEN,
    apiToken: API_TOKEN,
  });
  const { connection, wallet: kit, transfers } = vendor;
  const rounds = evolutionRounds(
    evolutionCaller({ baseUrl: () => base, connection: async () => connection }),
    BACCARAT,
  );

  /** Launches the table from the lobby: the entry URL Evolution's user authentication answered. */
  const launch = () => vendor.launch(BACCARAT.id);
  const entryOf = (url: URL) =>
    JSON.parse(Buffer.from(url.searchParams.get('params') ?? '', 'base64url').toString('utf8')) as EvoPlayer;

  beforeAll(async () => {
    const started = await vendor.start(kind);
    ({ t, base } = started);
    const { set } = started;
    expect(set.json().value).toMatchObject({ secretSet: true, apiTokenSet: true, enabled: true });
    expect(set.body).not.toContain(AUTH_TOKEN);
    expect(set.body).not.toContain(API_TOKEN);
    const e = entryOf(await launch());
    player = { sid: e.sid, userId: e.userId, currency: e.currency };
  });
  afterAll(() => vendor.stop());

  it('launches through the user authentication call and plays a live round on the table page', async () => {
    const url = await launch();
    expect(url.pathname).toBe('/sandbox-vendor/evolution/entry');
    const page = await fetch(`${base}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(BACCARAT.name);
    // The live table: both hands face down, the bet spots, the table's road.
    expect(html).toContain('data-screen="baccarat"');
    expect(html).toMatch(/data-testid="balance">[\d,]+\.\d\d VND</);
    for (const id of ['hand-player', 'hand-banker', 'picks', 'history'])
      expect(html).toContain(`data-testid="${id}"`);
    const params = /name="params" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const before = await kit.cash();
    const result = await vendor.postForm(base, '/sandbox-vendor/evolution/play', {
      params,
      choice: 'Banker',
      stake: '10.00',
    });
    expect(result).toContain('data-testid="result"');
    const after = await kit.cash();
    // The Banker bet lost its stake, came back on a tie, or won 1.95 times it: as the cards show.
    const total = (side: string) =>
      Number(new RegExp(`data-testid="hand-${side}" data-total="(\\d)"`).exec(result)?.[1]);
    const [player, banker] = [total('player'), total('banker')];
    expect(after).toBe(banker > player ? before + 950n : banker === player ? before : before - 1000n);
    expect(result).toMatch(
      /class="road" data-testid="history-marks"><li class="bead tone-(player|banker|tie)">/,
    );
    const gameId = /rounds\/([0-9a-f]+)"/.exec(result)?.[1] ?? '';
    const detail = await fetch(`${base}/sandbox-vendor/evolution/rounds/${gameId}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('data-testid="outcome"');
  });

  it('refuses a user authentication with a wrong API token and a lobby state without credentials', async () => {
    const ua = await fetch(`${base}/sandbox-vendor/evolution/ua/v1/${EVOLUTION_SIM_CASINO_KEY}/wrong-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ua.status).toBe(401);
    const state = await fetch(
      `${base}/sandbox-vendor/evolution/api/lobby/v1/${EVOLUTION_SIM_CASINO_KEY}/state`,
    );
    expect(state.status).toBe(401);
  });

  it('plays rounds through One Wallet with the answered balance equal to the ledger', async () => {
    for (const [stake, win] of [
      [500n, 0n],
      [500n, 1000n],
      [700n, 700n],
    ] as const) {
      const before = await kit.cash();
      const r = await rounds.play(player, stake, win);
      expect(r.debit.status).toBe('OK');
      expect(r.credit?.status).toBe('OK');
      expect(await kit.cash()).toBe(before - stake + win);
      expect(BigInt(Math.round((r.credit?.balance ?? 0) * 100))).toBe(await kit.cash());
    }
  });

  it('takes every call of a round twice as once', async () => {
    const before = await kit.cash();
    const r = await rounds.playTwice(player, 300n, 600n);
    expect(r.debits.map((a) => a.status)).toEqual(['OK', 'BET_ALREADY_EXIST']);
    expect(r.credits.map((a) => a.status)).toEqual(['OK', 'BET_ALREADY_SETTLED']);
    expect(await kit.cash()).toBe(before + 300n);
  });

  it('takes a burst of 50 identical debits as one', async () => {
    const before = await kit.cash();
    const r = await rounds.burst(player, 400n, 0n, 50);
    expect(r.debits.some((a) => a.status === 'OK')).toBe(true);
    expect(r.debits.every((a) => a.status === 'OK' || a.status === 'BET_ALREADY_EXIST')).toBe(true);
    expect(r.credit.status).toBe('OK');
    expect(await kit.cash()).toBe(before - 400n);
    // One ledger transfer under the bet's id, however many debits came.
    expect(await transfers(r.refId)).toBe(1);
  });

  it('cancels a timed-out debit once and refuses the credit after the cancel', async () => {
    const before = await kit.cash();
    const r = await rounds.timedOutDebit(player, 800n, 1600n);
    expect(r.debit.status).toBe('OK');
    expect(r.cancels.map((a) => a.status)).toEqual(['OK', 'BET_ALREADY_SETTLED']);
    expect(r.lateCredit.status).toBe('BET_ALREADY_SETTLED');
    expect(await kit.cash()).toBe(before);
  });

  it('refuses a debit that arrives after its cancel, moving nothing', async () => {
    const before = await kit.cash();
    const r = await rounds.cancelBeforeDebit(player, 900n);
    expect(r.cancel.status).toBe('BET_DOES_NOT_EXIST');
    expect(r.lateDebit.status).toBe('FINAL_ERROR_ACTION_FAILED');
    expect(await kit.cash()).toBe(before);
  });

  it('imports the live tables idempotently from the lobby state call', async () => {
    await vendor.expectImportsIdempotently(3);
    const live = await selectWhere(t.database.db, 'games', { vendor_code: 'EVOLUTION' })
      .select(['code', 'game_type', 'classify'])
      .execute();
    expect(live.map((g) => g.classify).sort()).toEqual(['BACCARAT', 'DRAGONTIGER', 'ROULETTE']);
    expect(live.every((g) => g.game_type === 'LIVE')).toBe(true);
  });

  it('turns a disabled connection away: wallet calls refused, tables not launched', async () => {
    const off = await vendor.setEnabled(false);
    expect(off.statusCode).toBe(200);
    try {
      expect(off.json().value).toMatchObject({ secretSet: true, apiTokenSet: true, enabled: false });
      const r = await rounds.play(player, 100n, 0n);
      expect(r.debit.status).toBe('INVALID_TOKEN_ID');
      const res = await kit.launch(await kit.login(), {
        gameId: await kit.gameId('EVOLUTION', BACCARAT.id),
        vassalage: 'EVOLUTION',
      });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await vendor.setEnabled(true);
    }
  });
});
