import {
  CARD_KIND,
  formatMinorPlain,
  GAME_CLASSIFICATIONS,
  GAME_TYPES,
  type GameItem,
  type GameListQuery,
  type GamePage,
  type GameType,
  NEW_CLASSIFY_GAME_TYPE,
  type PvpRoom,
  type VendorCard,
  type VendorLane,
} from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { CatalogRepository, GameFilter, GameRow, VendorCardRow } from './catalog.repository.ts';

type ClassificationRow = Awaited<ReturnType<CatalogRepository['classifications']>>[number];

/** Hot lists are short by nature; this bounds the answer however many games are flagged. */
export const HOT_LIST_MAX = 100;

/** §9: the image CDN is picked at random from the merchant's list, once per answer. */
export function pickImageCdn(
  merchant: Pick<Merchant, 'image_cdns'>,
  random: () => number = Math.random,
): string {
  const cdns = merchant.image_cdns.length > 0 ? merchant.image_cdns : ['/static'];
  const cdn = cdns[Math.floor(random() * cdns.length)] ?? '/static';
  return cdn.replace(/\/+$/, '');
}

export const gameIconPath = (id: number) => `/games/${id}.svg`;
export const vendorIconPath = (code: string, wide = false) => `/vendors/${code}${wide ? '-wide' : ''}.svg`;

export function toGameItem(row: GameRow, cdn: string): GameItem {
  return {
    gameId: row.id,
    nodeId: row.id,
    gameCode: row.code,
    gameName: row.name,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    accountTypeName: row.account_type_name,
    gameType: row.game_type,
    gameClassify: row.classify,
    isHot: row.is_hot,
    isNew: row.is_new,
    minBet: formatMinorPlain(row.min_bet),
    minLineNum: row.min_line_num,
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenance_message ?? null,
    iconUrl: cdn + gameIconPath(row.id),
  };
}

/** The language of an answer: the one asked for, else the merchant's default. */
export function languageOf(merchant: Pick<Merchant, 'config'>, asked: string | undefined): string {
  return (asked ?? merchant.config.defaultLanguage ?? 'EN').toUpperCase();
}

/** §4 Classification menu: ALL first, NEW for RNG only, then the mapping; empty for 0–1 entries. */
export function classificationMenu(gameType: GameType, mapping: string[]): string[] {
  if (mapping.length <= 1) return [];
  return ['ALL', ...(gameType === NEW_CLASSIFY_GAME_TYPE ? ['NEW'] : []), ...mapping];
}

