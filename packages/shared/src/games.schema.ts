import { z } from 'zod';
import {
  FAVOURITES_PAGE_SIZE,
  KENO_PAGE_SIZE,
  LIST_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  WINNER_BOARD_SIZE,
} from './constants.ts';
import { parseAmountToMinor } from './money.ts';

/** Game categories a vendor serves (one lane each in the vendor list). */
/**
 * §4 Lottery launch by account type: the account types (or vendors) this site's own lottery pages
 * serve: TCG_LOTTO_VN goes to /vnLottery, LOTT and ELOTT to /lottery. Any other lottery vendor
 * launches as a third-party game (TCG_SEA being the separate SEA lottery).
 */
export const VN_LOTTERY_ACCOUNT = 'TCG_LOTTO_VN';
export const OWN_LOTTERY_ACCOUNTS = [VN_LOTTERY_ACCOUNT, 'LOTT', 'ELOTT'] as const;
export const SEA_LOTTERY_ACCOUNT = 'TCG_SEA';

export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'COCKFIGHT',
  'BINGO',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Classifications a game of each type may carry, in menu order (§4 Classification menu).
 * The menu for one vendor shows the ones its games actually use.
 */
export const GAME_CLASSIFICATIONS = {
  LIVE: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER', 'BLACKJACK'],
  RNG: ['SLOT', 'TABLE', 'ARCADE', 'JACKPOT'],
  SPORTS: ['SPORTSBOOK'],
  ESPORTS: ['ESPORTS'],
  PVP: ['CARD', 'POKER', 'MAHJONG'],
  FISH: ['FISH'],
  LOTT: ['LOTTO'],
  ELOTT: ['KENO', 'LOTTO'],
  INHOUSE: ['CRASH', 'DICE', 'KENO', 'CARD', 'SLOT', 'MINES'],
  COCKFIGHT: ['COCKFIGHT'],
  BINGO: ['EBINGO'],
} as const satisfies Record<GameType, readonly string[]>;
export type GameClassify = (typeof GAME_CLASSIFICATIONS)[GameType][number];

/** List-wide classify options: ALL is always first; NEW exists only for RNG (§4). */
export const LIST_CLASSIFY = ['ALL', 'NEW', 'FAV', 'HOT'] as const;
export const NEW_CLASSIFY_GAME_TYPE: GameType = 'RNG';
export const ALL_GAME_CLASSIFY = [
  ...LIST_CLASSIFY,
  ...new Set(Object.values(GAME_CLASSIFICATIONS).flat()),
] as readonly string[];

/**
 * Lobby 42 or 20, search 28, the keno pop-up list 1000 (§7, §9): the spec's sizes and no others,
 * so no call asks for more than a thousand games at once.
 */
export const GAME_LIST_PAGE_SIZES = [
  LIST_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
  KENO_PAGE_SIZE,
] as const;

/** §4 Vendor card `isGame`: a card that launches one game, or a vendor whose games are listed. */
export const CARD_KIND = { GAME: 'GAME', VASSALAGE: 'VASSALAGE' } as const;

// GET inputs arrive as strings: these helpers accept both the JSON and the query form.
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'Invalid code')
    .optional(),
);
const language = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,8}$/, 'Invalid language')
    .transform((s) => s.toUpperCase())
    .optional(),
);
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
/** A decimal amount in major units ("0.20", 5) turned into minor units. */
const amount = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()])
    .transform((v, ctx) => {
      const minor = parseAmountToMinor(String(v));
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'Invalid amount' });
        return z.NEVER;
      }
      return minor;
    })
    .optional(),
);
const gameType = z.preprocess(blankToUndefined, z.enum(GAME_TYPES).optional());
const merchantCode = z.string().max(64).optional();

