import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../../brand/index.ts';
import { type PpAnswer, pragmaticCaller } from '../../sandbox-vendor/pragmatic-sim.client.ts';
import {
  newReference,
  newRoundId,
  pragmaticRounds,
  type SimPlayer,
} from '../../sandbox-vendor/pragmatic-sim.rounds.ts';
import { decimalToMinor, minorToDecimal } from '../vendor-amount.ts';
import { burst, twice, vendorTestKit } from '../vendor-protocol.test-kit.ts';
import { pragmaticHash, signPragmatic } from './pragmatic.hash.ts';

const SECRET = 'test-pragmatic-secret-0123456789';
const LOGIN = 'demo_sim';
const PROVIDER = 'PragmaticPlay';
const GAME = 'vs20fruitsw';

describe('Pragmatic hash and amounts', () => {
  it('hashes the sorted parameters without hash, secret appended, as MD5 hex', () => {
    // md5("a=1&b=2&c=3SECRET") computed independently of the implementation's sorting.
    const want = createHash('md5').update('a=1&b=2&c=3SECRET').digest('hex');
    expect(pragmaticHash({ c: '3', a: '1', b: '2', hash: 'ignored' }, 'SECRET')).toBe(want);
    expect(signPragmatic({ b: '2', a: '1', c: '3' }, 'SECRET').hash).toBe(want);
  });

  it('reads decimal amounts into minor units without floats and writes them back exactly', () => {
    expect(decimalToMinor('10')).toBe(1000n);
    expect(decimalToMinor('0.1')).toBe(10n);
    expect(decimalToMinor('123456789012.34')).toBe(12345678901234n);
    for (const bad of ['', '-1', '1.234', '1e3', '1,000', 'abc']) expect(decimalToMinor(bad)).toBeNull();
    expect(JSON.stringify({ cash: minorToDecimal(12345678901234n) })).toBe('{"cash":123456789012.34}');
    expect(minorToDecimal(7n)).toBe(0.07);
  });
});

