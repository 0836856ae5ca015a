import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/password.ts';
import { csvLines, lastExport } from '../../../test/csv-download.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { lotteryEngine } from './lottery-engine.test-kit.ts';

// Miền Bắc, 15/09/2026 (docs/lottery-rules.md).
const MB_RESULT =
  '31429~56141~63539,52989~87180,30479,53919,09896,01566,70239~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,13';
// The same draw read with the G3 numbers in another order and one G7 number misread.
const MB_MISREAD =
  '31429~56141~63539,52989~70239,30479,53919,09896,01566,87180~5782,5790,0227,0122~1322,7963,3404,1478,1458,8914~719,652,339~27,15,44,31';

describe.each(dbKinds)('the console draws board and two readings of a result on %s', (kind) => {
  const { t, clock, call, login, menu } = lotteryEngine(kind);
  let admin: string;
  let risk: string;
  let member: string;
  let drawId: number;

  const draws = (token: string, query = '') =>
    call('GET', `/bo/api/lottery/draws?gameCode=vn-mb${query}`, { token });
  const drawState = async () =>
    (
      await t.database.db
        .selectFrom('lottery_draws')
        .select('status')
        .where('id', '=', BigInt(drawId))
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    await t.database.db
      .insertInto('staff')
      .values({ username: 'risk07', password_hash: await hashPassword('Risk@12345'), roles: ['risk'] })
      .execute();
    member = await login('demo01', 'Demo@1234');
    drawId = (await menu('vn-mb')).drawId as number;
    const placed = await call('POST', '/lgw/lottery/bets', {
      token: member,
      payload: {
        gameCode: 'vn-mb',
        requestId: 'console-board-1',
        bets: [{ betType: 'de', numbers: ['13'], stake: '2.00' }],
      },
    });
    expect(placed.statusCode).toBe(200);
    // Past 18:15 in Hà Nội: the draw has taken place.
    clock.advance(4 * 3_600_000);
    // Staff sign in after: their sessions end after a while without use.
    admin = await login('admin', 'Admin@1234', '/bo/api/session/login');
    risk = await staffToken(() => t, 'risk07', 'Risk@12345');
  });

  it('lists draws with their bets, stake, payout and house result, a page at a time', async () => {
    const res = await draws(admin, '&limit=1&page=1');
    expect(res.statusCode).toBe(200);
    const { list, hasMore } = res.json().value;
    expect(list).toHaveLength(1);
    expect(hasMore).toBe(true);
    const mine = (await draws(admin, '&limit=50'))
      .json()
      .value.list.find((d: { drawId: number }) => d.drawId === drawId);
    expect(mine).toMatchObject({ betCount: 1, payout: '0.00', pendingEntryId: null });
    expect(mine.stake).toBe(mine.houseResult);
    const second = (await draws(admin, '&limit=1&page=2')).json().value.list;
    expect(second[0]?.drawId).not.toBe(list[0].drawId);
  });

  it('refuses bad filters with a clear error', async () => {
    for (const q of ['&page=0', '&from=2026-02-30', '&to=yesterday', '&status=lost']) {
      const res = await draws(admin, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('exports the filtered draws as CSV and audit-logs the export', async () => {
    const res = await call('GET', '/bo/api/lottery/draws.csv?gameCode=vn-mb', { token: admin });
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res);
    expect(lines[0]).toBe(
      'draw_id,game,numero,status,draw_at,bets,stake,payout,house_result,winning_number,cancel_reason',
    );
    expect(lines.some((l) => l.startsWith(`${drawId},vn-mb,`))).toBe(true);
    expect(await lastExport(t.database.db)).toMatchObject({
      target_id: 'lottery.boDrawsCsv',
      after: { filters: { gameCode: 'vn-mb' } },
    });
  });

  it('settles nothing when the second reading differs, and answers the rows that differ', async () => {
    const entered = await call('POST', `/bo/api/lottery/draws/${drawId}/result`, {
      token: admin,
      payload: { winningNumber: MB_RESULT },
    });
    expect(entered.statusCode).toBe(200);
    const { entryId } = entered.json().value;
    const bad = await call('POST', `/bo/api/lottery/results/${entryId}/confirm`, {
      token: risk,
      payload: { winningNumber: 'not a result' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await call('POST', `/bo/api/lottery/results/${entryId}/confirm`, {
      token: risk,
      payload: { winningNumber: MB_MISREAD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'mismatch',
      diff: [{ label: 'G7', entered: ['27', '15', '44', '13'], confirmed: ['27', '15', '44', '31'] }],
    });
    expect(await drawState()).not.toBe('drawn');
    const listed = (await draws(admin, '&limit=50'))
      .json()
      .value.list.find((d: { drawId: number }) => d.drawId === drawId);
    expect(listed.pendingEntryId).toBe(entryId);
  });

  it('decides a burst of matching confirmations once', async () => {
    const entryId = (await draws(admin, '&limit=50'))
      .json()
      .value.list.find((d: { drawId: number }) => d.drawId === drawId).pendingEntryId;
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', `/bo/api/lottery/results/${entryId}/confirm`, {
          token: risk,
          payload: { winningNumber: MB_RESULT },
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(await drawState()).toBe('drawn');
    const entries = await t.database.db
      .selectFrom('lottery_result_entries')
      .select('status')
      .where('draw_id', '=', BigInt(drawId))
      .execute();
    expect(entries.map((e) => e.status)).toEqual(['confirmed']);
  });
});
