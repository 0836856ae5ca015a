import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { reconcileLedger } from '../../money/index.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { play, returnToPlayerBps, SANDBOX_GAMES, sandboxGame } from './sandbox.games.ts';
import { HOSTED_LOTTERY_GAMES } from './sandbox.lottery-games.ts';

describe('sandbox studio games', () => {
  it('pays what the table says, and nothing for a lost pick', () => {
    const coin = sandboxGame('coin-flip')!;
    expect(play(coin, 'heads', 1_000n, () => 0)).toEqual({ outcome: 'heads', win: 1_960n });
    expect(play(coin, 'heads', 1_000n, () => 1)).toEqual({ outcome: 'tails', win: 0n });
    const rb = sandboxGame('red-black')!;
    expect(play(rb, 'black', 1_000n, () => 36)).toEqual({ outcome: 'green', win: 0n });
    expect(play(rb, 'black', 1_000n, () => 20)).toEqual({ outcome: 'black', win: 2_000n });
  });

  it('keeps every game under 100% return to player', () => {
    for (const g of [...SANDBOX_GAMES, ...HOSTED_LOTTERY_GAMES]) {
      for (const c of g.choices) {
        const rtp = returnToPlayerBps(g, c);
        expect(rtp).toBeGreaterThan(9_000n);
        expect(rtp).toBeLessThan(10_000n);
      }
    }
  });
});

describe.each(dbKinds)('sandbox studio through the signed wallet API over HTTP on %s', (kind) => {
  const t = suiteApp(kind);
  let base: string;
  const kit = walletKit(() => t);

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const http = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the assertions.
  const json = async (path: string, body: object, token?: string): Promise<any> =>
    (
      await http(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json();
  const testId = (html: string, id: string) => new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1];
  const minorOf = (shown: string | undefined) => BigInt((shown ?? '').split(' ')[0]!.replace(/[,.]/g, ''));

  it('launches, shows the balance, plays a round and records it', async () => {
    const login = await json('/wps/session/login', {
      username: 'demo01',
      password: 'Demo@1234',
      type: 'username',
    });
    const member = login.value.token as string;
    const gameId = await kit.gameId('SANDBOX', 'coin-flip');
    const launched = await json(
      '/wps/game/launchGame',
      { gameId, vassalage: 'SANDBOX', language: 'EN' },
      member,
    );
    const url = new URL(launched.value.game_url);
    expect(url.origin).toBe(base);

    const page = await http(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const before = await kit.cash();
    expect(minorOf(testId(html, 'balance'))).toBe(before);

    const form = new URLSearchParams({
      token: url.searchParams.get('token')!,
      game: 'coin-flip',
      stake: '25.00',
      choice: 'tails',
    });
    const played = await http('/sandbox-vendor/play', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(played.status).toBe(200);
    const result = await played.text();
    const win = minorOf(testId(result, 'win'));
    expect([0n, 4_900n]).toContain(win);
    const after = before - 2_500n + win;
    expect(minorOf(testId(result, 'balance'))).toBe(after);
    expect(await kit.cash()).toBe(after);

    // The betting record shows the round as the wallet recorded it.
    const record = await json('/wps/relay/personalHistoryCopy', { vassalage: 'SANDBOX' }, member);
    expect(record.value.content).toHaveLength(1);
    expect(record.value.content[0]).toMatchObject({
      vassalage: 'SANDBOX',
      gameId,
      gameName: 'Coin Flip',
      stake: '25.00',
      win: (Number(win) / 100).toFixed(2),
      status: 'settled',
    });
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses a stake out of range and an unknown link without touching the wallet', async () => {
    const member = await kit.login();
    const token = await kit.walletToken(member, 'lucky-wheel');
    const before = await kit.cash();
    const res = await http('/sandbox-vendor/play', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, game: 'lucky-wheel', stake: '0.10', choice: 'spin' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Stake must be between');
    const bad = await http('/sandbox-vendor/play?token=nope&game=lucky-wheel');
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('not valid');
    expect(await kit.cash()).toBe(before);
  });
});
