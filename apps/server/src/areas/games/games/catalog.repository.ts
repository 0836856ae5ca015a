import type { GameType } from '@pf/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { PlayableGames } from './playable.ts';

/** A game as the lists need it, its name already in the asked language (EN when missing). */
export interface GameRow {
  id: number;
  code: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  account_type_name: string;
  game_type: GameType;
  classify: string;
  is_hot: boolean;
  is_new: boolean;
  min_bet: bigint;
  min_line_num: number;
  maintenance: boolean;
  /** The brand's own words for its maintenance, while the brand has the game under maintenance. */
  maintenance_message: string | null;
}

export interface GameFilter {
  merchantId: number;
  language: string;
  gameType?: GameType | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  isNew?: boolean | undefined;
  isHot?: boolean | undefined;
  /** Case-insensitive substring of the name in the asked language or in EN. */
  name?: string | undefined;
  /** Only games whose minimum bet is at most this (minor units). */
  maxMinBet?: bigint | undefined;
  /** Only games with at least this many lines. */
  minLines?: number | undefined;
  /** Only this member's favourites, newest first. */
  favouritesOf?: bigint | undefined;
  /** Only games this member played, most recent first. */
  recentOf?: bigint | undefined;
  gameId?: number | undefined;
  vendors?: string[] | undefined;
  /** Games this deployment cannot open too: what the launch call looks up to say so. */
  unplayableToo?: boolean | undefined;
}

export interface VendorCardRow {
  node_id: number;
  vendor_code: string;
  vendor_name: string;
  account_type_name: string;
  game_type: GameType;
  is_hot: boolean;
  is_game: boolean;
  maintenance: boolean;
}

/** `%`, `_` and `\` typed by a player are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Limits a query over `games as g` to the games this deployment can open (all of them when no
 * list is given: tools and tests that read the catalog as stored).
 */
function playableOnly(playable: PlayableGames | undefined) {
  if (!playable) return undefined;
  const whole = [...playable].filter(([, codes]) => codes === null).map(([vendor]) => vendor);
  const some = [...playable].flatMap(([vendor, codes]) =>
    codes?.size ? [[vendor, [...codes]] as const] : [],
  );
  return (eb: ExpressionBuilder<Database & { g: Database['games'] }, 'g'>) =>
    eb.or([
      eb('g.vendor_code', 'in', whole.length ? whole : ['']),
      ...some.map(([vendor, codes]) => eb.and([eb('g.vendor_code', '=', vendor), eb('g.code', 'in', codes)])),
    ]);
}

type Listed = ReturnType<typeof playableOnly>;

/** Games of vendors the merchant has enabled, filtered, joined to their name in one language. */
function gamesOf(db: Db, listed: Listed, f: GameFilter) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) =>
      j
        .onRef('mv.vendor_code', '=', 'g.vendor_code')
        .on('mv.merchant_id', '=', f.merchantId)
        .on('mv.enabled', '=', true),
    )
    .innerJoin('game_vendor_types as vt', (j) =>
      j.onRef('vt.vendor_code', '=', 'g.vendor_code').onRef('vt.game_type', '=', 'g.game_type'),
    )
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('game_names as gn', (j) =>
      j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', f.language),
    )
    .leftJoin('merchant_games as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', f.merchantId),
    )
    .leftJoin('member_favourite_games as fav', (j) =>
      j.onRef('fav.game_id', '=', 'g.id').on('fav.member_id', '=', f.favouritesOf ?? -1n),
    )
    .leftJoin('member_recent_games as rec', (j) =>
      j.onRef('rec.game_id', '=', 'g.id').on('rec.member_id', '=', f.recentOf ?? -1n),
    );
  if (listed && !f.unplayableToo) q = q.where(listed);
  // A game the brand hid is in none of its lists and cannot be opened.
  q = q.where((eb) => eb.or([eb('mg.hidden', 'is', null), eb('mg.hidden', '=', false)]));
  if (f.favouritesOf !== undefined) q = q.where('fav.member_id', 'is not', null);
  if (f.recentOf !== undefined) q = q.where('rec.member_id', 'is not', null);
  if (f.gameId !== undefined) q = q.where('g.id', '=', f.gameId);
  if (f.vendors) q = q.where('g.vendor_code', 'in', f.vendors.length ? f.vendors : ['']);
  if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
  if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
  if (f.classify) q = q.where('g.classify', '=', f.classify);
  if (f.isNew !== undefined) q = q.where('g.is_new', '=', f.isNew);
  if (f.isHot !== undefined) q = q.where('g.is_hot', '=', f.isHot);
  if (f.maxMinBet !== undefined) q = q.where('g.min_bet', '<=', f.maxMinBet);
  if (f.minLines !== undefined) q = q.where('g.min_line_num', '>=', f.minLines);
  if (f.name) {
    const pattern = likePattern(f.name);
    q = q.where((eb) => eb.or([eb('g.name', 'ilike', pattern), eb('gn.name', 'ilike', pattern)]));
  }
  return q;
}

