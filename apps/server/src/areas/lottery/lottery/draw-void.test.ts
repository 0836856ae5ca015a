import { parseAmountToMinor } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/password.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { createLottery, type Lottery } from './lottery.module.ts';

const minor = (s: string | null | undefined) => parseAmountToMinor(s ?? '') as bigint;
let seq = 0;
const rid = () => `void-${Date.now().toString(36)}-${++seq}`;
/** Sunday 1 March 2026, 15:00 in Hà Nội. */
const START = new Date('2026-03-01T08:00:00Z');
// Miền Bắc, 15/09/2026 (docs/lottery-rules.md).
const MB_RESULT =
  '31429~56141~63539,52989~87180,30479,53919,09896,01566,70239~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,13';

describe.each(dbKinds)('voiding draws on %s', (kind) => {
  let lottery: Lottery;
  const clock = testClock(START);
  const call = caller(() => t);
  let demo01: string;
  let admin: string;
  let risk: string;

  const login = async (username: string, password: string, path: string, ip: string) => {
    // Staff sign in through both steps (password, then a code of their authenticator).
    if (path === '/bo/api/session/login') return staffToken(() => t, username, password, ip);
    const res = await call('POST', path, { payload: { username, password, type: 'username' }, ip });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const balance = async () =>
    minor((await call('GET', '/wps/v2/wallets/balance', { token: demo01 })).json().value.sumBalance);
  const menu = async (code: string) => {
    const items = (await call('GET', '/lgw/games/game_menus')).json().value.list as Record<string, unknown>[];
    return items.find((i) => i.gameCode === code) as Record<string, unknown>;
  };
  const bet = (gameCode: string) =>
    call('POST', '/lgw/lottery/bets', {
      token: demo01,
      payload: {
        gameCode,
        requestId: rid(),
        bets: [
          { betType: 'lo2', numbers: ['39', '40'], stake: '2.00' },
          { betType: 'de', numbers: ['29'], stake: '3.00' },
        ],
      },
    });
  const cancel = (token: string, drawId: number, reason = 'no official result was published') =>
    call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, { token, payload: { reason } });
  const confirmVoid = (token: string, drawId: number) =>
    call('POST', `/bo/api/lottery/draws/${drawId}/void/confirm`, { token });
  const refunds = async (drawId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('ledger_transfers')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('kind', '=', 'lottery_refund')
          .where('reference', '=', `lottery-draw:${drawId}`)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await t.database.db
      .insertInto('staff')
      .values({ username: 'risk03', password_hash: await hashPassword('Risk@12345'), roles: ['risk'] })
      .execute();
    await lottery.scheduler.tick();
    demo01 = await login('demo01', 'Demo@1234', '/wps/session/login', '10.0.1.1');
    admin = await login('admin', 'Admin@1234', '/bo/api/session/login', '10.0.1.2');
    risk = await login('risk03', 'Risk@12345', '/bo/api/session/login', '10.0.1.3');
  });

  it('cannot cancel an RNG draw once betting on it has closed', async () => {
    const before = await balance();
    const placed = await bet('vnfast-45s');
    expect(placed.statusCode).toBe(200);
    const { drawId } = placed.json().value;
    // 08:00:40, the lock time, before any scheduler pass has marked it locked.
    clock.advance(40_000);
    const late = await cancel(admin, drawId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('LOTTERY_VOID_LOCKED');
    await lottery.scheduler.tick();
    expect((await cancel(risk, drawId)).json().code).toBe('LOTTERY_VOID_LOCKED');
    expect(await balance()).toBe(before - 700n);
    expect(await refunds(drawId)).toBe(0);
    // Let it draw and settle, so its payout does not land in the next test's balance.
    clock.advance(10_000);
    await lottery.scheduler.tick();
  });

  it('voids a traditional draw past its time only by two operators with a reason, refunding once', async () => {
    const before = await balance();
    const placed = await bet('vn-mb');
    expect(placed.statusCode).toBe(200);
    const { drawId } = placed.json().value;
    clock.advance(((await menu('vn-mb')).remainTime as number) + 60_000);
    await lottery.scheduler.tick();
    // Hours passed on the clock: the back-office sessions idled out, the operators sign in again.
    admin = await login('admin', 'Admin@1234', '/bo/api/session/login', '10.0.1.5');
    risk = await login('risk03', 'Risk@12345', '/bo/api/session/login', '10.0.1.6');

    const noReason = await cancel(admin, drawId, '  ');
    expect(noReason.statusCode).toBe(400);
    const asked = await cancel(admin, drawId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().value).toMatchObject({ status: 'void_requested', refundedBets: 0 });
    // One operator alone changes nothing: no refund, the draw still waits.
    expect(await balance()).toBe(before - 700n);
    expect((await cancel(risk, drawId, 'another reason')).json().code).toBe('LOTTERY_VOID_PENDING');
    const self = await confirmVoid(admin, drawId);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('LOTTERY_SAME_OPERATOR');
    expect((await confirmVoid(demo01, drawId)).statusCode).toBe(401);

    // The second operator's confirmation sent many times at once: one carries it out.
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirmVoid(risk, drawId)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    expect(answers.find((a) => a.statusCode === 200)?.json().value).toMatchObject({
      status: 'cancelled',
      refundedBets: 2,
    });
    const retry = await confirmVoid(risk, drawId);
    expect(retry.json().code).toBe('LOTTERY_DRAW_STATE');
    expect(await balance()).toBe(before);
    expect(await refunds(drawId)).toBe(2);

    // Public: the draw history shows the void and its reason.
    const board = (await call('GET', '/lgw/lottery/draws?gameCode=vn-mb')).json().value.list;
    expect(board.find((d: { drawId: number }) => d.drawId === drawId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'no official result was published',
    });
    const actions = (
      await auditService(t.database.db).list({ targetType: 'lottery_draw', targetId: String(drawId) })
    ).map((a) => a.action);
    expect(actions).toEqual(['lottery.draw_void_confirm', 'lottery.draw_void_request']);
  });

  it('refuses to void a traditional draw once a result has been entered', async () => {
    demo01 = await login('demo01', 'Demo@1234', '/wps/session/login', '10.0.2.1');
    const placed = await bet('vn-mb');
    expect(placed.statusCode).toBe(200);
    const { drawId } = placed.json().value;
    clock.advance(((await menu('vn-mb')).remainTime as number) + 60_000);
    await lottery.scheduler.tick();
    // A day has passed on the clock: the operators sign in again.
    admin = await login('admin', 'Admin@1234', '/bo/api/session/login', '10.0.2.2');
    risk = await login('risk03', 'Risk@12345', '/bo/api/session/login', '10.0.2.3');
    const entered = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: admin,
      payload: { winningNumber: MB_RESULT },
    });
    expect(entered.statusCode).toBe(200);
    expect((await cancel(risk, drawId)).json().code).toBe('LOTTERY_RESULT_EXISTS');
    const checker = await login('results02', 'Results@1234', '/bo/api/session/login', '10.0.1.4');
    const confirmed = await call('POST', `/bo/api/lottery/results/${entered.json().value.entryId}/confirm`, {
      token: checker,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await cancel(risk, drawId)).json().code).toBe('LOTTERY_DRAW_STATE');
    await lottery.scheduler.tick();
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });
});
