import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../../brand/index.ts';
import { hub88Caller } from '../../sandbox-vendor/hub88-sim.client.ts';
import { HUB88_SIM_PUBLIC_PEM } from '../../sandbox-vendor/hub88-sim.key.ts';
import { type Hub88Player, hub88Rounds, newUuid } from '../../sandbox-vendor/hub88-sim.rounds.ts';
import { burst, twice, vendorTestKit } from '../vendor-protocol.test-kit.ts';
import { hub88StakeToMinor, minorToHub88, splitHub88 } from './hub88.amount.ts';
import { postSigned } from './hub88.post.ts';
import { hub88Secret, parseHub88Keys, signHub88, verifyHub88 } from './hub88.signature.ts';

const GAME = 'sbx_lanternfortune';
const OPERATOR_ID = '4242';
const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

describe('Hub88 signatures and amounts', () => {
  it('signs the exact body with RSA-SHA256 in base64 and verifies only that body and key', () => {
    const pair = pem();
    const keys = parseHub88Keys(hub88Secret(pair.privateKey, pair.publicKey));
    if (!keys) throw new Error('keys did not parse');
    const body = '{"user":"000012","request_uuid":"a"}';
    const signature = signHub88(body, keys.operatorKey);
    expect(Buffer.from(signature, 'base64').length).toBe(256);
    expect(verifyHub88(body, signature, keys.hub88Key)).toBe(true);
    expect(verifyHub88(`${body} `, signature, keys.hub88Key)).toBe(false);
    expect(verifyHub88(body, undefined, keys.hub88Key)).toBe(false);
    expect(
      verifyHub88(
        body,
        signature,
        parseHub88Keys(hub88Secret(pem().privateKey, pem().publicKey))?.hub88Key ?? keys.operatorKey,
      ),
    ).toBe(false);
    expect(parseHub88Keys(pair.privateKey)).toBeNull();
    expect(parseHub88Keys('not a key at all, really')).toBeNull();
  });

  it('reads Hub88 integers (1/100000) into minor units and writes them back', () => {
    expect(hub88StakeToMinor(356_000)).toBe(356n);
    expect(minorToHub88(356n)).toBe(356_000);
    expect(() => hub88StakeToMinor(356_001)).toThrow();
    expect(splitHub88(356_999)).toEqual({ minor: 356n, exact: false });
    expect(splitHub88(356_000)).toEqual({ minor: 356n, exact: true });
    expect(() => minorToHub88(BigInt(Number.MAX_SAFE_INTEGER))).toThrow();
  });
});