function menuOrder(gameType: GameType, classes: Iterable<string>): string[] {
  const known: readonly string[] = GAME_CLASSIFICATIONS[gameType];
  const rank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
  return [...new Set(classes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A vendor's card in a lane; a single-game vendor's card launches its first game. */
function vendorCard(
  c: VendorCardRow,
  gameType: GameType,
  game: GameRow | undefined,
  cdn: string,
): VendorCard {
  return {
    vassalage: c.vendor_code,
    gameType,
    displayName: c.vendor_name,
    accountTypeName: c.account_type_name,
    iconUrl: cdn + vendorIconPath(c.vendor_code),
    showIcon: cdn + vendorIconPath(c.vendor_code),
    lagerIcon: cdn + vendorIconPath(c.vendor_code, true),
    gameName: game?.name ?? null,
    nodeName: c.vendor_name,
    gameId: game?.id ?? null,
    isGame: game ? CARD_KIND.GAME : CARD_KIND.VASSALAGE,
    nodeId: c.node_id,
    maintenance: c.maintenance || (game?.maintenance ?? false),
  };
}

/** Classification rows as vendor -> game types -> classifications, and all vendors' per type. */
function classificationTree(rows: ClassificationRow[]) {
  const byVendor = new Map<string, Map<GameType, Map<string, number>>>();
  const byType = new Map<GameType, Map<string, number>>();
  for (const r of rows) {
    const types = byVendor.get(r.vendor_code) ?? new Map<GameType, Map<string, number>>();
    byVendor.set(r.vendor_code, types);
    const classes = types.get(r.game_type) ?? new Map<string, number>();
    types.set(r.game_type, classes);
    classes.set(r.classify, Number(r.games));
    const all = byType.get(r.game_type) ?? new Map<string, number>();
    byType.set(r.game_type, all);
    all.set(r.classify, (all.get(r.classify) ?? 0) + Number(r.games));
  }
  const describe = (gameType: GameType, classes: Map<string, number>) => {
    const ordered = menuOrder(gameType, classes.keys());
    return {
      gameType,
      gameClassify: ordered,
      counts: Object.fromEntries(ordered.map((c) => [c, classes.get(c) ?? 0])),
      menu: classificationMenu(gameType, ordered),
    };
  };
  const typeOrder = (a: GameType, b: GameType) => GAME_TYPES.indexOf(a) - GAME_TYPES.indexOf(b);
  return {
    list: [...byVendor].map(([vassalage, types]) => ({
      vassalage,
      gameTypes: [...types.keys()].sort(typeOrder).map((t) => describe(t, types.get(t)!)),
    })),
    gameTypes: [...byType.keys()].sort(typeOrder).map((t) => describe(t, byType.get(t)!)),
  };
}

/** The repository's filter for a §7 game list query; FAV needs the caller's member id. */
function gameFilterOf(merchant: Merchant, q: GameListQuery, memberId: bigint | undefined): GameFilter {
  const filter: GameFilter = {
    merchantId: merchant.id,
    language: languageOf(merchant, q.language),
    gameType: q.gameType,
    vendor: q.vassalage,
    isNew: q.isNew,
    name: q.gameName,
    maxMinBet: q.minBet,
    minLines: q.minLineNum,
  };
  switch (q.gameClassify) {
    case undefined:
    case 'ALL':
      break;
    case 'NEW':
      filter.isNew = true;
      break;
    case 'HOT':
      filter.isHot = true;
      break;
    case 'FAV':
      if (memberId === undefined) throw new AppError('UNAUTHORIZED');
      filter.favouritesOf = memberId;
      break;
    default:
      filter.classify = q.gameClassify;
  }
  return filter;
}

/** The vendor lanes and each vendor's game types and classifications. */
function vendorMenus(repo: CatalogRepository) {
  return {
    /** §3 Game vendor category lanes: one per game type that has an enabled vendor. */
    async lanes(merchant: Merchant, asked: string | undefined): Promise<{ lanes: VendorLane[] }> {
      const language = languageOf(merchant, asked);
      const cdn = pickImageCdn(merchant);
      const cards = await repo.vendorCards(merchant.id);
      const singles = cards.filter((c) => c.is_game).map((c) => c.vendor_code);
      const first = new Map(
        (await repo.firstGames(merchant.id, language, singles)).map((g) => [
          `${g.vendor_code}/${g.game_type}`,
          g,
        ]),
      );
      const lanes: VendorLane[] = [];
      for (const gameType of GAME_TYPES) {
        const ofType = cards.filter((c) => c.game_type === gameType);
        if (ofType.length === 0) continue;
        lanes.push({
          title: gameType,
          gameClassify: gameType,
          isHot: ofType.some((c) => c.is_hot),
          cards: ofType.map((c) =>
            vendorCard(c, gameType, c.is_game ? first.get(`${c.vendor_code}/${gameType}`) : undefined, cdn),
          ),
        });
      }
      return { lanes };
    },

    /** Vendor -> game types -> classifications (with game counts and the menu each yields). */
    async vendorGameTypes(merchant: Merchant, vendor: string | undefined) {
      return classificationTree(await repo.classifications(merchant.id, vendor));
    },
  };
}

/** Games: the filtered list, the hot list, PVP rooms, one game. */
function gameLists(repo: CatalogRepository) {
  return {
    /** §7 game list with every filter; FAV needs the caller's member id. */
    async gameList(merchant: Merchant, q: GameListQuery, memberId?: bigint): Promise<GamePage> {
      const filter = gameFilterOf(merchant, q, memberId);
      const { rows, total } = await repo.listGames(filter, {
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const cdn = pickImageCdn(merchant);
      return {
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
        games: rows.map((r) => toGameItem(r, cdn)),
      };
    },

    /** §7 hot games: flagged hot, in catalog order, optionally of one vendor or type. */
    async hotGames(
      merchant: Merchant,
      q: { vassalage?: string | undefined; gameType?: GameType | undefined; language?: string | undefined },
    ): Promise<{ list: GameItem[] }> {
      const { rows } = await repo.listGames(
        {
          merchantId: merchant.id,
          language: languageOf(merchant, q.language),
          vendor: q.vassalage,
          gameType: q.gameType,
          isHot: true,
        },
        { limit: HOT_LIST_MAX, offset: 0 },
      );
      const cdn = pickImageCdn(merchant);
      return { list: rows.map((r) => toGameItem(r, cdn)) };
    },

    /** PVP rooms of the merchant's enabled vendors (GLS2_roomList). */
    async rooms(
      merchant: Merchant,
      q: {
        vassalage?: string | undefined;
        gameId?: number | undefined;
        minBet?: bigint | undefined;
        language?: string | undefined;
      },
    ): Promise<{ list: PvpRoom[] }> {
      const rows = await repo.rooms(merchant.id, languageOf(merchant, q.language), {
        vendor: q.vassalage,
        gameId: q.gameId,
        maxMinBet: q.minBet,
      });
      const cdn = pickImageCdn(merchant);
      return {
        list: rows.map((r) => ({
          roomId: r.room_id,
          roomName: r.room_name,
          gameId: r.game_id,
          gameName: r.game_name,
          vassalage: r.vendor_code,
          minBet: formatMinorPlain(r.room_min_bet),
          maxPlayers: r.max_players,
          iconUrl: cdn + gameIconPath(r.game_id),
        })),
      };
    },

    /** A game of an enabled vendor, or 404. */
    async game(merchant: Merchant, gameId: number) {
      const row = await repo.findGame(merchant.id, gameId);
      if (!row) throw new AppError('NOT_FOUND', 'Game not found');
      return row;
    },
  };
}

export function catalogService(repo: CatalogRepository) {
  return { ...vendorMenus(repo), ...gameLists(repo) };
}

export type CatalogService = ReturnType<typeof catalogService>;