/** Whether the brand has the game (`mg`) under maintenance now: switched on, inside its window if any. */
const brandMaintenance = sql<boolean>`(mg.maintenance
  and (mg.maintenance_from is null or mg.maintenance_from <= now())
  and (mg.maintenance_until is null or mg.maintenance_until > now()))`;

/** The columns of a game row, over `gamesOf`. */
function gameRows(db: Db, listed: Listed, f: GameFilter) {
  return gamesOf(db, listed, f).select([
    'g.id',
    'g.code',
    sql<string>`coalesce(gn.name, g.name)`.as('name'),
    'g.vendor_code',
    'v.name as vendor_name',
    'v.account_type_name',
    'g.game_type',
    'g.classify',
    'g.is_hot',
    'g.is_new',
    'g.min_bet',
    'g.min_line_num',
    sql<boolean>`g.maintenance or vt.maintenance or coalesce(${brandMaintenance}, false)`.as('maintenance'),
    sql<string | null>`case when ${brandMaintenance} then mg.maintenance_message end`.as(
      'maintenance_message',
    ),
  ]);
}

/** Games: pages of them, one, the first of each vendor's types, and PVP rooms. */
function gameQueries(db: Db, listed: Listed) {
  const base = (f: GameFilter) => gamesOf(db, listed, f);
  const selectGames = (f: GameFilter) => gameRows(db, listed, f);
  return {
    /**
     * One page of games and the total that match. The page walks an index in (sort, id) order and
     * stops after `limit` rows; the total is a separate count that needs no names or vendors
     * (a window count would have to join every matching row first). A short page is its own total.
     */
    async listGames(f: GameFilter, page: { limit: number; offset: number }) {
      let q = selectGames(f);
      if (f.favouritesOf !== undefined) q = q.orderBy('fav.created_at', 'desc');
      else if (f.recentOf !== undefined) q = q.orderBy('rec.played_at', 'desc');
      else q = q.orderBy('g.sort');
      const rows: GameRow[] = await q.orderBy('g.id').limit(page.limit).offset(page.offset).execute();
      const complete = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
      let total = page.offset + rows.length;
      if (!complete) {
        const r = await base(f)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirst();
        total = Number(r?.n ?? 0);
      }
      return { rows, total };
    },

    async findGame(merchantId: number, gameId: number, language = 'EN'): Promise<GameRow | undefined> {
      return selectGames({ merchantId, language, gameId, unplayableToo: true }).executeTakeFirst();
    },

    /** The first game of each (vendor, type) of the given vendors: what a single-game card launches. */
    async firstGames(merchantId: number, language: string, vendors: string[]): Promise<GameRow[]> {
      if (vendors.length === 0) return [];
      return selectGames({ merchantId, language, vendors })
        .distinctOn(['g.vendor_code', 'g.game_type'])
        .orderBy('g.vendor_code')
        .orderBy('g.game_type')
        .orderBy('g.sort')
        .orderBy('g.id')
        .execute();
    },

    /** PVP rooms of enabled vendors, cheapest first. */
    async rooms(
      merchantId: number,
      language: string,
      f: { vendor?: string | undefined; gameId?: number | undefined; maxMinBet?: bigint | undefined },
    ) {
      let q = base({ merchantId, language, gameType: 'PVP', vendor: f.vendor, gameId: f.gameId })
        .innerJoin('pvp_rooms as r', 'r.game_id', 'g.id')
        .select([
          'r.id as room_id',
          'r.name as room_name',
          'r.min_bet as room_min_bet',
          'r.max_players',
          'g.id as game_id',
          sql<string>`coalesce(gn.name, g.name)`.as('game_name'),
          'g.vendor_code',
        ]);
      if (f.maxMinBet !== undefined) q = q.where('r.min_bet', '<=', f.maxMinBet);
      return q.orderBy('g.vendor_code').orderBy('g.sort').orderBy('r.sort').orderBy('r.id').execute();
    },
  };
}

