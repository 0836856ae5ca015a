import type { GameItem, VendorLane } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { merchantRepository, merchantService } from '../../brand/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { LOTTERY_VENDORS } from '../betting-record/lottery-source.ts';
import { catalogRepository } from '../games/catalog.repository.ts';
import { catalogService } from '../games/catalog.service.ts';
import { playableGames } from '../launch/launch.module.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { everyDemoStudioGame, tableFor } from './sandbox.demo-games.ts';
import { returnToPlayerBps } from './sandbox.games.ts';

/** Lanes whose games open this site's own pages (in-house games, its lotteries) beside studio games. */
const OWN_PAGES = new Set(['INHOUSE', 'LOTT', 'ELOTT']);
/** The own pages a launch answers: an in-house game's page, a lottery's betting page. */
const OWN_PAGE_URL = /^\/(inhouse\/[a-z-]+|lottery\?gameCode=|vnLottery\?gameCode=)/;

describe('the studio tables of the demo vendors', () => {
  it('give every demo game a table that returns between 90 % and 100 % to every pick', () => {
    const games = everyDemoStudioGame();
    expect(games.length).toBeGreaterThan(250);
    for (const g of games) {
      for (const choice of g.choices) {
        const rtp = returnToPlayerBps(g, choice);
        expect(rtp, `${g.code} ${choice}`).toBeGreaterThan(9_000n);
        expect(rtp, `${g.code} ${choice}`).toBeLessThan(10_000n);
      }
    }
    expect(tableFor('NOT_A_KIND')).toBeUndefined();
  });
});

describe.each(dbKinds)('an honest demo catalog on %s', (kind) => {
  const t = suiteApp(kind);
  let base: string;
  const kit = walletKit(() => t);
  let member: string;

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await kit.login();
  });

  const relay = async (name: string, query: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/wps/relay/${name}?${new URLSearchParams(query)}`,
        headers: { host: 'localhost' },
      })
    ).json().value;

  async function listed(gameType: string): Promise<GameItem[]> {
    const games: GameItem[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await relay('GCSGAME_gameList', { gameType, pageNo: String(pageNo), pageSize: '42' });
      games.push(...page.games);
      if (pageNo >= page.totalPages) return games;
    }
  }

  async function playRound(url: string, game: GameItem): Promise<bigint> {
    const link = new URL(url);
    const page = await fetch(`${base}${link.pathname}${link.search}`);
    expect(page.status, game.gameName).toBe(200);
    const html = await page.text();
    const stake = /name="stake"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
    const choice =
      /<option value="([^"]+)"/.exec(html)?.[1] ?? /name="choice" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const played = await fetch(`${base}/sandbox-vendor/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: link.searchParams.get('token') ?? '',
        game: link.searchParams.get('game') ?? '',
        vendor: link.searchParams.get('vendor') ?? '',
        stake,
        choice,
      }).toString(),
    });
    const result = await played.text();
    expect(played.status, `${game.gameName}: ${result.slice(-300)}`).toBe(200);
    expect(result).toContain('data-testid="result"');
    return BigInt(stake.replace('.', ''));
  }

  it('launches every game the lobbies list; three of each category play a real round', {
    timeout: 120_000,
  }, async () => {
    const lanes = (await relay('GCSGAME_newGameVendor', { platform: 'web', language: 'EN' })).data
      .lanes as VendorLane[];
    const before = await kit.cash();
    let staked = 0n;
    for (const lane of lanes) {
      const gameType = lane.cards[0]?.gameType;
      if (!gameType) continue;
      const games = await listed(gameType);
      let played = 0;
      let studio = 0;
      for (const game of games) {
        const res = await kit.launch(member, { gameId: game.gameId, vassalage: game.vassalage });
        if (game.maintenance) {
          expect(res.json().code, game.gameName).toBe('GAME_MAINTENANCE');
          continue;
        }
        expect(res.statusCode, `${gameType} ${game.vassalage} ${game.gameName}`).toBe(200);
        const url = res.json().value.game_url as string;
        if (url.includes('/sandbox-vendor/')) studio++;
        else if (url.startsWith('/')) expect(url, game.gameName).toMatch(OWN_PAGE_URL);
        if (played < 3 && url.includes('/sandbox-vendor/')) {
          staked += await playRound(url, game);
          played++;
        }
      }
      // In-house games and this site's lotteries open its own pages, played by their own suites. A
      // lobby card (a sports book, the one cockfight arena the brand's config names) is a whole game.
      const lobbies = lane.cards.every((c) => c.isGame === 'GAME');
      const expected = OWN_PAGES.has(gameType)
        ? Math.min(3, studio)
        : lobbies
          ? Math.min(3, games.length)
          : 3;
      expect(played, gameType).toBe(expected);
    }
    expect(staked).toBeGreaterThan(0n);
    expect(await kit.cash()).toBeLessThan(before + staked * 1_000n);
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });

  it('leaves out vendors and categories the deployment cannot open', async () => {
    // A deployment without the studio: in-house games and the lotteries only.
    const repo = catalogRepository(t.database.db, playableGames([], Object.values(LOTTERY_VENDORS)));
    const service = catalogService(repo);
    const merchant = await merchantService(merchantRepository(t.database.db)).resolve({ host: 'localhost' });
    const { lanes } = await service.lanes(merchant, 'EN');
    const types = lanes.flatMap((l) => l.cards.map((c) => c.gameType));
    expect(new Set(types)).toEqual(new Set(['INHOUSE', 'LOTT', 'ELOTT']));
    const inhouse = await repo.listGames(
      { merchantId: merchant.id, language: 'EN', gameType: 'INHOUSE' },
      { limit: 50, offset: 0 },
    );
    expect(inhouse.rows.map((g) => g.code)).not.toContain('hilo');
    expect(inhouse.total).toBe(inhouse.rows.length);
    const slots = await repo.listGames(
      { merchantId: merchant.id, language: 'EN', gameType: 'RNG' },
      { limit: 50, offset: 0 },
    );
    expect(slots.total).toBe(0);
    expect(await repo.classifications(merchant.id, 'LTS')).toEqual([]);
  });
});
