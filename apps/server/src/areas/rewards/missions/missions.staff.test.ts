import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/kysely.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { missionsRepository } from './missions.repository.ts';
import { hourFromNow, missionsKit, rid } from './missions.test-kit.ts';

/** Staff keep missions (validated, audited); the leaderboard masks and orders; members see only their own. */
describe.each(dbKinds)('missions: staff, leaderboard and access on %s', (kind) => {
  const t = suiteApp(kind);
  let finance: string;
  let content: string;
  let gameId: number;
  const kit = missionsKit(() => t, 'mss');
  const vendor = walletKit(() => t);
  const { call } = kit;
  const db = () => t.database.db;
  const audits = () =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'before', 'after'])
      .where('action', 'like', 'missions.%')
      .orderBy('id')
      .execute();
  const missionCount = async () =>
    Number(
      (
        await db()
          .selectFrom('missions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A vendor round settled for the member, straight into the rounds table as the wallet writes it. */
  async function settledRound(memberId: bigint, stake: bigint, win = 0n, q: Db = db()) {
    const merchantId = await kit.merchantId();
    await vendor.settledRound({ merchantId, memberId, stake, win, gameId, roundId: rid() }, q);
  }

  beforeAll(async () => {
    finance = await kit.staffWith(['finance']);
    content = await kit.staffWith(['content']);
    gameId = await vendor.gameId('SANDBOX', 'coin-flip');
  });

  it('seeds the demo missions for the demo brand', async () => {
    const list = (await call('GET', '/bo/api/missions', { token: finance })).json().value.list;
    expect(list.map((m: { names: { EN: string } }) => m.names.EN)).toEqual(
      expect.arrayContaining(['Play 10 rounds', 'Wager 1,000,000.00 in slots']),
    );
  });

  it('creates a mission with its audit row; refuses bad input and other roles, storing nothing', async () => {
    const before = await audits();
    const created = await call('POST', '/bo/api/missions', {
      token: finance,
      payload: {
        names: { EN: 'Wager 50', VI: 'Cược 50' },
        kind: 'turnover',
        category: 'RNG',
        target: '50',
        reward: '5.50',
        startsAt: hourFromNow(0),
        endsAt: hourFromNow(24),
      },
    });
    expect(created.statusCode).toBe(200);
    const m = created.json().value;
    expect(m).toMatchObject({ target: '50.00', reward: '5.50', category: 'RNG', active: true, claims: 0 });
    const rows = await audits();
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'missions.create', target_id: m.id, before: null });

    const count = await missionCount();
    const good = {
      names: { EN: 'x' },
      kind: 'bet_count',
      target: '3',
      reward: '1',
      startsAt: hourFromNow(0),
      endsAt: hourFromNow(5),
    };
    for (const bad of [
      { ...good, target: '1.5' },
      { ...good, target: '0' },
      { ...good, kind: 'turnover', target: '-3' },
      { ...good, kind: 'deposit', category: 'RNG' },
      { ...good, kind: 'poker' },
      { ...good, category: 'POKER' },
      { ...good, reward: '0' },
      { ...good, reward: '1.234' },
      { ...good, names: { VI: 'x' } },
      { ...good, endsAt: good.startsAt },
      { ...good, startsAt: hourFromNow(5), endsAt: hourFromNow(0) },
      { ...good, startsAt: new Date(Date.now() - (Date.now() % 3_600_000) + 60_000).toISOString() },
      { ...good, endsAt: hourFromNow(24 * 400) },
    ]) {
      const res = await call('POST', '/bo/api/missions', { token: finance, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const denied = await call('POST', '/bo/api/missions', { token: content, payload: good });
    expect(denied.statusCode).toBe(403);
    expect(await missionCount()).toBe(count);
    expect(await audits()).toHaveLength(before.length + 1);
  });

  it('freezes the terms of a claimed mission, still lets staff rename and archive it, audited', async () => {
    const id = await kit.create(finance, { kind: 'bet_count', target: '1', reward: '3' });
    const m = await kit.member();
    await settledRound(m.id, 1_000n);
    expect((await kit.claim(m.token, id)).statusCode).toBe(200);
    const body = {
      names: { EN: 'Renamed' },
      kind: 'bet_count',
      target: '1',
      reward: '3',
      startsAt: hourFromNow(-1),
      endsAt: hourFromNow(2),
    };
    const worse = await call('PUT', `/bo/api/missions/${id}`, {
      token: finance,
      payload: { ...body, reward: '1' },
    });
    expect(worse.json().code).toBe('MISSION_HAS_CLAIMS');
    const renamed = await call('PUT', `/bo/api/missions/${id}`, { token: finance, payload: body });
    expect(renamed.json().value).toMatchObject({ names: { EN: 'Renamed' }, claims: 1 });
    const archived = await call('DELETE', `/bo/api/missions/${id}`, { token: finance });
    expect(archived.json().value).toMatchObject({ active: false });
    expect((await kit.summary(m.token)).list.some((x) => x.id === id)).toBe(false);
    expect((await call('DELETE', '/bo/api/missions/999999999', { token: finance })).statusCode).toBe(404);
    const rows = (await audits()).filter((r) => r.target_id === id).map((r) => r.action);
    expect(rows).toEqual(['missions.create', 'missions.update', 'missions.archive']);
  });

  it('ranks members by progress with masked names, biggest first, marking the asker', async () => {
    // Ranked by winnings: the other tests' rounds win nothing, so only these members have any.
    const id = await kit.create(finance, { kind: 'win', target: '300' });
    const [a, b, c, idle] = [await kit.member(), await kit.member(), await kit.member(), await kit.member()];
    await settledRound(a.id, 100n, 20_000n);
    await settledRound(b.id, 100n, 50_000n);
    await settledRound(c.id, 100n, 10_000n);
    await settledRound(c.id, 100n, 25_000n);
    await settledRound(idle.id, 100n);
    const res = await call('GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`, {
      token: a.token,
    });
    expect(res.statusCode).toBe(200);
    const board = res.json().value;
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-2)}`;
    expect(board).toMatchObject({ missionId: id, kind: 'win' });
    expect(board.list).toEqual([
      { rank: 1, name: mask(b.username), value: '500.00', completed: true, me: false },
      { rank: 2, name: mask(c.username), value: '350.00', completed: true, me: false },
      { rank: 3, name: mask(a.username), value: '200.00', completed: false, me: true },
    ]);
    expect(JSON.stringify(board)).not.toContain(idle.username);
    expect(JSON.stringify(board)).not.toContain(a.username);
    // By POST with a body, as relay calls also go.
    const posted = await call('POST', '/wps/relay/MCSFE_getMissionLeaderboard', {
      token: b.token,
      payload: { missionId: id },
    });
    expect(posted.json().value.list[0]).toMatchObject({ rank: 1, me: true });
    const unknown = await call('GET', '/wps/relay/MCSFE_getMissionLeaderboard?missionId=999999999', {
      token: a.token,
    });
    expect(unknown.json().code).toBe('MISSION_NOT_FOUND');
  });

  it("keeps each member to their own progress and claims; another member's request id is not theirs", async () => {
    const id = await kit.create(finance, { kind: 'bet_count', target: '1', reward: '4' });
    const a = await kit.member();
    const b = await kit.member();
    await settledRound(a.id, 1_000n);
    expect(await kit.mission(a.token, id)).toMatchObject({ progress: '1', state: 'claimable' });
    expect(await kit.mission(b.token, id)).toMatchObject({ progress: '0', state: 'in_progress' });
    const requestId = rid();
    expect((await kit.claim(a.token, id, requestId)).json().value.replayed).toBe(false);
    const other = await kit.claim(b.token, id, requestId);
    expect(other.json().code).toBe('MISSION_NOT_COMPLETE');
    expect((await kit.balance(b.token)).cash).toBe('0.00');
    expect(await kit.mission(b.token, id)).toMatchObject({ state: 'in_progress', claimedAt: null });
    expect((await call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).statusCode).toBe(401);
    expect(
      (await call('POST', '/wps/missions/claim', { payload: { missionId: id, requestId } })).statusCode,
    ).toBe(401);
    expect((await kit.claim(a.token, 'abc')).json().code).toBe('VALIDATION');
  });

  it('shows an ended mission as expired when short of the target, and refuses its claim', async () => {
    const id = await kit.create(finance, {
      kind: 'bet_count',
      target: '1',
      startsAt: hourFromNow(-3),
      endsAt: hourFromNow(-2),
    });
    const m = await kit.member();
    await settledRound(m.id, 1_000n);
    expect(await kit.mission(m.token, id)).toMatchObject({ progress: '0', state: 'expired' });
    expect((await kit.claim(m.token, id)).json().code).toBe('MISSION_EXPIRED');
  });

  it("refuses another brand's mission to a member: not listed, not ranked, not claimable", async () => {
    const other = await copyDemoBrand(db(), 'missions-other');
    const foreign = await missionsRepository(db()).insertMission(
      other.id,
      {
        names: { EN: 'Elsewhere' },
        kind: 'bet_count',
        category: null,
        target: 1n,
        reward: 100n,
        startsAt: new Date(hourFromNow(-1)),
        endsAt: new Date(hourFromNow(2)),
        active: true,
      },
      new Date(),
    );
    const m = await kit.member();
    await settledRound(m.id, 1_000n);
    const id = foreign.id.toString();
    expect((await kit.summary(m.token)).list.some((x) => x.id === id)).toBe(false);
    expect((await kit.claim(m.token, id)).json().code).toBe('MISSION_NOT_FOUND');
    const board = await call('GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`, {
      token: m.token,
    });
    expect(board.json().code).toBe('MISSION_NOT_FOUND');
    expect((await kit.balance(m.token)).cash).toBe('0.00');
  });
});
