import {
  formatMinorPlain,
  LOTTERY_LOBBY_PAGE,
  LOTTERY_TAGS,
  lotteryPageOf,
  VN_LOTTERY_PAGE,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { keyOf, readCache } from '../../../platform/read-cache.ts';
import { LOTTERY_CODE_ALIASES } from './code-aliases.ts';
import { takesBets } from './draw-gate.ts';
import { verifyDraw } from './draw-verify.ts';
import { dayOfWeek, localDateOf } from './local-time.ts';
import { lotteryError } from './lottery.errors.ts';
import { type GameRow, lotteryRepository } from './lottery.repository.ts';
import type { LotteryKind } from './lottery.tables.ts';
import { type MenuRow, menuRepository } from './menu.repository.ts';
import { type ThirdPartyMenuItem, thirdPartyMenuItems } from './third-party-menu.ts';
import { drawJson } from './views.ts';

const VN_KINDS: LotteryKind[] = ['vn', 'vnfast'];
const DAY = 86_400_000;

/** How each kind launches (§4): VN games to /vnLottery, keno to /lottery. */
function launchFields(game: GameRow) {
  if (game.kind === 'keno') {
    return {
      accountTypeName: 'ELOTT',
      vendor: 'ELK',
      vassalage: 'ELK',
      gameType: 'ELOTT',
      defaultPlayType: 'spots',
    };
  }
  return {
    accountTypeName: 'TCG_LOTTO_VN',
    vendor: 'TCG_LOTTO_VN',
    vassalage: 'TCG_LOTTO_VN',
    gameType: game.kind === 'vn' ? 'LOTT' : 'ELOTT',
    defaultPlayType: 'lo2',
  };
}

/** What a menu item shows that only changes with its row: worked out once per cached row. */
function staticPart(row: MenuRow) {
  const cur = row.cur_id !== null && row.cur_draw_at && row.cur_open_at && row.cur_lock_at;
  const station =
    row.cur_draw_at && row.stations
      ? row.stations[String(dayOfWeek(localDateOf(row.cur_draw_at, row.timezone)))]
      : undefined;
  return {
    gameId: row.id,
    code: row.code,
    gameCode: row.code,
    remark: station ?? row.name,
    labelName: row.name,
    ...launchFields(row),
    isGame: 'GAME',
    webIconUrl: `/static/lottery/${row.code}.svg`,
    tag: row.tags,
    lockTime: row.lock_seconds,
    fewinTime: row.cur_draw_at ? row.cur_draw_at.getTime() : null,
    numero: row.cur_numero,
    drawId: row.cur_id === null ? null : Number(row.cur_id),
    seedHash: row.kind !== 'vn' && cur && row.cur_status !== 'scheduled' ? row.cur_seed_hash : null,
    previousNumero: row.prev_numero,
    previousWinningNumber: row.prev_winning ?? '',
    previousWinningTime: row.prev_draw_at ? row.prev_draw_at.getTime() : null,
    drawDayOfWeek: [...row.draw_days].sort((a, b) => a - b).join(','),
    gameMenuSort: row.sort,
    region: row.region,
    kind: row.kind,
    interval: row.interval_seconds,
  };
}

/**
 * The station of a region a player bets on next: one taking bets, then the earliest draw, then
 * menu order (the rows come in it).
 */
function nextStation(rows: MenuRow[], region: string, at: Date): MenuRow | undefined {
  const rank = (r: MenuRow) => ({
    sale: menuItem(r, at).isSale ? 0 : 1,
    draw: r.cur_draw_at?.getTime() ?? Infinity,
  });
  let best: { row: MenuRow; sale: number; draw: number } | undefined;
  for (const row of rows) {
    if (row.kind !== 'vn' || row.region !== region) continue;
    const r = rank(row);
    if (!best || r.sale < best.sale || (r.sale === best.sale && r.draw < best.draw)) best = { row, ...r };
  }
  return best?.row;
}

// Menu rows are cached and shared between requests; their static part is kept beside them.
const statics = new WeakMap<MenuRow, ReturnType<typeof staticPart>>();

/** A §3 lottery menu item: the row's static part with the countdown and sale state at `now`. */
export function menuItem(row: MenuRow, now: Date) {
  let fixed = statics.get(row);
  if (!fixed) {
    fixed = staticPart(row);
    statics.set(row, fixed);
  }
  const cur = row.cur_id !== null && row.cur_draw_at && row.cur_open_at && row.cur_lock_at;
  const isSale =
    !!cur &&
    takesBets(
      row.kind,
      {
        status: row.cur_status,
        open_at: row.cur_open_at,
        lock_at: row.cur_lock_at,
        seed_hash: row.cur_seed_hash,
      },
      now,
    );
  return {
    ...fixed,
    remainTime: cur ? Math.max(0, (row.cur_draw_at as Date).getTime() - now.getTime()) : 0,
    isSale,
  };
}
export type MenuItem = ReturnType<typeof menuItem>;

function tagsOf(items: (MenuItem | ThirdPartyMenuItem)[]): string[] {
  return LOTTERY_TAGS.filter((t) => items.some((i) => i.tag.includes(t)));
}

/**
 * The menu rows hold until the earliest current draw is due (then the next draw becomes current)
 * or a change to games or draws is heard; countdowns and sale state are computed per request from
 * the stored times.
 */
function menuFresh(at: number) {
  return (rows: MenuRow[]) => rows.every((r) => !r.cur_draw_at || r.cur_draw_at.getTime() > at);
}

type MenuRows = (merchantId: number, at: Date, kinds?: LotteryKind[]) => Promise<MenuRow[]>;

/** Finding a game by its code (or a code the catalog shows for it), and its betting page. */
function gameLookup(db: Db, now: () => Date, menuRows: MenuRows) {
  async function gameOrFail(merchantId: number, code: string): Promise<GameRow> {
    const game = await lotteryRepository(db).gameByCode(merchantId, code);
    if (!game) throw lotteryError('LOTTERY_GAME_NOT_FOUND');
    return game;
  }

  /** A game by its code, or by a code the catalog shows for it (a region, another name). */
  async function findGame(merchantId: number, code: string): Promise<GameRow | undefined> {
    const own = await lotteryRepository(db).gameByCode(merchantId, code);
    const alias = LOTTERY_CODE_ALIASES[code];
    if (own || !alias) return own;
    if ('code' in alias) return lotteryRepository(db).gameByCode(merchantId, alias.code);
    const at = now();
    return nextStation(await menuRows(merchantId, at, VN_KINDS), alias.region, at);
  }

  async function resolve(merchantId: number, code: string): Promise<GameRow> {
    const game = await findGame(merchantId, code);
    if (!game) throw lotteryError('LOTTERY_GAME_NOT_FOUND');
    return game;
  }

  return {
    gameOrFail,
    resolve,
    lobby: LOTTERY_LOBBY_PAGE,
    // Without a game named, a lottery launch opens the Vietnamese lottery's page (its first game).
    firstPage: VN_LOTTERY_PAGE,

    /** The betting page of a game (or a code the catalog shows for one); null when there is none. */
    async bettingPage(merchantId: number, code: string): Promise<string | null> {
      const game = await findGame(merchantId, code);
      return game ? lotteryPageOf({ ...launchFields(game), gameCode: game.code }) : null;
    },
  };
}

/** The menus: whole, by tag, popular and recently played; countdowns as of each request. */
function menuReads(deps: { db: Db; now: () => Date; bus?: ChangeBus | undefined }, menuRows: MenuRows) {
  const { db, now } = deps;
  const repo = menuRepository(db);
  const vendorCache = readCache(deps.bus, { topics: ['catalog'], ttlMs: 60_000, max: 1_000 });
  const menuAnswers = readCache(deps.bus, { topics: ['lottery', 'catalog'], ttlMs: 1000, max: 500 });

  async function ordered(merchantId: number, ids: number[]): Promise<MenuItem[]> {
    const at = now();
    const rows = await repo.menu(merchantId, at, { ids });
    const byId = new Map(rows.map((r) => [r.id, menuItem(r, at)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function menusAt(
    merchantId: number,
    opts: { vnOnly?: boolean; tag?: string | undefined; language?: string | undefined },
    at: Date,
  ) {
    const rows = await menuRows(merchantId, at, opts.vnOnly ? VN_KINDS : undefined);
    const own: (MenuItem | ThirdPartyMenuItem)[] = rows.map((r) => menuItem(r, at));
    const language = (opts.language ?? 'EN').toUpperCase();
    const others =
      opts.vnOnly || opts.tag
        ? []
        : await vendorCache.get(keyOf(merchantId, language), () =>
            thirdPartyMenuItems(db, merchantId, language),
          );
    const items = [...own, ...others];
    return {
      tags: tagsOf(items),
      list: opts.tag ? items.filter((i) => i.tag.includes(opts.tag as string)) : items,
    };
  }

  return {
    /**
     * The merchant's own lottery games, then (in the full menu) the third-party lottery vendors,
     * which carry no tag and so are left out of a tag's list.
     */
    menus(
      merchantId: number,
      opts: { vnOnly?: boolean; tag?: string | undefined; language?: string | undefined } = {},
    ) {
      // Countdowns are exact to the second: one answer per second serves every request in it,
      // the same object each time, which the serializer writes once (plugins/serializer.ts).
      const second = Math.floor(now().getTime() / 1000);
      return menuAnswers.get(keyOf(merchantId, opts.vnOnly, opts.tag, opts.language, second), () =>
        menusAt(merchantId, opts, new Date(second * 1000)),
      );
    },

    async popular(merchantId: number, count: number) {
      const at = now();
      const hot = await repo.popularGameIds(merchantId, new Date(at.getTime() - DAY), count);
      const all = (await menuRows(merchantId, at)).map((r) => menuItem(r, at));
      const rank = new Map(hot.map((id, i) => [id, i]));
      const list = [...all]
        .sort(
          (a, b) =>
            (rank.get(a.gameId) ?? 1e9) - (rank.get(b.gameId) ?? 1e9) || a.gameMenuSort - b.gameMenuSort,
        )
        .slice(0, count);
      return { list };
    },

    async recent(merchantId: number, memberId: bigint, count: number) {
      return { list: await ordered(merchantId, await repo.recentGameIds(merchantId, memberId, count)) };
    },
  };
}

/** Draws a player reads: the latest results, the history of a game, one draw and its proof. */
function drawReads(db: Db, gameOrFail: (merchantId: number, code: string) => Promise<GameRow>) {
  const repo = menuRepository(db);

  async function drawOf(merchantId: number, drawId: bigint) {
    const draw = await repo.draw(merchantId, drawId);
    const game = draw ? await lotteryRepository(db).gameById(draw.game_id) : undefined;
    if (!draw || !game) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
    return { draw, game };
  }

  return {
    async openedOfGame(merchantId: number, gameCode: string, count: number, day?: number) {
      const game = await gameOrFail(merchantId, gameCode);
      const draws = await repo.openedDraws(game, count, day);
      return {
        gameCode,
        list: draws.map((d) => ({
          ...drawJson(d, game),
          drawDayOfWeek: dayOfWeek(localDateOf(d.draw_at, game.timezone)),
          station: game.stations[String(dayOfWeek(localDateOf(d.draw_at, game.timezone)))] ?? game.name,
        })),
      };
    },

    async latestWithMine(merchantId: number, memberId: bigint, gameCode?: string) {
      const rows = await repo.latestOpenedWithMine(merchantId, memberId, gameCode);
      return {
        list: rows.map((r) => ({
          gameCode: r.game_code,
          drawId: Number(r.draw_id),
          numero: r.numero,
          drawTime: r.draw_at.getTime(),
          winningNumber: r.winning_number,
          myBets: {
            count: r.bet_count,
            stake: formatMinorPlain(r.stake ?? 0n),
            payout: formatMinorPlain(r.payout ?? 0n),
          },
        })),
      };
    },

    async draws(merchantId: number, gameCode: string, pageNo: number, pageSize: number) {
      const game = await gameOrFail(merchantId, gameCode);
      const { rows, total } = await repo.finishedDraws(game.id, pageNo, pageSize);
      return {
        list: rows.map((d) => drawJson(d, game)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    draw: drawOf,

    /** Recomputes an RNG draw from its revealed inputs with the shared verifier. */
    async verify(merchantId: number, drawId: bigint) {
      const { draw: row, game } = await drawOf(merchantId, drawId);
      return verifyDraw(db, row, game);
    },
  };
}

/** Menus, history, results board and verification: everything a player reads. */
export function menuService(deps: { db: Db; now: () => Date; bus?: ChangeBus | undefined }) {
  const { db, now } = deps;
  const repo = menuRepository(db);
  const menuCache = readCache(deps.bus, { topics: ['lottery'], ttlMs: 60_000, max: 1_000 });
  const menuRows: MenuRows = (merchantId, at, kinds) =>
    menuCache.get(
      keyOf(merchantId, kinds),
      () => repo.menu(merchantId, at, kinds ? { kinds } : {}),
      menuFresh(at.getTime()),
    );
  const games = gameLookup(db, now, menuRows);
  return { ...games, ...menuReads(deps, menuRows), ...drawReads(db, games.gameOrFail) };
}

export type MenuService = ReturnType<typeof menuService>;
