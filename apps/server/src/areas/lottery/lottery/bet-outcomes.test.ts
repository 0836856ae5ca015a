import { KENO_ODD_MIDPOINT, KENO_SUM_MIDPOINT } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateWhere } from '../../../db/update-where.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery } from './lottery.module.ts';
import { settleKenoDrawInSql } from './settlement.repository.ts';

/**
 * 20 numbers that catch 1 and 2 (not 3–5), add up to the sum midpoint and hold exactly the odd
 * midpoint of odd numbers: a five-spot ticket on 1–5 loses with two hits, big and odd both tie.
 */
const DRAWN = [1, 2, 9, 11, 15, 24, 35, 36, 38, 41, 42, 43, 49, 54, 60, 66, 68, 69, 70, 77];

describe.each(dbKinds)('keno bet outcomes as the member reads them on %s', (kind) => {
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const call = caller(() => t);
  let token: string;

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    const lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await lottery.scheduler.tick();
    const res = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    token = res.json().value.token;
  });

  it('a losing ticket keeps the numbers it caught; a side-bet tie reads, and filters, as a push, not a win', async () => {
    expect(DRAWN.reduce((a, b) => a + b, 0)).toBe(KENO_SUM_MIDPOINT);
    expect(DRAWN.filter((n) => n % 2 === 1)).toHaveLength(KENO_ODD_MIDPOINT);

    const placed = await call('POST', '/lgw/lottery/bets', {
      token,
      payload: {
        gameCode: 'keno',
        requestId: `outcomes-${kind}`,
        bets: [
          { betType: 'spots', numbers: ['1', '2', '3', '4', '5'], stake: '10.00' },
          { betType: 'big', numbers: [], stake: '10.00' },
          { betType: 'even', numbers: [], stake: '10.00' },
          { betType: 'spots', numbers: ['1', '2'], stake: '10.00' },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    const drawId = BigInt(placed.json().value.drawId);

    const db = t.database.db;
    await db.transaction().execute(async (trx) => {
      await settleKenoDrawInSql(trx, drawId, DRAWN);
      await updateWhere(trx, 'lottery_draws', { id: drawId })
        .set({ status: 'settled', result: JSON.stringify(DRAWN), winning_number: DRAWN.join(',') })
        .execute();
    });

    const res = await call('GET', '/lgw/lottery/bets?gameCode=keno', { token });
    expect(res.statusCode).toBe(200);
    const bets = (res.json().value.list as Array<Record<string, unknown>>).filter(
      (b) => b.drawId === Number(drawId),
    );
    const byType = Object.fromEntries(
      bets.map((b) => [`${b.betType}${(b.numbers as string[]).length || ''}`, b]),
    );
    expect(byType.spots5).toMatchObject({ status: 'lost', hits: 2, payout: '0.00' });
    expect(byType.big).toMatchObject({ status: 'push', hits: KENO_SUM_MIDPOINT, payout: '10.00' });
    expect(byType.even).toMatchObject({ status: 'push', hits: KENO_ODD_MIDPOINT, payout: '10.00' });
    expect(byType.spots2).toMatchObject({ status: 'won', hits: 2, payout: '158.00' });

    // Each status filter lists exactly the bets that read that status: a push is not a win.
    const filtered = async (status: string) => {
      const page = await call('GET', `/lgw/lottery/bets?gameCode=keno&status=${status}`, { token });
      expect(page.statusCode, status).toBe(200);
      return (page.json().value.list as Array<{ drawId: number; betId: string; status: string }>)
        .filter((b) => b.drawId === Number(drawId))
        .map((b) => b.status);
    };
    expect(await filtered('won')).toEqual(['won']);
    expect(await filtered('push')).toEqual(['push', 'push']);
    expect(await filtered('lost')).toEqual(['lost']);
  });
});