/** Vendors: their cards and classifications, one vendor, and a game's icon. */
function vendorQueries(db: Db, playable: PlayableGames | undefined, listed: Listed) {
  const playableVendors = playable ? [...playable.keys()] : undefined;
  return {
    /** Every vendor card of the merchant's enabled vendors, in lane order. */
    async vendorCards(merchantId: number): Promise<VendorCardRow[]> {
      let q = db
        .selectFrom('game_vendor_types as vt')
        .innerJoin('game_vendors as v', 'v.code', 'vt.vendor_code')
        .innerJoin('merchant_vendors as mv', (j) =>
          j
            .onRef('mv.vendor_code', '=', 'vt.vendor_code')
            .on('mv.merchant_id', '=', merchantId)
            .on('mv.enabled', '=', true),
        )
        .select([
          'vt.id as node_id',
          'vt.vendor_code',
          'v.name as vendor_name',
          'v.account_type_name',
          'vt.game_type',
          'vt.is_hot',
          'vt.is_game',
          'vt.maintenance',
        ])
        .orderBy('vt.sort')
        .orderBy('vt.id');
      if (playableVendors)
        q = q.where('vt.vendor_code', 'in', playableVendors.length ? playableVendors : ['']);
      return q.execute();
    },

    /** Which classifications each vendor's games of each type use, with counts. */
    async classifications(merchantId: number, vendor?: string) {
      let q = db
        .selectFrom('games as g')
        .innerJoin('merchant_vendors as mv', (j) =>
          j
            .onRef('mv.vendor_code', '=', 'g.vendor_code')
            .on('mv.merchant_id', '=', merchantId)
            .on('mv.enabled', '=', true),
        )
        .select(['g.vendor_code', 'g.game_type', 'g.classify'])
        .select((eb) => eb.fn.countAll<string>().as('games'))
        .groupBy(['g.vendor_code', 'g.game_type', 'g.classify'])
        .orderBy('g.vendor_code')
        .orderBy('g.game_type')
        .orderBy('g.classify');
      if (vendor) q = q.where('g.vendor_code', '=', vendor);
      if (listed) q = q.where(listed);
      return q.execute();
    },

    /** A vendor and the kind of its first game (what its logo shows). */
    async vendor(code: string) {
      const vendor = await selectWhere(db, 'game_vendors', { code })
        .select(['code', 'name'])
        .executeTakeFirst();
      if (!vendor) return undefined;
      const first = await selectWhere(db, 'games', { vendor_code: code })
        .select(['game_type', 'classify'])
        .orderBy('sort')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return { ...vendor, kind: first ? { gameType: first.game_type, classify: first.classify } : undefined };
    },

    /** Name and vendor of a game regardless of merchant: what its icon shows. */
    async gameForIcon(id: number) {
      return selectWhere(db, 'games', { id })
        .select(['id', 'name', 'vendor_code', 'game_type', 'classify'])
        .executeTakeFirst();
    },
  };
}

export function catalogRepository(db: Db, playable?: PlayableGames) {
  const listed = playableOnly(playable);
  return { ...gameQueries(db, listed), ...vendorQueries(db, playable, listed) };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