describe.each(dbKinds)('Hub88 Wallet API on %s', (kind) => {
  let base: string;
  let player: Hub88Player;
  const operator = pem();
  const secret = hub88Secret(operator.privateKey, HUB88_SIM_PUBLIC_PEM);
  const vendor = vendorTestKit('HUB88', { login: OPERATOR_ID, providerId: 'demo-brand', secret });
  const { connection, wallet: kit, bo, transfers } = vendor;
  const caller = hub88Caller({ baseUrl: () => base, connection: async () => connection });
  const rounds = hub88Rounds(caller, GAME);
  const units = (minor: bigint) => minorToHub88(minor);

  /** Launches a Hub88 game for demo01: the simulator's game address and the launch it carries. */
  async function launchGame(language?: string) {
    const url = await vendor.launch(GAME, language);
    const q = url.searchParams;
    return {
      url,
      player: {
        token: q.get('token') ?? '',
        user: q.get('user') ?? '',
        currency: q.get('currency') ?? '',
      },
    };
  }

  beforeAll(async () => {
    ({ base } = await vendor.start(kind));
    player = (await launchGame()).player;
    expect((await rounds.open(player)).status).toBe('RS_OK');
  });
  afterAll(() => vendor.stop());

  it('refuses a bad or missing signature with RS_ERROR_INVALID_SIGNATURE and changes nothing', async () => {
    const before = await kit.cash();
    const uuid = newUuid();
    const body = { request_uuid: randomUUID(), ...rounds.betBody(player, newUuid(), uuid, 500_000) };
    const url = `${base}/vendors/hub88/${DEMO_MERCHANT_CODE}/transaction/bet`;
    const forged = await postSigned(
      url,
      body,
      parseHub88Keys(hub88Secret(pem().privateKey, pem().publicKey))!.operatorKey,
    );
    expect(forged.json).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      request_uuid: body.request_uuid,
    });
    // A body changed after signing breaks the signature too.
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': forged.signature ?? '' },
      body: JSON.stringify({ ...body, amount: 50_000_000 }),
    });
    expect(await res.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(await unsigned.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await kit.cash()).toBe(before);
    expect(await transfers(uuid)).toBe(0);
    // An unknown merchant has no key to check against.
    const other = await hub88Caller({
      baseUrl: () => base,
      connection: async () => ({ ...connection, merchantCode: 'nobody' }),
    }).call('/user/balance', { user: player.user, token: player.token, game_code: GAME });
    expect(other.status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  it('answers user info and the ledger balance, signed with the merchant key', async () => {
    const cash = await kit.cash();
    const balance = await caller.call('/user/balance', {
      user: player.user,
      token: player.token,
      game_code: GAME,
    });
    expect(balance).toMatchObject({
      status: 'RS_OK',
      user: player.user,
      currency: 'VND',
      balance: units(cash),
      signed: true,
    });
    const info = await caller.call('/user/info', { user: player.user });
    expect(info).toMatchObject({
      status: 'RS_OK',
      user: player.user,
      sub_partner_id: 'demo-brand',
      signed: true,
    });
    const unknown = await caller.call('/user/balance', {
      user: player.user,
      token: 'made-up-token',
      game_code: GAME,
    });
    expect(unknown.status).toBe('RS_ERROR_INVALID_TOKEN');
    const otherUser = await caller.call('/user/balance', {
      user: '999999999',
      token: player.token,
      game_code: GAME,
    });
    expect(otherUser.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('plays a round: bet debits, win credits and closes the round, against the ledger', async () => {
    const before = await kit.cash();
    const round = await rounds.play(player, 1_250_000, 3_000_000);
    expect(round.bet).toMatchObject({ status: 'RS_OK', balance: units(before - 1250n), currency: 'VND' });
    expect(round.win).toMatchObject({ status: 'RS_OK', balance: units(before + 1750n) });
    expect(await kit.cash()).toBe(before + 1750n);
    expect(await vendor.roundRow(round.round)).toEqual({ stake: 1250n, win: 3000n, status: 'settled' });
  });

  it('answers a duplicate with the same answer and moves money once; other data is a duplicate transaction', async () => {
    const before = await kit.cash();
    const r = await rounds.playTwice(player, 300_000, 100_000);
    expect(r.bets.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    expect(r.bets[1]?.balance).toBe(r.bets[0]?.balance);
    expect(r.wins[1]?.balance).toBe(r.wins[0]?.balance);
    expect(await kit.cash()).toBe(before - 200n);
    const uuid = newUuid();
    const bet = rounds.betBody(player, newUuid(), uuid, 100_000);
    expect((await caller.call('/transaction/bet', bet)).status).toBe('RS_OK');
    const changed = await caller.call('/transaction/bet', { ...bet, amount: 200_000 });
    expect(changed.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await transfers(uuid)).toBe(1);
  });

  it('takes 50 identical bets sent at once as one debit', async () => {
    const before = await kit.cash();
    const uuid = newUuid();
    const bet = rounds.betBody(player, newUuid(), uuid, 700_000);
    const answers = await burst(50, () => caller.call('/transaction/bet', bet));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set(['RS_OK']));
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set([units(before - 700n)]));
    expect(await transfers(uuid)).toBe(1);
    expect(await kit.cash()).toBe(before - 700n);
  });

  it('rolls a bet back once, however often the rollback comes, and refuses its win afterwards', async () => {
    const before = await kit.cash();
    const round = newUuid();
    const betUuid = newUuid();
    expect(
      (await caller.call('/transaction/bet', rounds.betBody(player, round, betUuid, 900_000))).status,
    ).toBe('RS_OK');
    const body = rounds.rollbackBody(player, round, newUuid(), betUuid);
    const rollbacks = await twice(() => caller.call('/transaction/rollback', body));
    expect(rollbacks.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    expect(rollbacks.map((a) => a.balance)).toEqual([units(before), units(before)]);
    const win = await caller.call(
      '/transaction/win',
      rounds.winBody(player, round, newUuid(), betUuid, 1_800_000),
    );
    expect(win.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await kit.cash()).toBe(before);
  });

  it('answers a rollback of an unknown bet RS_OK, moving nothing, and refuses that bet later', async () => {
    const before = await kit.cash();
    const round = newUuid();
    const betUuid = newUuid();
    const rollback = await caller.call(
      '/transaction/rollback',
      rounds.rollbackBody(player, round, newUuid(), betUuid),
    );
    expect(rollback).toMatchObject({ status: 'RS_OK', balance: units(before) });
    const late = await caller.call('/transaction/bet', rounds.betBody(player, round, betUuid, 400_000));
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await kit.cash()).toBe(before);
    expect(await transfers(betUuid)).toBe(0);
  });

  it('refuses a win naming a bet that never came with RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
    const before = await kit.cash();
    const win = await caller.call(
      '/transaction/win',
      rounds.winBody(player, newUuid(), newUuid(), newUuid(), 500_000),
    );
    expect(win.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await kit.cash()).toBe(before);
  });

  it('rolls back a bet whose answer timed out, whether or not it was booked', async () => {
    const before = await kit.cash();
    // 1 ms: the answer is given up on; the bet may land before or after the rollback.
    const r = await rounds.timedOutBet(player, 600_000, 1);
    expect(r.rollbacks.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    await expect.poll(() => kit.cash()).toBe(before);
    // Once rolled back, the bet cannot land any more.
    const again = await caller.call('/transaction/bet', rounds.betBody(player, r.round, r.betUuid, 600_000));
    expect(['RS_ERROR_TRANSACTION_ROLLED_BACK', 'RS_OK']).toContain(again.status);
    expect(await kit.cash()).toBe(before);
  });

  it('answers insufficient funds with the balance, and a wrong currency or game with their statuses', async () => {
    const cash = await kit.cash();
    const bet = await caller.call(
      '/transaction/bet',
      rounds.betBody(player, newUuid(), newUuid(), units(cash + 100n)),
    );
    expect(bet).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: units(cash), currency: 'VND' });
    const usd = await caller.call('/transaction/bet', {
      ...rounds.betBody(player, newUuid(), newUuid(), 100_000),
      currency: 'USD',
    });
    expect(usd.status).toBe('RS_ERROR_WRONG_CURRENCY');
    const game = await caller.call('/transaction/bet', {
      ...rounds.betBody(player, newUuid(), newUuid(), 100_000),
      game_code: 'nope',
    });
    expect(game.status).toBe('RS_ERROR_INVALID_GAME');
    const fine = await caller.call('/transaction/bet', rounds.betBody(player, newUuid(), newUuid(), 100_001));
    expect(fine.status).toBe('RS_ERROR_UNKNOWN');
    const typed = await caller.call('/transaction/bet', {
      ...rounds.betBody(player, newUuid(), newUuid(), 100_000),
      amount: '1000',
    });
    expect(typed.status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await kit.cash()).toBe(cash);
  });

  it('refuses bets of a disabled player with RS_ERROR_USER_DISABLED', async () => {
    const before = await kit.cash();
    await vendor.whileLocked(BigInt(player.user), async () => {
      const bet = await caller.call(
        '/transaction/bet',
        rounds.betBody(player, newUuid(), newUuid(), 100_000),
      );
      expect(bet.status).toBe('RS_ERROR_USER_DISABLED');
    });
    expect(await kit.cash()).toBe(before);
  });

  it('keeps the keys out of answers and the audit log, and refuses keys that do not parse', async () => {
    const get = await bo('GET', '/bo/api/vendors/HUB88/credentials');
    expect(get.json().value).toMatchObject({ login: OPERATOR_ID, secretSet: true, enabled: true });
    expect(get.body).not.toContain('PRIVATE KEY');
    const bad = await bo('PUT', '/bo/api/vendors/HUB88/credentials', {
      login: OPERATOR_ID,
      providerId: 'demo-brand',
      secret: operator.privateKey,
      enabled: true,
    });
    expect(bad.json().code).toBe('VENDOR_KEYS_INVALID');
    const notNumber = await bo('PUT', '/bo/api/vendors/HUB88/credentials', {
      login: 'op',
      providerId: 'demo-brand',
      enabled: true,
    });
    expect(notNumber.json().code).toBe('VENDOR_KEYS_INVALID');
    await vendor.expectKeptOut('PRIVATE KEY');
  });

  it('turns a disabled connection away: calls answered RS_ERROR_INVALID_PARTNER, games not listed', async () => {
    await vendor.whileDisabled(async () => {
      const call = await caller.call('/user/balance', {
        user: player.user,
        token: player.token,
        game_code: GAME,
      });
      expect(call.status).toBe('RS_ERROR_INVALID_PARTNER');
      expect((await bo('POST', '/bo/api/vendors/HUB88/import-games', {})).json().code).toBe(
        'VENDOR_DISABLED',
      );
    });
  });

  it('imports the game list idempotently from the signed game/list call', async () => {
    await vendor.expectImportsIdempotently(4);
  });

  it('opens the game through game/url in the simulator and plays a spin through the protocol', async () => {
    const { url } = await launchGame();
    expect(url.pathname).toBe('/sandbox-vendor/hub88/game');
    expect(url.searchParams.get('game_code')).toBe(GAME);
    expect(url.searchParams.get('operator_id')).toBe(OPERATOR_ID);
    const page = await fetch(`${base}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Lantern Fortune');
    expect(html).toContain('data-screen="slot"');
    expect(html.match(/class="reel"/g)).toHaveLength(5);
    const cashBefore = await kit.cash();
    const roundsBefore = await vendor.roundCount();
    const spun = await vendor.postForm(base, '/sandbox-vendor/hub88/spin', {
      ...Object.fromEntries(url.searchParams),
      stake: '1.00',
    });
    expect(spun).toMatch(/Round [0-9a-f-]+/);
    expect(await vendor.roundCount()).toBe(roundsBefore + 1);
    await vendor.expectSpinSettled(spun, cashBefore);
  });

  it('shows the game in the language the lobby opened it in', async () => {
    const { url } = await launchGame('PT');
    expect(url.searchParams.get('lang')).toBe('pt');
    const html = await (await fetch(`${base}${url.pathname}${url.search}`)).text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('Girar');
  });
});