/** §3 Game list query + §7 filters. */
export const gameListQuerySchema = z
  .object({
    merchantCode,
    gameType,
    vassalage: optionalCode,
    gameClassify: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
      z
        .string()
        .refine((s) => ALL_GAME_CLASSIFY.includes(s), 'Unknown classification')
        .optional(),
    ),
    isNew: flag.optional(),
    gameName: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    minBet: amount,
    minLineNum: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).optional()),
    language,
    pageNo: positiveInt(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (n) => (GAME_LIST_PAGE_SIZES as readonly number[]).includes(n),
        'pageSize must be 20, 28, 42 or 1000',
      )
      .default(LIST_PAGE_SIZE),
    clientType: z.coerce.number().int().optional(),
    platform: z.string().max(64).optional(),
    channel: z.string().max(64).optional(),
    merchant: z.string().max(64).optional(),
    imgSize: z.string().max(16).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.gameClassify === 'NEW' && q.gameType && q.gameType !== NEW_CLASSIFY_GAME_TYPE) {
      ctx.addIssue({ code: 'custom', path: ['gameClassify'], message: 'NEW applies to RNG games only' });
    }
  });
export type GameListQuery = z.output<typeof gameListQuerySchema>;

export const newGameVendorQuerySchema = z.object({
  merchantCode,
  platform: z.string().max(64).optional(),
  language,
});

export const vassGameTypeQuerySchema = z.object({ merchantCode, vassalage: optionalCode, language });

export const hotGamesQuerySchema = z.object({
  merchantCode,
  isPlatform: z.coerce.number().int().optional(),
  vassalage: optionalCode,
  gameType,
  platform: z.string().max(64).optional(),
  language,
});

export const recentGamesQuerySchema = z.object({
  merchantCode,
  clientType: z.coerce.number().int().optional(),
  vassalage: optionalCode,
  gameType,
  language,
});

export const favouriteIdsQuerySchema = z.object({ merchantCode, gameType });

export const favouriteListQuerySchema = z.object({
  merchantCode,
  gameType,
  vassalage: optionalCode,
  language,
  pageNo: positiveInt(100_000).default(1),
  pageSize: positiveInt(FAVOURITES_PAGE_SIZE).default(FAVOURITES_PAGE_SIZE),
});

/** Add or remove payload (§7): nodeId is the game's id. */
export const favouriteChangeSchema = z.object({
  merchantCode,
  nodeId: z.coerce.number().int().positive(),
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'Invalid code'),
  gameType: z.enum(GAME_TYPES),
});

export const roomListQuerySchema = z.object({
  merchantCode,
  vassalage: optionalCode,
  gameId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  minBet: amount,
  language,
});

export const rankListQuerySchema = z.object({
  merchantCode,
  gameCategory: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(['ALL', ...GAME_TYPES]).default('ALL'),
  ),
  language,
  limitNum: positiveInt(WINNER_BOARD_SIZE).default(WINNER_BOARD_SIZE),
});

