import { beforeAll, describe, expect, it } from 'vitest';
import { caller, testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery } from './lottery.module.ts';
import { settleKenoDrawInSql } from './settlement.repository.ts';

/** Catches 1 and 2 of a ticket on 1–5; the numbers add up to 811, so big wins. */
const DRAWN = [1, 2, 7, 11, 15, 24, 35, 36, 38, 41, 42, 43, 49, 54, 60, 66, 68, 69, 70, 80];

interface Row {
  id: string;
  roundId: string;
  vassalage: string;
  vendorName: string;
  gameName: string;
  stake: string;
  win: string;
  status: string;
  lottery: null | {
    drawNumero: string;
    betType: string;
    numbers: string[];
    odds: string | null;
    result: string | null;
    hits: number | null;
  };
}

describe.each(dbKinds)('lottery lines in the betting record on %s', (kind) => {
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const call = caller(() => t);
  let token: string;
  let kenoDraw: { id: number; numero: string };

  const record = async (payload: object = {}) => {
    const res = await call('POST', '/wps/relay/personalHistoryCopy', { token, payload });
    expect(res.statusCode).toBe(200);
    return res.json().value as {
      content: Row[];
      total: number;
      summary: { stake: string; win: string; profit: string };
      vendors: { vassalage: string; name: string }[];
    };
  };

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    const lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await lottery.scheduler.tick();
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    token = login.json().value.token;

    const keno = await call('POST', '/lgw/lottery/bets', {
      token,
      payload: {
        gameCode: 'keno',
        requestId: `record-keno-${kind}`,
        bets: [
          { betType: 'spots', numbers: ['1', '2', '3', '4', '5'], stake: '10.00' },
          { betType: 'big', numbers: [], stake: '10.00' },
        ],
      },
    });
    expect(keno.statusCode).toBe(200);
    kenoDraw = { id: keno.json().value.drawId, numero: keno.json().value.numero };
    clock.advance(1_000);
    const vn = await call('POST', '/lgw/lottery/bets', {
      token,
      payload: {
        gameCode: 'vnfast-45s',
        requestId: `record-vn-${kind}`,
        bets: [{ betType: 'de', numbers: ['29'], stake: '10.00' }],
      },
    });
    expect(vn.statusCode).toBe(200);

    await t.database.db.transaction().execute(async (trx) => {
      await settleKenoDrawInSql(trx, BigInt(kenoDraw.id), DRAWN);
      await trx
        .updateTable('lottery_draws')
        .set({
          status: 'settled',
          settled_at: clock.now(),
          result: JSON.stringify(DRAWN),
          winning_number: DRAWN.map((n) => String(n).padStart(2, '0')).join(','),
        })
        .where('id', '=', BigInt(kenoDraw.id))
        .execute();
    });
  });

  it('lists each lottery line with its draw, numbers, odds, result and payout', async () => {
    const page = await record();
    const lines = page.content.filter((r) => r.lottery !== null);
    expect(lines).toHaveLength(3);
    const [vn, ...kenoLines] = lines as [Row, ...Row[]];
    expect(vn).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      vendorName: 'Vietnam Lotto',
      gameName: 'Fast 45 seconds',
      status: 'open',
      win: '0.00',
      lottery: { betType: 'de', numbers: ['29'], result: null, hits: null },
    });
    expect(vn.lottery?.odds).toMatch(/^\d+(\.\d{1,2})?$/);

    const spots = kenoLines.find((r) => r.lottery?.betType === 'spots');
    expect(spots).toMatchObject({
      id: expect.stringMatching(/^L\d+$/),
      roundId: kenoDraw.numero,
      vassalage: 'ELK',
      vendorName: 'Lotus E-Lottery',
      gameName: 'Keno',
      stake: '10.00',
      win: '0.00',
      status: 'settled',
      lottery: { drawNumero: kenoDraw.numero, numbers: ['1', '2', '3', '4', '5'], hits: 2, odds: '0' },
    });
    expect(spots?.lottery?.result).toMatch(/^01,02,07,/);
    const big = kenoLines.find((r) => r.lottery?.betType === 'big');
    expect(big).toMatchObject({ status: 'settled', win: '19.50', lottery: { odds: '1.95' } });
  });

  it("names the lottery games in the member's language, like every other game", async () => {
    const names = async (language: string) =>
      (await record({ language })).content
        .filter((r) => r.lottery !== null)
        .map((r) => `${r.vassalage} ${r.gameName}`);
    expect(await names('VI')).toEqual(['TCG_LOTTO_VN Siêu tốc 45 giây', 'ELK Keno', 'ELK Keno']);
    expect(await names('CN')).toEqual(['TCG_LOTTO_VN 极速 45 秒', 'ELK 基诺', 'ELK 基诺']);
    expect(await names('TH')).toEqual(['TCG_LOTTO_VN ด่วน 45 วินาที', 'ELK คีโน', 'ELK คีโน']);
    // The account record names the draw's game the same way.
    const history = await call('GET', '/wps/cashier/transactions?period=M&type=bet&language=VI', { token });
    const games = (history.json().value.list as { label: { source: string; game: string } | null }[])
      .filter((r) => r.label?.source === 'lottery')
      .map((r) => r.label?.game);
    expect(games).toEqual(expect.arrayContaining(['Siêu tốc 45 giây', 'Keno']));
  });

  it('offers the lottery vendors in the provider filter, and the filter keeps to them', async () => {
    const all = await record();
    expect(all.vendors).toEqual(
      expect.arrayContaining([
        { vassalage: 'ELK', name: 'Lotus E-Lottery' },
        { vassalage: 'TCG_LOTTO_VN', name: 'Vietnam Lotto' },
      ]),
    );
    const keno = await record({ vassalage: 'ELK' });
    expect(keno.content.map((r) => r.vassalage)).toEqual(['ELK', 'ELK']);
    expect(keno.total).toBe(2);
    expect(keno.summary).toEqual({ stake: '20.00', win: '19.50', profit: '-0.50' });
    const settled = await record({ status: 'open' });
    expect(settled.content.every((r) => r.status === 'open')).toBe(true);
    expect(settled.content.some((r) => r.vassalage === 'TCG_LOTTO_VN')).toBe(true);
  });
});
