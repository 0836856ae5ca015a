import { parseAmountToMinor } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateWhere } from '../../../db/update-where.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery, type Lottery } from './lottery.module.ts';

const minor = (s: string | null | undefined) => parseAmountToMinor(s ?? '') as bigint;
let seq = 0;
const rid = () => `terms-${Date.now().toString(36)}-${++seq}`;
const ALL_TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

describe.each(dbKinds)('bet terms and the sale gate on %s', (kind) => {
  let lottery: Lottery;
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const call = caller(() => t);
  let demo01: string;

  const balance = async (token: string) =>
    minor((await call('GET', '/wps/v2/wallets/balance', { token })).json().value.sumBalance);
  const menu = async (code: string) => {
    const items = (await call('GET', '/lgw/games/game_menus')).json().value.list as Record<string, unknown>[];
    return items.find((i) => i.gameCode === code) as Record<string, unknown>;
  };
  const bet = (token: string, payload: object) => call('POST', '/lgw/lottery/bets', { token, payload });
  const tick = () => lottery.scheduler.tick();

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await tick();
    const res = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    demo01 = res.json().value.token;
  });

  it('pays a bet at the odds it was accepted at, whatever the game’s odds are at the draw', async () => {
    const before = await balance(demo01);
    // đề on every two-digit number: exactly one of them is the special prize's ending.
    const placed = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'de', numbers: ALL_TWO_DIGITS, stake: '1.00' }],
    });
    expect(placed.statusCode).toBe(200);
    const { drawId } = placed.json().value;
    expect(await balance(demo01)).toBe(before - 10_000n);

    // The operator lowers đề from 95 to 50 per 1 before the draw (and lô too, for good measure).
    await updateWhere(t.database.db, 'lottery_games', { code: 'vnfast-45s' })
      .set({ odds: JSON.stringify({ MB: { de: { pay: 50, per: 1 }, lo2: { pay: 1, per: 27 } } }) })
      .execute();
    const detail = (await call('GET', '/lgw/lottery/games/vnfast-45s')).json().value;
    expect(detail.betTypes.find((b: { betType: string }) => b.betType === 'de')).toMatchObject({ pay: 50 });

    clock.advance(((await menu('vnfast-45s')).remainTime as number) + 1);
    const { settled } = await tick();
    expect(settled.find((s) => Number(s.drawId) === drawId)?.payoutTotal).toBe(9_500n);
    // 100 × 1.00 staked, one hit at the accepted 95 per 1.
    expect(await balance(demo01)).toBe(before - 10_000n + 9_500n);
    const stored = await t.database.db
      .selectFrom('lottery_bets')
      .select(['rate_pay', 'rate_per', 'payout', 'hits'])
      .where('draw_id', '=', BigInt(drawId))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ rate_pay: 95n, rate_per: 1n, payout: 9_500n, hits: 1 });

    // A bet placed after the change is accepted, and paid, at the new rate.
    const later = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'de', numbers: ALL_TWO_DIGITS, stake: '1.00' }],
    });
    expect(later.statusCode).toBe(200);
    clock.advance(((await menu('vnfast-45s')).remainTime as number) + 1);
    const second = await tick();
    expect(second.settled.find((s) => Number(s.drawId) === later.json().value.drawId)?.payoutTotal).toBe(
      5_000n,
    );
  });

  it('agrees with the shared rules on numbers per line, and bounds the stake per number', async () => {
    const detail = (await call('GET', '/lgw/lottery/games/vnfast-45s')).json().value;
    for (const type of ['lo3', 'baCang']) {
      expect(detail.betTypes.find((b: { betType: string }) => b.betType === type)).toMatchObject({
        max: 100,
      });
    }
    const three = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(3, '0'));
    const over = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'lo3', numbers: three(101), stake: '1.00' }],
    });
    expect(over.statusCode).toBe(400);
    const full = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'baCang', numbers: three(100), stake: '1.00' }],
    });
    expect(full.statusCode).toBe(200);
    // The limit is on the stake per chosen number: 100 numbers at the maximum stake are one line.
    const max = detail.maxStake as string;
    const atMax = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'lo2', numbers: ['01', '02'], stake: max }],
    });
    expect(atMax.statusCode).toBe(200);
    expect(atMax.json().value.totalCost).toBe(`${(2n * minor(max)) / 100n}.00`);
    const above = await bet(demo01, {
      gameCode: 'vnfast-45s',
      requestId: rid(),
      bets: [{ betType: 'lo2', numbers: ['01'], stake: `${((minor(max) + 100n) / 100n).toString()}.00` }],
    });
    expect(above.json().code).toBe('LOTTERY_STAKE_LIMIT');
  });

  it('sells only on an open draw whose seed hash is public, never on one still marked scheduled', async () => {
    // Past the current draw with no scheduler pass: the next draw's sale window has begun but it is
    // still `scheduled`, its commitment unpublished.
    const item = await menu('vnfast-45s');
    clock.advance((item.remainTime as number) + 1);
    const next = await t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.status', 'd.open_at'])
      .where('g.code', '=', 'vnfast-45s')
      .where('d.draw_at', '>', clock.now())
      .orderBy('d.draw_at')
      .executeTakeFirstOrThrow();
    expect(next.status).toBe('scheduled');
    expect(next.open_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const stale = await menu('vnfast-45s');
    expect(stale.isSale).toBe(false);
    expect(stale.seedHash).toBeNull();

    const before = await balance(demo01);
    const slip = { gameCode: 'vnfast-45s', bets: [{ betType: 'lo2', numbers: ['07'], stake: '1.00' }] };
    const named = await bet(demo01, { ...slip, requestId: rid(), drawId: Number(next.id) });
    expect(named.statusCode).toBe(409);
    expect(named.json().code).toBe('LOTTERY_DRAW_CLOSED');
    const unnamed = await bet(demo01, { ...slip, requestId: rid() });
    expect(unnamed.json().code).toBe('LOTTERY_DRAW_CLOSED');
    expect(await balance(demo01)).toBe(before);

    // Once the scheduler opens it, its hash is public and the same slip is taken.
    await tick();
    const open = await menu('vnfast-45s');
    expect(open).toMatchObject({ isSale: true, drawId: Number(next.id) });
    expect(open.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const ok = await bet(demo01, { ...slip, requestId: rid(), drawId: Number(next.id) });
    expect(ok.statusCode).toBe(200);
  });
});