/** One game as every list answers it. Amounts are decimals with two places. */
export const gameItemSchema = z.object({
  gameId: z.number(),
  nodeId: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  accountTypeName: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: z.string(),
  minLineNum: z.number(),
  maintenance: z.boolean(),
  /** The brand's own message to players while it has the game under maintenance. */
  maintenanceMessage: z.string().nullable().optional(),
  iconUrl: z.string(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** §5 Recently played games (one page, newest first). */
export const recentGamesSchema = z.object({ list: z.array(gameItemSchema), totalPages: z.number() });
/** §5 The ids of the member's favourite games. */
export const favouriteIdsSchema = z.object({ ids: z.array(z.number()) });
/** §5 One page of the member's favourite games. */
export const favouriteListSchema = z.object({
  content: z.array(gameItemSchema),
  pageNo: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
/** §7 Answer of adding or removing a favourite; `changed` is false when it already was so. */
export const favouriteChangeAnswerSchema = z.object({
  nodeId: z.number(),
  favourite: z.boolean(),
  changed: z.boolean(),
});

/** §3 Vendor card: a vendor whose games are listed, or (isGame GAME) one game to launch. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  displayName: z.string(),
  accountTypeName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  lagerIcon: z.string(),
  gameName: z.string().nullable(),
  nodeName: z.string(),
  gameId: z.number().nullable(),
  isGame: z.enum([CARD_KIND.GAME, CARD_KIND.VASSALAGE]),
  nodeId: z.number(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** §3 Game vendor category: one lane per game type. */
export const vendorLaneSchema = z.object({
  title: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_TYPES),
  isHot: z.boolean(),
  cards: z.array(vendorCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** §3 GCSGAME_newGameVendor's answer: the lanes, inside `data` as the spec has it. */
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

/** One game type's classifications (ordered), the games in each and the menu they yield. */
export const vendorGameTypeSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  menu: z.array(z.string()),
});
/** §7 GCSGAME_getVassGameType: per vendor, and for all vendors together. */
export const vendorGameTypesSchema = z.object({
  list: z.array(z.object({ vassalage: z.string(), gameTypes: z.array(vendorGameTypeSchema) })),
  gameTypes: z.array(vendorGameTypeSchema),
});

/** §7 One page of GCSGAME_gameList. */
export const gamePageSchema = z.object({
  pageNo: z.number(),
  totalPages: z.number(),
  total: z.number(),
  games: z.array(gameItemSchema),
});
export type GamePage = z.infer<typeof gamePageSchema>;

/** §7 GCSGAME_hotGamesV2: the hot list, no paging. */
export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) });

/** §3 Winner entry: the name is masked; amounts are decimals with two places. */
export const winnerEntrySchema = z.object({
  vo: z.object({ customerName: z.string(), gameName: z.string(), winAmount: z.string() }),
  gameId: z.number(),
  nodeId: z.number(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  accountTypeName: z.string(),
  iconUrl: z.string(),
  settledAt: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
export const winnerListSchema = z.object({ list: z.array(winnerEntrySchema) });

/** A PVP room of GLS2_roomList. */
export const pvpRoomSchema = z.object({
  roomId: z.number(),
  roomName: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  vassalage: z.string(),
  minBet: z.string(),
  maxPlayers: z.number(),
  iconUrl: z.string(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomListSchema = z.object({ list: z.array(pvpRoomSchema) });

const launchId = z.coerce.number().int().positive().max(2_147_483_647);

/** §7 Vietnam lobby launch: launchMode LOTT opens a lottery by its code rather than a catalog game. */
export const LOTTERY_LAUNCH_MODE = 'LOTT';
export const LOTTERY_LAUNCH_VIEWS = ['betting', 'lobby'] as const;

/**
 * §3 Launch request. The constant fields (accountType 1, confirmTrans 0, launchMode GLS, platform,
 * clientType 3) are accepted as sent; username and token in the body are ignored: the caller is
 * the member of the bearer token, never someone named in the payload. The Vietnam lobby launch
 * (launchMode LOTT) names no game id: lottoGameCode picks the game, lottoView its betting page or
 * the lobby; its prize mode, device and back URL are accepted as sent.
 */
export const launchRequestSchema = z
  .object({
    gameId: launchId.optional(),
    roomId: launchId.optional(),
    nodeId: launchId.optional(),
    vassalage: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/)
      .optional(),
    gameType: z.string().max(16).optional(),
    accountType: z.coerce.number().int().optional(),
    confirmTrans: z.coerce.number().int().optional(),
    launchMode: z.string().max(16).optional(),
    platform: z.string().max(64).optional(),
    clientType: z.coerce.number().int().optional(),
    username: z.string().max(64).optional(),
    token: z.string().max(512).optional(),
    merchantCode: z.string().max(64).optional(),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,8}$/)
      .optional(),
    lottoArea: z.string().max(16).optional(),
    lottoPrizeMode: z.string().max(16).optional(),
    lottoGameCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    lottoView: z.enum(LOTTERY_LAUNCH_VIEWS).optional(),
    device: z.string().max(16).optional(),
    backUrl: z.string().max(2048).optional(),
  })
  .refine((v) => v.gameId !== undefined || v.roomId !== undefined || v.launchMode === LOTTERY_LAUNCH_MODE, {
    message: 'gameId or roomId is required, or launchMode LOTT',
    path: ['gameId'],
  });

export type LaunchRequest = z.output<typeof launchRequestSchema>;

/** The launch answer: the URL to open; a PVP room launch also answers it in content (§7). */
export const launchAnswerSchema = z.object({
  game_url: z.string(),
  content: z.string().optional(),
  /** The game plays on the seamless wallet (docs/seamless-wallet.md): the site opens it on /seamless. */
  seamless: z.literal(true).optional(),
});

/** Codes a launch answers besides not-found: the game is closed, with suggestions in the value. */
export const LAUNCH_ERROR_CODES = ['NOT_FOUND', 'GAME_MAINTENANCE', 'GAME_UNAVAILABLE'] as const;