describe.each(dbKinds)('Pragmatic Play Seamless Wallet on %s', (kind) => {
  let base: string;
  let player: SimPlayer;
  const vendor = vendorTestKit('PRAGMATIC', { login: LOGIN, providerId: PROVIDER, secret: SECRET });
  const { connection, wallet: kit, bo, transfers } = vendor;
  const caller = pragmaticCaller({ baseUrl: () => base, connection: async () => connection });
  const rounds = pragmaticRounds(caller, GAME);
  const pp = (minor: bigint) => minorToDecimal(minor);
  /** A call posted as it stands, signed or not, to the demo brand's (or another's) endpoint. */
  const post = async (call: string, params: Record<string, string>, merchant = DEMO_MERCHANT_CODE) =>
    (await (
      await fetch(`${base}/vendors/pragmatic/${merchant}/${call}.html`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      })
    ).json()) as PpAnswer;

  /** Launches a Pragmatic game for demo01 and opens it in the simulator's place: the token from the URL. */
  async function launchToken(language?: string): Promise<{ url: URL; token: string }> {
    const url = await vendor.launch(GAME, language);
    const key = new URLSearchParams(url.searchParams.get('key') ?? '');
    return { url, token: key.get('token') as string };
  }

  beforeAll(async () => {
    ({ base } = await vendor.start(kind));
    const opened = await rounds.open((await launchToken()).token);
    expect(opened.error).toBe(0);
    player = opened.player as SimPlayer;
  });
  afterAll(() => vendor.stop());

  it('refuses a bad hash with 5 and changes nothing', async () => {
    const before = await kit.cash();
    const reference = newReference();
    const params = signPragmatic(
      { providerId: PROVIDER, ...rounds.betParams(player, newRoundId(), reference, '5.00') },
      'another-secret',
    );
    const res = await fetch(`${base}/vendors/pragmatic/${DEMO_MERCHANT_CODE}/bet.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: 5 });
    // A parameter changed after signing breaks the hash too.
    const good = signPragmatic(
      { providerId: PROVIDER, ...rounds.betParams(player, newRoundId(), reference, '5.00') },
      SECRET,
    );
    expect(await post('bet', { ...good, amount: '500.00' })).toMatchObject({ error: 5 });
    expect(await kit.cash()).toBe(before);
    expect(await transfers(reference)).toBe(0);
    // An unknown merchant has no secret to check against.
    const other = signPragmatic({ providerId: PROVIDER, userId: player.userId }, SECRET);
    expect(await post('balance', other, 'nobody')).toMatchObject({ error: 5 });
  });

  it('authenticates the launch token and answers the ledger balance', async () => {
    const cash = await kit.cash();
    const auth = await caller.call('authenticate', { token: player.token });
    expect(auth).toMatchObject({
      error: 0,
      userId: player.userId,
      currency: 'VND',
      cash: pp(cash),
      bonus: 0,
    });
    expect(await caller.call('balance', { userId: player.userId })).toMatchObject({
      error: 0,
      cash: pp(cash),
    });
    const perGame = await caller.call('GetBalancePerGame', {
      userId: player.userId,
      gameIdList: `${GAME},vs25wolfgold`,
    });
    expect(perGame).toMatchObject({
      error: 0,
      gamesBalances: [
        { gameID: GAME, cash: pp(cash), bonus: 0 },
        { gameID: 'vs25wolfgold', cash: pp(cash), bonus: 0 },
      ],
    });
    expect((await caller.call('authenticate', { token: 'made-up' })).error).toBe(4);
    expect((await caller.call('balance', { userId: '999999999' })).error).toBe(2);
    expect((await caller.call('balance', { userId: 'x' })).error).toBe(2);
  });

  it('plays a round: bet debits, result credits, endRound closes; all against the ledger', async () => {
    const before = await kit.cash();
    const round = await rounds.play(player, '12.50', '30.00');
    expect(round.bet).toMatchObject({ error: 0, usedPromo: 0, cash: pp(before - 1250n), currency: 'VND' });
    expect(round.result).toMatchObject({ error: 0, cash: pp(before - 1250n + 3000n) });
    expect(round.end).toMatchObject({ error: 0, cash: pp(before + 1750n) });
    expect(await kit.cash()).toBe(before + 1750n);
    expect(await vendor.roundRow(round.roundId)).toEqual({ stake: 1250n, win: 3000n, status: 'settled' });
  });

  it('keeps the answered balance equal to the ledger over a session of rounds', async () => {
    const start = await kit.cash();
    let expected = start;
    for (let i = 0; i < 12; i++) {
      const stake = BigInt(100 + i * 37);
      const win = i % 3 === 0 ? stake * 3n : i % 3 === 1 ? 0n : stake / 2n;
      const round = await rounds.play(player, String(pp(stake)), String(pp(win)));
      expected += win - stake;
      expect(round.end?.cash).toBe(pp(expected));
    }
    expect(await kit.cash()).toBe(expected);
    expect((await caller.call('balance', { userId: player.userId })).cash).toBe(pp(expected));
  });

  it('answers duplicates with the first transaction id and moves money once', async () => {
    const before = await kit.cash();
    const r = await rounds.playTwice(player, '3.00', '1.00');
    expect(r.bets[0]?.error).toBe(0);
    expect(r.bets[1]?.transactionId).toBe(r.bets[0]?.transactionId);
    expect(r.results[1]?.transactionId).toBe(r.results[0]?.transactionId);
    expect(r.ends.map((e) => e.error)).toEqual([0, 0]);
    expect(await kit.cash()).toBe(before - 200n);
    // The repeat answers the live balance, which the first bet alone has moved.
    expect(r.bets[0]?.cash).toBe(pp(before - 300n));
    expect(r.bets[1]?.cash).toBe(pp(before - 300n));
  });

  it('takes 50 identical bets sent at once as one debit', async () => {
    const before = await kit.cash();
    const reference = newReference();
    const params = rounds.betParams(player, newRoundId(), reference, '7.00');
    const answers = await burst(50, () => caller.call('bet', params));
    expect(new Set(answers.map((a) => a.error))).toEqual(new Set([0]));
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(await transfers(reference)).toBe(1);
    expect(await kit.cash()).toBe(before - 700n);
  });

  it('refunds a timed-out bet once, however often the refund comes', async () => {
    const before = await kit.cash();
    const r = await rounds.timedOutBet(player, '9.00');
    expect(r.bet.error).toBe(0);
    expect(r.refunds.map((a) => a.error)).toEqual([0, 0]);
    expect(r.refunds[1]?.transactionId).toBe(r.refunds[0]?.transactionId);
    expect(Object.keys(r.refunds[0] ?? {}).sort()).toEqual(['description', 'error', 'transactionId']);
    expect(await kit.cash()).toBe(before);
  });

  it('answers a refund of an unknown bet with success, moving nothing, and refuses that bet later', async () => {
    const before = await kit.cash();
    const reference = newReference();
    const refund = await caller.call('refund', { userId: player.userId, reference, amount: '4.00' });
    expect(refund.error).toBe(0);
    expect(await kit.cash()).toBe(before);
    const late = await caller.call('bet', rounds.betParams(player, newRoundId(), reference, '4.00'));
    expect(late.error).toBe(3);
    expect(await kit.cash()).toBe(before);
  });

  it('asks for a retry of a result that overtakes its bet, and credits the retry', async () => {
    const before = await kit.cash();
    const r = await rounds.resultBeforeBet(player, '2.00', '5.00');
    expect(r.early.error).toBe(100);
    expect(r.bet.error).toBe(0);
    expect(r.retry.error).toBe(0);
    expect(await kit.cash()).toBe(before + 300n);
  });

  it('refuses a refund after the round has its result, moving nothing', async () => {
    const roundId = newRoundId();
    const reference = newReference();
    await caller.call('bet', rounds.betParams(player, roundId, reference, '6.00'));
    await caller.call('result', rounds.resultParams(player, roundId, newReference(), '0'));
    const before = await kit.cash();
    const refund = await caller.call('refund', { userId: player.userId, reference, roundId });
    expect(refund.error).toBe(120);
    expect(await kit.cash()).toBe(before);
  });

  it('answers insufficient balance with 1 and the cash left', async () => {
    const cash = await kit.cash();
    const bet = await caller.call(
      'bet',
      rounds.betParams(player, newRoundId(), newReference(), String(pp(cash + 100n))),
    );
    expect(bet).toMatchObject({ error: 1, cash: pp(cash) });
    expect(await kit.cash()).toBe(cash);
  });

  it('refuses bets of a frozen player with 6, moving nothing', async () => {
    const before = await kit.cash();
    await vendor.whileLocked(BigInt(player.userId), async () => {
      const bet = await caller.call('bet', rounds.betParams(player, newRoundId(), newReference(), '1.00'));
      expect(bet.error).toBe(6);
      expect((await caller.call('authenticate', { token: player.token })).error).toBe(6);
    });
    expect(await kit.cash()).toBe(before);
  });

  it('credits bonus, jackpot and promotion wins once each', async () => {
    const before = await kit.cash();
    const stamp = String(Date.now());
    const bonus = {
      userId: player.userId,
      amount: '1.00',
      reference: newReference(),
      timestamp: stamp,
      bonusCode: 'frb-1',
    };
    const jackpot = {
      userId: player.userId,
      gameId: GAME,
      roundId: newRoundId(),
      jackpotId: 'jp-1',
      amount: '2.00',
      reference: newReference(),
      timestamp: stamp,
    };
    const promo = {
      userId: player.userId,
      campaignId: '42',
      campaignType: 'T',
      amount: '3.00',
      currency: 'VND',
      reference: newReference(),
      timestamp: stamp,
    };
    const answers: PpAnswer[] = [];
    for (const [call, params] of [
      ['bonusWin', bonus],
      ['jackpotWin', jackpot],
      ['promoWin', promo],
    ] as const) {
      answers.push(...(await twice(() => caller.call(call, params))));
    }
    expect(answers.map((a) => a.error)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await kit.cash()).toBe(before + 600n);
    expect(
      (await caller.call('promoWin', { ...promo, reference: newReference(), currency: 'USD' })).error,
    ).toBe(7);
    expect(await kit.cash()).toBe(before + 600n);
  });

  it('refuses bad parameters with 7', async () => {
    expect(
      (await caller.call('bet', { ...rounds.betParams(player, newRoundId(), newReference(), '1.001') }))
        .error,
    ).toBe(7);
    expect((await caller.call('bet', { userId: player.userId })).error).toBe(7);
    const params = signPragmatic(
      { ...rounds.betParams(player, newRoundId(), newReference(), '1.00'), providerId: 'x' },
      SECRET,
    );
    expect((await post('bet', params)).error).toBe(7);
  });

  it('keeps the secret out of every answer and the audit log, sealed at rest', async () => {
    const get = await bo('GET', '/bo/api/vendors/PRAGMATIC/credentials');
    expect(get.statusCode).toBe(200);
    expect(get.json().value).toMatchObject({
      login: LOGIN,
      providerId: PROVIDER,
      secretSet: true,
      enabled: true,
    });
    expect(get.body).not.toContain(SECRET);
    const put = await vendor.setEnabled(true);
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(SECRET);
    const bad = await bo('PUT', '/bo/api/vendors/PRAGMATIC/credentials', {
      login: '',
      providerId: PROVIDER,
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(await vendor.expectKeptOut(SECRET)).toBeGreaterThanOrEqual(2);
    const member = await kit.inject('GET', '/bo/api/vendors/PRAGMATIC/credentials', {
      token: await kit.login(),
    });
    expect(member.statusCode).toBe(401);
  });

  it('turns a disabled connection away: calls answered 5, games not launched or listed, nothing imported', async () => {
    await vendor.whileDisabled(async () => {
      expect((await caller.call('balance', { userId: player.userId })).error).toBe(5);
      const memberToken = await kit.login();
      const launch = await kit.launch(memberToken, {
        gameId: await kit.gameId('PRAGMATIC', GAME),
        vassalage: 'PRAGMATIC',
      });
      // The brand no longer offers the vendor at all, as when staff switch a vendor off.
      expect(launch.json().code).toBe('NOT_FOUND');
      const imported = await bo('POST', '/bo/api/vendors/PRAGMATIC/import-games', {});
      expect(imported.json().code).toBe('VENDOR_DISABLED');
    });
    expect((await caller.call('balance', { userId: player.userId })).error).toBe(0);
  });

  it('imports the game list idempotently from the vendor call', async () => {
    await vendor.expectImportsIdempotently(4);
  });

  it('opens the game in the simulator and plays a spin through the protocol', async () => {
    const { url } = await launchToken();
    expect(url.pathname).toBe('/sandbox-vendor/pragmatic/gs2c/playGame.do');
    const key = new URLSearchParams(url.searchParams.get('key') ?? '');
    expect(key.get('symbol')).toBe(GAME);
    expect(key.get('technology')).toBe('H5');
    expect(url.searchParams.get('stylename')).toBe(LOGIN);
    const page = await fetch(`${base}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sweet Bonanza');
    // A five-reel slot with the wallet's balance.
    expect(html).toContain('data-screen="slot"');
    expect(html.match(/class="reel"/g)).toHaveLength(5);
    expect(html).toMatch(/data-testid="balance">[\d,]+\.\d\d VND</);
    const cashBefore = await kit.cash();
    const roundsBefore = await vendor.roundCount();
    const spun = await vendor.postForm(base, '/sandbox-vendor/pragmatic/gs2c/spin', {
      token: key.get('token') ?? '',
      symbol: GAME,
      stylename: LOGIN,
      lobbyUrl: key.get('lobbyUrl') ?? '',
      stake: '1.00',
    });
    expect(spun).toMatch(/Round \d+/);
    await vendor.expectSpinSettled(spun, cashBefore);
    expect(await vendor.roundCount()).toBe(roundsBefore + 1);
    const balance = await caller.call('balance', { userId: player.userId });
    expect(balance.cash).toBe(pp(await kit.cash()));
  });

  it('shows the game in the language the lobby opened it in', async () => {
    const { url } = await launchToken('VI');
    const html = await (await fetch(`${base}${url.pathname}${url.search}`)).text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Quay');
    expect(html).toContain('name="language" value="vi"');
  });
});
