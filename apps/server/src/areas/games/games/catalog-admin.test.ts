import type { GameItem } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeHeard } from '../../../test/changes.ts';
import { csvLines, lastExport } from '../../../test/csv-download.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

interface CatalogGame {
  id: number;
  name: string;
  vendorCode: string;
  gameType: string;
  hidden: boolean;
  maintenance: { on: boolean; message: string | null; active: boolean; from: string | null };
}

describe.each(dbKinds)("a brand's curation of the catalog on %s", (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let signIns = 0;
  const withRoles = (name: string, roles: string[]) =>
    staffKit(() => t, `10.65.1.${++signIns}`).withRoles(name, roles);
  const tokens = { content: '', finance: '', auditor: '' };
  let game: CatalogGame;

  const lobby = async (name: string) => {
    const res = await call(
      'GET',
      `/wps/relay/GCSGAME_gameList?gameType=${game.gameType}&gameName=${encodeURIComponent(name)}`,
    );
    return (res.json().value as { games: GameItem[] }).games;
  };
  const update = (token: string, payload: object, id = game.id) =>
    call('PUT', `/bo/api/catalog/games/${id}`, { token, payload });
  /** A change the lobby's cache has heard of when it answers. */
  const change = async (payload: object) => {
    let res: Awaited<ReturnType<typeof update>> | undefined;
    await changeHeard(t.app, 'catalog', async () => {
      res = await update(tokens.content, payload);
    });
    return res as Awaited<ReturnType<typeof update>>;
  };

  beforeAll(async () => {
    tokens.content = await withRoles('cat65_content', ['content']);
    tokens.finance = await withRoles('cat65_finance', ['finance']);
    tokens.auditor = await withRoles('cat65_auditor', ['auditor']);
    const res = await call('GET', '/bo/api/catalog/games?vendor=PRAGMATIC&limit=5', {
      token: tokens.content,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().value as { rows: CatalogGame[]; total: number };
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
    expect(page.rows.every((g) => g.vendorCode === 'PRAGMATIC' && !g.hidden)).toBe(true);
    game = page.rows[0] as CatalogGame;
  });

  it('hides a game from the lobby and shows it again, each change audited', async () => {
    expect((await lobby(game.name)).map((g) => g.gameId)).toContain(game.id);
    const hidden = await change({ hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().value).toMatchObject({ id: game.id, hidden: true });
    expect((await lobby(game.name)).map((g) => g.gameId)).not.toContain(game.id);
    const listed = await call('GET', `/bo/api/catalog/games?visibility=hidden`, { token: tokens.auditor });
    expect((listed.json().value.rows as CatalogGame[]).map((g) => g.id)).toEqual([game.id]);
    await change({ hidden: false });
    expect((await lobby(game.name)).map((g) => g.gameId)).toContain(game.id);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_id', 'like', `%:${game.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['catalog.game_update', 'catalog.game_update']);
  });

  it("puts a game under maintenance with the brand's message, now or only in a window", async () => {
    const message = 'Back at 10:00 after an upgrade';
    const res = await change({ maintenance: { on: true, message, from: null, until: null } });
    expect(res.json().value.maintenance).toMatchObject({ on: true, message, active: true });
    const [tile] = (await lobby(game.name)).filter((g) => g.gameId === game.id);
    expect(tile).toMatchObject({ maintenance: true, maintenanceMessage: message });
    const later = { from: new Date(Date.now() + 3_600_000).toISOString(), until: null };
    const planned = await change({ maintenance: { on: true, message, ...later } });
    expect(planned.json().value.maintenance).toMatchObject({ on: true, active: false });
    const [open] = (await lobby(game.name)).filter((g) => g.gameId === game.id);
    expect(open?.maintenanceMessage ?? null).toBeNull();
    await update(tokens.content, { maintenance: { on: false, message: null, from: null, until: null } });
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const before = await t.database.db.selectFrom('merchant_games').selectAll().execute();
    const backwards = { on: true, message: 'x', from: '2030-01-02T00:00:00Z', until: '2030-01-01T00:00:00Z' };
    expect((await update(tokens.content, { maintenance: backwards })).statusCode).toBe(400);
    expect((await update(tokens.content, {})).statusCode).toBe(400);
    expect((await update(tokens.content, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await update(tokens.content, { hidden: true }, 999_999)).statusCode).toBe(404);
    expect((await update(tokens.finance, { hidden: true })).statusCode).toBe(403);
    expect((await update(tokens.auditor, { hidden: true })).statusCode).toBe(403);
    expect(
      (await call('GET', '/bo/api/catalog/games?gameType=NOPE', { token: tokens.content })).statusCode,
    ).toBe(400);
    expect(await t.database.db.selectFrom('merchant_games').selectAll().execute()).toEqual(before);
  });

  it('takes two changes of one game at the same moment one after the other', async () => {
    const answers = await Promise.all([
      update(tokens.content, { hidden: true }),
      update(tokens.content, { maintenance: { on: true, message: 'both', from: null, until: null } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const row = await t.database.db
      .selectFrom('merchant_games')
      .selectAll()
      .where('game_id', '=', game.id)
      .executeTakeFirstOrThrow();
    // Neither change undid the other: each read the setting the other left.
    expect(row).toMatchObject({ hidden: true, maintenance: true, maintenance_message: 'both' });
    await update(tokens.content, {
      hidden: false,
      maintenance: { on: false, message: null, from: null, until: null },
    });
  });

  it('exports the filtered list as CSV and logs the export', async () => {
    const res = await call('GET', '/bo/api/catalog/games.csv?vendor=PRAGMATIC', { token: tokens.auditor });
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res);
    expect(lines[0]?.startsWith('id,code,name,vendor,gameType')).toBe(true);
    expect(lines.slice(1).every((l) => l.split(',')[3] === 'PRAGMATIC')).toBe(true);
    expect(await lastExport(t.database.db)).toMatchObject({
      target_id: 'catalogAdmin.exportCsv',
      after: { filters: { vendor: 'PRAGMATIC' } },
    });
  });
});
