import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { type AuditService, auditService } from '../../identity/index.ts';
import { createLedger, reconcileLedger, seedDemoBalance } from '../../money/index.ts';
import { seedLotteryGames } from './demo-lottery.ts';
import { incidentsService } from './incidents.service.ts';
import { createLottery, type Lottery } from './lottery.module.ts';
import type { DrawStatus } from './lottery.tables.ts';

/** Monday 2 March 2026, 10:00 in Hà Nội. */
const START = new Date('2026-03-02T03:00:00Z');
const GAME = 'vnfast-45s';
const PASSWORD = 'Staff@1234';

interface Player {
  merchantId: number;
  memberId: bigint;
}

/**
 * Platform incidents: the only way an RNG draw that took a bet is cancelled. Two brands bet on the
 * same game; one platform operator opens an incident, another confirms it, and every open draw of
 * the game on both brands is cancelled and refunded once, whatever is sent twice or at once.
 */
describe.each(dbKinds)('lottery incidents on %s', (kind) => {
  let db: Db;
  let lottery: Lottery;
  let audit: AuditService;
  const clock = testClock(START);
  const call = caller(() => t);
  const players: Player[] = [];
  const tokens: Record<string, string> = {};
  let seq = 0;

  const login = (username: string) => staffToken(() => t, username, PASSWORD, `10.0.7.${++seq}`);
  const cash = async (p: Player) =>
    (await createLedger(db).balances(p.merchantId, p.memberId, 'VND')).cash.available;
  const place = (p: Player, gameCode = GAME, drawId?: number) =>
    lottery.bets.place(
      p,
      {
        gameCode,
        requestId: `inc-${++seq}`,
        ...(drawId ? { drawId } : {}),
        bets: [
          { betType: 'lo2', numbers: ['07', '70'], stake: '1.00' },
          { betType: 'de', numbers: ['12'], stake: '2.00' },
        ],
      },
      'VND',
    );
  const openIncident = (token: string, body: object) =>
    call('POST', '/bo/api/lottery/incidents', { token, payload: body });
  const confirm = (token: string, id: string) =>
    call('POST', `/bo/api/lottery/incidents/${id}/confirm`, { token });
  const drawsOf = async (gameCode: string, statuses: DrawStatus[]) =>
    db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.id', 'd.merchant_id', 'd.status', 'd.cancel_reason', 'd.incident_id'])
      .where('g.code', '=', gameCode)
      .where('d.status', 'in', statuses)
      .orderBy('d.id')
      .execute();
  const refundsOf = async (drawIds: bigint[]) =>
    selectWhere(db, 'ledger_transfers', { kind: 'lottery_refund' })
      .select(['idempotency_key', 'amount'])
      .where(
        'reference',
        'in',
        drawIds.map((id) => `lottery-draw:${id}`),
      )
      .execute();
  const betCount = async (drawIds: bigint[]) =>
    (
      await db
        .selectFrom('lottery_bets')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('draw_id', 'in', drawIds)
        .executeTakeFirstOrThrow()
    ).n;

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    db = t.database.db;
    audit = auditService(db);
    lottery = createLottery({ db, audit, now: clock.now });
    const { demoId, id: other } = await copyDemoBrand(db, 'incident-other');
    await seedLotteryGames(db, other);
    for (const merchantId of [demoId, other]) {
      for (let i = 0; i < 3; i++) {
        const row = await db
          .insertInto('members')
          .values({
            merchant_id: merchantId,
            username: `inc${merchantId}x${i}`,
            nickname: `inc${i}`,
            password_hash: 'x',
            type: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await seedDemoBalance(db, merchantId, row.id, 1_000_000n);
        players.push({ merchantId, memberId: row.id });
      }
    }
    for (const [username, roles, merchant] of [
      ['inc-risk-a', ['risk'], null],
      ['inc-finance-b', ['finance'], null],
      ['inc-content', ['content'], null],
      ['inc-brand-risk', ['risk'], demoId],
    ] as const) {
      await db
        .insertInto('staff')
        .values({
          username,
          password_hash: await hashPassword(PASSWORD, TEST_COST),
          roles: [...roles],
          merchant_id: merchant,
        })
        .execute();
      tokens[username] = await login(username);
    }
    await lottery.scheduler.tick();
  });

  it('refuses to cancel a single RNG draw that has taken a bet, and changes nothing', async () => {
    const [p] = players as [Player];
    const before = await cash(p);
    const { drawId } = await place(p);
    const res = await call('POST', `/bo/api/lottery/draws/${drawId}/cancel`, {
      token: tokens['inc-risk-a'],
      payload: { reason: 'we would rather not pay this one' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LOTTERY_VOID_HAS_BETS');
    const [draw] = await db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', BigInt(drawId))
      .execute();
    expect(draw).toMatchObject({ status: 'open', cancel_reason: null });
    expect(await cash(p)).toBe(before - 400n);
    expect(await refundsOf([BigInt(drawId)])).toHaveLength(0);
  });

  it('takes an incident only from platform risk or finance staff, for an RNG game, with a reason', async () => {
    const reason = 'Draw service fault: results could not be published';
    expect(
      (await openIncident(tokens['inc-risk-a'] as string, { gameCode: GAME, reason: '  ' })).statusCode,
    ).toBe(400);
    const vn = await openIncident(tokens['inc-risk-a'] as string, { gameCode: 'vn-mb', reason });
    expect(vn.statusCode).toBe(404);
    expect(vn.json().code).toBe('LOTTERY_GAME_NOT_FOUND');
    expect((await openIncident(tokens['inc-content'] as string, { gameCode: GAME, reason })).statusCode).toBe(
      403,
    );
    expect(
      (await openIncident(tokens['inc-brand-risk'] as string, { gameCode: GAME, reason })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/bo/api/lottery/incidents', { payload: { gameCode: GAME, reason } })).statusCode,
    ).toBe(401);
    expect(await db.selectFrom('lottery_incidents').selectAll().execute()).toHaveLength(0);
  });

  it('cancels every open draw of the game on every brand once, when a second operator confirms', async () => {
    // Every player bets on the open draw of the game; one also bets on another game, which stays.
    const before = await Promise.all(players.map(cash));
    for (const p of players) await place(p);
    const [p0] = players as [Player];
    const other = await place(p0, 'vnfast-1m');
    const open = await drawsOf(GAME, ['open', 'locked']);
    expect(new Set(open.map((d) => d.merchant_id)).size).toBe(2);
    const openIds = open.map((d) => d.id);
    const bets = Number(await betCount(openIds));
    expect(bets).toBe(2 * (players.length + 1));

    const reason = 'Draw service fault: results could not be published';
    const opened = await openIncident(tokens['inc-risk-a'] as string, { gameCode: GAME, reason });
    expect(opened.statusCode).toBe(200);
    const incident = opened.json().value;
    expect(incident).toMatchObject({
      gameCode: GAME,
      reason,
      status: 'pending',
      confirmedBy: null,
      drawCount: 0,
    });

    // The operator who opened it cannot confirm it; nothing has moved yet.
    const self = await confirm(tokens['inc-risk-a'] as string, incident.incidentId);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('LOTTERY_SAME_OPERATOR');
    expect((await confirm(tokens['inc-content'] as string, incident.incidentId)).statusCode).toBe(403);
    expect((await drawsOf(GAME, ['open', 'locked'])).map((d) => d.id)).toEqual(openIds);
    expect(await refundsOf(openIds)).toHaveLength(0);

    // The second operator's confirmation sent 50 times at once: one carries it out.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm(tokens['inc-finance-b'] as string, incident.incidentId)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(
      answers.filter((a) => a.statusCode === 409 && a.json().code === 'LOTTERY_INCIDENT_STATE'),
    ).toHaveLength(49);
    expect(ok[0]?.json().value).toMatchObject({
      status: 'confirmed',
      drawCount: open.length,
      betCount: bets,
    });
    const retry = await confirm(tokens['inc-finance-b'] as string, incident.incidentId);
    expect(retry.json().code).toBe('LOTTERY_INCIDENT_STATE');

    // Every open draw of the game, on both brands, cancelled with the reason; every bet refunded once.
    const after = await db
      .selectFrom('lottery_draws')
      .select(['id', 'status', 'cancel_reason', 'incident_id'])
      .where('id', 'in', openIds)
      .execute();
    for (const d of after) {
      expect(d).toMatchObject({ status: 'cancelled', cancel_reason: reason });
      expect(String(d.incident_id)).toBe(incident.incidentId);
    }
    const refunds = await refundsOf(openIds);
    expect(refunds).toHaveLength(bets);
    expect(new Set(refunds.map((r) => r.idempotency_key)).size).toBe(bets);
    // The first player's earlier bet on the game came back too; the bet on the other game stands.
    expect((await Promise.all(players.map(cash))).map((c, i) => c - (before[i] as bigint))).toEqual([
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
    ]);
    const otherDraw = await db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', BigInt(other.drawId))
      .executeTakeFirstOrThrow();
    expect(otherDraw.status).toBe('open');

    // Audited: both operators, the reason and the times, and each draw's refund.
    const trail = await audit.list({ targetType: 'lottery_incident', targetId: incident.incidentId });
    expect(trail.map((a) => a.action)).toEqual(['lottery.incident_confirm', 'lottery.incident_open']);
    const confirmed = trail[0]?.after as Record<string, unknown>;
    expect(confirmed).toMatchObject({ reason, gameCode: GAME, bets });
    expect(confirmed.openedBy).not.toBe(confirmed.confirmedBy);
    expect(confirmed.confirmedAt).toBe(START.toISOString());
    for (const d of openIds) {
      const drawTrail = await audit.list({ targetType: 'lottery_draw', targetId: String(d) });
      expect(drawTrail.map((a) => a.action)).toEqual(['lottery.draw_incident_cancel']);
    }

    // The results board of each brand shows the draw cancelled by the incident, with its reason.
    const board = (await call('GET', `/lgw/lottery/draws?gameCode=${GAME}`)).json().value.list;
    const demoDraw = open.find((d) => d.merchant_id === p0.merchantId);
    expect(board.find((d: { drawId: number }) => d.drawId === Number(demoDraw?.id))).toMatchObject({
      status: 'cancelled',
      cancelReason: reason,
      incidentId: incident.incidentId,
    });
    const list = (await call('GET', '/bo/api/lottery/incidents', { token: tokens['inc-content'] })).json()
      .value.list;
    expect(list[0]).toMatchObject({ incidentId: incident.incidentId, status: 'confirmed' });

    // The game goes on: its next draw opens and sells.
    clock.advance(45_000);
    await lottery.scheduler.tick();
    const next = await place(p0);
    expect(openIds).not.toContain(BigInt(next.drawId));
    expect((await reconcileLedger(db)).problems).toEqual([]);
  });

  it('cancels locked draws too, and a crash part-way through the confirmation leaves everything as it was', async () => {
    for (const p of players) await place(p);
    // Past the lock time: betting has closed, the draws wait for their draw time.
    clock.advance(41_000);
    await lottery.scheduler.tick();
    // After the bets (and the other game's settlement): what the incident must not touch twice.
    const before = await Promise.all(players.map(cash));
    const locked = await drawsOf(GAME, ['locked']);
    expect(locked.length).toBe(2);
    const ids = locked.map((d) => d.id);
    // Each player's bet, and the first player's bet from the test before, on the same draw.
    const bets = Number(await betCount(ids));
    expect(bets).toBe(2 * (players.length + 1));
    const opened = await openIncident(tokens['inc-finance-b'] as string, {
      gameCode: GAME,
      reason: 'Seed store unreachable',
    });
    const incidentId = BigInt(opened.json().value.incidentId);
    const op = { staffId: 0n, merchantId: null, ip: '10.0.9.9' };
    op.staffId = (
      await db.selectFrom('staff').select('id').where('username', '=', 'inc-risk-a').executeTakeFirstOrThrow()
    ).id;

    // The audit store fails after the first draw was refunded: the whole confirmation rolls back.
    let writes = 0;
    const failing: AuditService = {
      ...audit,
      async record(entry, trx) {
        if (++writes === 2) throw new Error('audit store down');
        return audit.record(entry, trx);
      },
    };
    await expect(
      incidentsService({ db, audit: failing, now: clock.now }).confirm(incidentId, op),
    ).rejects.toThrow('audit store down');
    expect((await drawsOf(GAME, ['locked'])).map((d) => d.id)).toEqual(ids);
    expect(await refundsOf(ids)).toHaveLength(0);
    expect(await Promise.all(players.map(cash))).toEqual(before);
    const pending = await selectWhere(db, 'lottery_incidents', { id: incidentId })
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');

    // Run again, it completes once.
    const done = await incidentsService({ db, audit, now: clock.now }).confirm(incidentId, op);
    expect(done).toMatchObject({ status: 'confirmed', drawCount: 2, betCount: bets });
    expect(await refundsOf(ids)).toHaveLength(bets);
    expect(await Promise.all(players.map(cash))).toEqual(before.map((b, i) => b + (i === 0 ? 800n : 400n)));
    clock.advance(10_000);
    await lottery.scheduler.tick();
    expect((await reconcileLedger(db)).problems).toEqual([]);
  });

  it('lets an unconfirmed incident lapse after an hour', async () => {
    const opened = await openIncident(tokens['inc-risk-a'] as string, {
      gameCode: 'keno',
      reason: 'Keno feed stalled',
    });
    expect(opened.statusCode).toBe(200);
    clock.advance(61 * 60_000);
    // A new hour on the clock: the operators sign in again.
    tokens['inc-finance-b'] = await login('inc-finance-b');
    const late = await confirm(tokens['inc-finance-b'] as string, opened.json().value.incidentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('LOTTERY_INCIDENT_STATE');
    expect((await confirm(tokens['inc-finance-b'] as string, '999999')).json().code).toBe(
      'LOTTERY_INCIDENT_NOT_FOUND',
    );
  });
});
