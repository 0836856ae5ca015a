import {
  DEFAULT_VN_ODDS,
  hashServerSeed,
  parseAmountToMinor,
  parseVnResult,
  settleBet,
  settleKenoBet,
  verifyGameRound,
} from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { lotteryEngine } from './lottery-engine.test-kit.ts';

const minor = (s: string | null | undefined) => parseAmountToMinor(s ?? '') as bigint;
let seq = 0;
const rid = () => `slip-${Date.now().toString(36)}-${++seq}`;

// Slips on the engine's draws, their settlement, operators' results and cancellations; the draws
// ahead and the menu are lottery.schedule.test.ts.
describe.each(dbKinds)('lottery engine on %s', (kind) => {
  const { t, clock, call, login, menu, tick } = lotteryEngine(kind);
  let demo01: string;

  const balance = async (token: string) =>
    minor((await call('GET', '/wps/v2/wallets/balance', { token })).json().value.sumBalance);
  const bet = (token: string, payload: object) => call('POST', '/lgw/lottery/bets', { token, payload });
  /** Moves the clock past the game's current draw and lets the scheduler draw and settle it. */
  const playOut = async (code: string) => {
    const item = await menu(code);
    clock.advance((item.remainTime as number) + 1);
    await tick();
  };

  beforeAll(async () => {
    demo01 = await login('demo01', 'Demo@1234');
  });

  it('takes a fast VN slip, refuses it after lock, draws fairly and pays exactly the shared settlement', async () => {
    const before = await balance(demo01);
    const slip = {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [
        { betType: 'lo2', numbers: ['07', '39', '88'], stake: '27.00' },
        { betType: 'de', numbers: ['29'], stake: '10.00' },
        { betType: 'dau', numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], stake: '1.00' },
        { betType: 'loTruot', numbers: ['00', '11', '22', '33'], stake: '5.00' },
      ],
    };
    const res = await bet(demo01, slip);
    expect(res.statusCode).toBe(200);
    const placed = res.json().value;
    expect(placed.totalCost).toBe('106.00');
    expect(placed.bets).toHaveLength(4);
    expect(placed.bets[0]).toMatchObject({ status: 'pending', cost: '81.00', numero: '20260301-1201' });
    expect(await balance(demo01)).toBe(before - 10_600n);

    // The same slip again is the same purchase; another slip under its id is refused.
    const replay = await bet(demo01, slip);
    expect(replay.json().value.replayed).toBe(true);
    expect(await balance(demo01)).toBe(before - 10_600n);
    const clash = await bet(demo01, { ...slip, bets: [{ betType: 'de', numbers: ['11'], stake: '1.00' }] });
    expect(clash.statusCode).toBe(409);

    clock.advance(40_000); // 08:00:40, the lock time
    const late = await bet(demo01, { ...slip, requestId: rid(), drawId: placed.drawId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'LOTTERY_DRAW_CLOSED',
      message: 'Betting is closed for this draw',
    });
    expect(await balance(demo01)).toBe(before - 10_600n);
    await tick();
    expect((await menu('vnfast-45s')).isSale).toBe(false);

    clock.advance(5_000); // 08:00:45, the draw
    const { drawn, settled } = await tick();
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(settled.some((s) => Number(s.drawId) === placed.drawId)).toBe(true);

    const draw = (await call('GET', `/lgw/lottery/draws/${placed.drawId}`)).json().value;
    expect(draw.status).toBe('settled');
    expect(hashServerSeed(draw.serverSeed)).toBe(draw.seedHash);
    const replayed = verifyGameRound(
      {
        serverSeed: draw.serverSeed,
        clientSeed: draw.clientSeed,
        nonce: draw.nonce,
        committedHash: draw.seedHash,
      },
      'vn-mb',
    );
    expect(replayed.commitmentOk).toBe(true);
    expect(replayed.outcome.rows).toEqual(draw.prizes.map((p: { numbers: string[] }) => p.numbers));
    const verify = (await call('GET', `/lgw/lottery/draws/${placed.drawId}/verify`)).json().value;
    expect(verify).toMatchObject({ fair: true, commitmentOk: true, outcomeMatches: true });

    const result = parseVnResult(draw.winningNumber, 'MB');
    let expected = 0n;
    const mine = (await call('GET', '/lgw/lottery/bets?gameCode=vnfast-45s', { token: demo01 })).json().value
      .list;
    for (const line of slip.bets) {
      const s = settleBet(
        { type: line.betType as 'lo2', numbers: line.numbers, stake: minor(line.stake) },
        result,
        DEFAULT_VN_ODDS,
      );
      expected += s.payout;
      const shown = mine.find((b: { betType: string }) => b.betType === line.betType);
      expect(shown.status).toBe(s.payout > 0n ? 'won' : 'lost');
      expect(minor(shown.payout)).toBe(s.payout);
    }
    // dau on all ten digits always wins exactly one: 10 × 1.00 staked, 9.50 back.
    expect(minor(mine.find((b: { betType: string }) => b.betType === 'dau').payout)).toBe(950n);
    expect(await balance(demo01)).toBe(before - 10_600n + expected);
    const item = await menu('vnfast-45s');
    expect(item.previousWinningNumber).toBe(draw.winningNumber);
    expect(item.previousNumero).toBe('20260301-1201');
    expect(item.isSale).toBe(true);
  });

  it('settles keno spots and side bets like the shared reference', async () => {
    const before = await balance(demo01);
    const res = await bet(demo01, {
      gameCode: 'keno',
      requestId: rid(),
      bets: [
        { betType: 'spots', numbers: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], stake: '10.00' },
        { betType: 'big', numbers: [], stake: '10.00' },
        { betType: 'odd', numbers: [], stake: '10.00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const drawId = res.json().value.drawId;
    await playOut('keno');
    const draw = (await call('GET', `/lgw/lottery/draws/${drawId}`)).json().value;
    expect(draw.status).toBe('settled');
    const drawn = (draw.winningNumber as string).split(',').map(Number);
    expect(drawn).toHaveLength(20);
    const expected =
      settleKenoBet({ kind: 'spots', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, drawn, 1000n).payout +
      settleKenoBet({ kind: 'bigSmall', side: 'big' }, drawn, 1000n).payout +
      settleKenoBet({ kind: 'oddEven', side: 'odd' }, drawn, 1000n).payout;
    expect(await balance(demo01)).toBe(before - 3000n + expected);
  });

  it('refuses bad slips with the rule broken and changes nothing', async () => {
    const before = await balance(demo01);
    const cases: [object, number, string][] = [
      [{ betType: 'lo2', numbers: ['7'], stake: '1.00' }, 400, 'numbers have 2 digits'],
      [{ betType: 'xien2', numbers: ['12'], stake: '1.00' }, 400, 'xien2 takes 2 numbers'],
      [{ betType: 'lo2', numbers: ['12', '12'], stake: '1.00' }, 400, 'numbers must be different'],
      [{ betType: 'spots', numbers: ['1'], stake: '1.00' }, 400, 'spots is not a bet of this game'],
      [{ betType: 'lo2', numbers: ['12'], stake: '0.001' }, 400, 'stake'],
      [{ betType: 'lo2', numbers: ['12'], stake: '0.50' }, 400, 'limits'],
    ];
    for (const [line, status, text] of cases) {
      const res = await bet(demo01, { gameCode: 'vnfast-1m', requestId: rid(), bets: [line] });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(text);
    }
    const keno = await bet(demo01, {
      gameCode: 'keno',
      requestId: rid(),
      bets: [{ betType: 'spots', numbers: ['0', '81'], stake: '1.00' }],
    });
    expect(keno.statusCode).toBe(400);
    const unknown = await bet(demo01, {
      gameCode: 'nope',
      requestId: rid(),
      bets: [{ betType: 'de', numbers: ['11'], stake: '1.00' }],
    });
    expect(unknown.json().code).toBe('LOTTERY_GAME_NOT_FOUND');
    const broke = await bet(demo01, {
      gameCode: 'vnfast-1m',
      requestId: rid(),
      bets: [
        { betType: 'de', numbers: ['11'], stake: '1000000.00' },
        { betType: 'de', numbers: ['12'], stake: '1000000.00' },
        { betType: 'de', numbers: ['13'], stake: '1000000.00' },
        { betType: 'de', numbers: ['14'], stake: '1000000.00' },
        { betType: 'de', numbers: ['15'], stake: '1000000.00' },
        { betType: 'de', numbers: ['16'], stake: '1000000.00' },
      ],
    });
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(
      (
        await call('POST', '/lgw/lottery/bets', {
          payload: {
            gameCode: 'keno',
            requestId: rid(),
            bets: [{ betType: 'big', numbers: [], stake: '1.00' }],
          },
        })
      ).statusCode,
    ).toBe(401);
    expect(await balance(demo01)).toBe(before);
  });

  it('enters a traditional result by one operator, confirmed by another, then pays', async () => {
    let admin = await login('admin', 'Admin@1234', '/bo/api/session/login');
    const before = await balance(demo01);
    const placed = await bet(demo01, {
      gameCode: 'vn-mb',
      requestId: rid(),
      bets: [
        { betType: 'lo2', numbers: ['39'], stake: '27.00' },
        { betType: 'de', numbers: ['29'], stake: '10.00' },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const drawId = placed.json().value.drawId;
    // Miền Bắc, 15/09/2026 (docs/lottery-rules.md): 39 came out three times, the special prize ends in 29.
    const text =
      '31429~56141~63539,52989~87180,30479,53919,09896,01566,70239~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,13';
    const early = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: admin,
      payload: { winningNumber: text },
    });
    expect(early.json().code).toBe('LOTTERY_DRAW_STATE');

    const mb = await menu('vn-mb');
    clock.advance(mb.remainTime as number);
    await tick();
    // Hours passed on the clock: the back-office sessions idled out, the operators sign in again.
    admin = await login('admin', 'Admin@1234', '/bo/api/session/login');
    const checker = await login('results02', 'Results@1234', '/bo/api/session/login');
    const bad = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: admin,
      payload: { winningNumber: '31429~56141' },
    });
    expect(bad.statusCode).toBe(400);
    const entered = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: admin,
      payload: { winningNumber: text },
    });
    expect(entered.statusCode).toBe(200);
    const entryId = entered.json().value.entryId;
    const twice = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: checker,
      payload: { winningNumber: text },
    });
    expect(twice.json().code).toBe('LOTTERY_RESULT_EXISTS');
    const self = await call('POST', `/bo/api/lottery/results/${entryId}/confirm`, { token: admin });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('LOTTERY_SAME_OPERATOR');
    const ok = await call('POST', `/bo/api/lottery/results/${entryId}/confirm`, { token: checker });
    expect(ok.statusCode).toBe(200);
    await tick();
    // lô 39: 27.00 at 99 per 27 pays 99.00 per hit, three hits; đề 29: 10.00 × 95.
    expect(await balance(demo01)).toBe(before - 3700n + 3n * 9900n + 95_000n);
    const history = (await call('GET', '/lgw/vn/numeros/opened/game?gameCode=vn-mb&count=5')).json().value
      .list;
    expect(history[0]).toMatchObject({
      numero: '20260301',
      winningNumber: text,
      drawDayOfWeek: 1,
      station: 'Thái Bình',
    });
    expect(history[0].prizes[0]).toEqual({ label: 'DB', numbers: ['31429'] });
    const sundays = (await call('GET', '/lgw/vn/numeros/opened/game?gameCode=vn-mb&drawDayOfWeek=2')).json()
      .value.list;
    expect(sundays).toHaveLength(0);
    const actions = (
      await auditService(t.database.db).list({ targetType: 'lottery_draw', targetId: String(drawId) })
    ).map((a) => a.action);
    expect(actions).toEqual(['lottery.result_confirm', 'lottery.result_enter']);
  });

  it('refuses to cancel an RNG draw that took a bet; cancels a traditional draw and refunds every bet', async () => {
    const admin = await login('admin', 'Admin@1234', '/bo/api/session/login');
    const before = await balance(demo01);
    const rng = await bet(demo01, {
      gameCode: 'vnfast-5m',
      requestId: rid(),
      bets: [
        { betType: 'lo3', numbers: ['123', '456'], stake: '3.00' },
        { betType: 'xien3', numbers: ['01', '02', '03'], stake: '4.00' },
      ],
    });
    const rngDraw = rng.json().value.drawId;
    expect(await balance(demo01)).toBe(before - 1000n);
    // Its seed is fixed in its chain: cancelling it would be choosing its outcome.
    const refused = await call('POST', `/bo/api/lottery/draws/${rngDraw}/cancel`, {
      token: admin,
      payload: { reason: 'power cut' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LOTTERY_VOID_HAS_BETS');
    expect(await balance(demo01)).toBe(before - 1000n);

    const placed = await bet(demo01, {
      gameCode: 'vn-mb',
      requestId: rid(),
      bets: [
        { betType: 'lo2', numbers: ['12', '34'], stake: '3.00' },
        { betType: 'de', numbers: ['56'], stake: '4.00' },
      ],
    });
    const drawId = placed.json().value.drawId;
    expect(await balance(demo01)).toBe(before - 2000n);
    const noReason = await call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, {
      token: admin,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, {
      token: admin,
      payload: { reason: 'power cut' },
    });
    expect(res.json().value).toMatchObject({ status: 'cancelled', refundedBets: 2 });
    expect(await balance(demo01)).toBe(before - 1000n);
    const again = await call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, {
      token: admin,
      payload: { reason: 'again' },
    });
    expect(again.json().code).toBe('LOTTERY_DRAW_STATE');
    const mine = (await call('GET', '/lgw/lottery/bets?status=refunded', { token: demo01 })).json().value
      .list;
    expect(mine.filter((b: { drawId: number }) => b.drawId === drawId)).toHaveLength(2);
    expect(
      (
        await call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, {
          token: demo01,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists recent and popular games, the member’s latest results, and keeps the ledger whole', async () => {
    const recent = (
      await call('GET', '/lgw/vn/games/game_menu/recent?prizeMode=Lott&device=WEB&recentCount=100', {
        token: demo01,
      })
    ).json().value.list;
    expect(recent.map((i: { gameCode: string }) => i.gameCode)).toEqual([
      'vn-mb',
      'vnfast-5m',
      'keno',
      'vnfast-45s',
    ]);
    expect((await call('GET', '/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    const popular = (
      await call('GET', '/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN')
    ).json().value.list;
    expect(popular).toHaveLength(20);
    expect(
      popular
        .slice(0, 4)
        .map((i: { gameCode: string }) => i.gameCode)
        .sort(),
    ).toEqual(['keno', 'vn-mb', 'vnfast-45s', 'vnfast-5m'].sort());
    const latest = (
      await call('GET', '/lotto/lgw/games/opened/numero?gameCode=vn-mb', { token: demo01 })
    ).json().value.list;
    expect(latest[0].myBets).toMatchObject({ count: 2, stake: '37.00' });
    const detail = (await call('GET', '/lgw/lottery/games/vn-mb')).json().value;
    expect(detail.betTypes.find((b: { betType: string }) => b.betType === 'lo2')).toMatchObject({
      pay: 99,
      per: 27,
    });
    expect(detail.minStake).toBe('1.00');
    const report = await reconcileLedger(t.database.db);
    expect(report.problems).toEqual([]);
  });
});
