import type { GameType } from '@pf/shared';
import {
  ADJECTIVES,
  BINGO_GAMES,
  LIVE_TABLES,
  NOUNS,
  PVP_GAMES,
  PVP_ROOMS,
  SEA_NOUNS,
  type Word,
} from './game-words.ts';

/**
 * The demo game catalog, generated deterministically: the same list on every machine and start.
 * Vendor names and codes are fictional except where the merchant config names them (esports AV,
 * AI, IMES, TF, IA; cockfight DS88; bingo JL and YB; in-house BGS; the VN lotto account type).
 */
export interface GameSpec {
  code: string;
  /** EN is required; other languages fall back to it. */
  names: { EN: string; VI?: string; CN?: string };
  classify: string;
  isHot: boolean;
  isNew: boolean;
  /** Minor units of the merchant currency. */
  minBet: bigint;
  minLineNum: number;
  maintenance: boolean;
  sort: number;
}

export interface VendorTypeSpec {
  gameType: GameType;
  isHot: boolean;
  /** The card launches its single game (a sportsbook lobby) instead of listing games. */
  isGame: boolean;
  games: GameSpec[];
}

export interface VendorSpec {
  code: string;
  name: string;
  accountTypeName: string;
  types: VendorTypeSpec[];
}

export interface RoomSpec {
  vendor: string;
  gameCode: string;
  name: string;
  minBet: bigint;
  maxPlayers: number;
  sort: number;
}

const VND = 100n; // minor units per major unit

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

function game(code: string, w: Word, rest: Partial<GameSpec> & { sort: number }): GameSpec {
  return {
    code,
    names: { EN: w[0], VI: w[1], CN: w[2] },
    classify: rest.classify ?? 'SLOT',
    isHot: rest.isHot ?? false,
    isNew: rest.isNew ?? false,
    minBet: rest.minBet ?? 1_000n * VND,
    minLineNum: rest.minLineNum ?? 1,
    maintenance: rest.maintenance ?? false,
    sort: rest.sort,
  };
}

const SLOT_CLASSIFY = ['SLOT', 'SLOT', 'SLOT', 'SLOT', 'ARCADE', 'SLOT', 'TABLE', 'SLOT', 'SLOT', 'JACKPOT'];
const SLOT_LINES = [1, 9, 20, 25, 50, 243];
const SLOT_BETS = [500n, 1_000n, 2_000n, 5_000n];

/** `count` slot-style games: adjective × noun, a stride coprime to 256 keeps names distinct per vendor. */
function slots(vendorIdx: number, count: number): GameSpec[] {
  return Array.from({ length: count }, (_, j) => {
    const k = (vendorIdx * 53 + j * 7) % (ADJECTIVES.length * NOUNS.length);
    const adj = pick(ADJECTIVES, k);
    const noun = pick(NOUNS, Math.floor(k / ADJECTIVES.length));
    const w: Word = [`${adj[0]} ${noun[0]}`, `${noun[1]} ${adj[1]}`, `${adj[2]}${noun[2]}`];
    const classify = pick(SLOT_CLASSIFY, j);
    return game(slug(w[0]), w, {
      classify,
      isHot: (j + vendorIdx) % 7 === 0,
      isNew: j % 9 === 1,
      minBet: pick(SLOT_BETS, j + vendorIdx) * VND,
      minLineNum: classify === 'SLOT' ? pick(SLOT_LINES, j * 5 + vendorIdx) : 1,
      // One game under maintenance shows the flag end to end.
      maintenance: vendorIdx === 0 && j === count - 1,
      sort: j * 10 + vendorIdx,
    });
  });
}

const LIVE_COUNTS: Record<string, number> = {
  BACCARAT: 4,
  ROULETTE: 2,
  SICBO: 2,
  DRAGONTIGER: 2,
  BLACKJACK: 2,
};
const LETTERS = 'ABCDEFGH';

function liveTables(vendorIdx: number, skip: string[] = []): GameSpec[] {
  const out: GameSpec[] = [];
  for (const [classify, base] of Object.entries(LIVE_TABLES)) {
    if (skip.includes(classify)) continue;
    for (let t = 0; t < (LIVE_COUNTS[classify] ?? 1); t++) {
      const letter = LETTERS[t] ?? String(t);
      const w: Word = [`${base[0]} ${letter}`, `${base[1]} ${letter}`, `${base[2]} ${letter}`];
      out.push(
        game(slug(w[0]), w, {
          classify,
          isHot: t === 0,
          isNew: false,
          minBet: pick([10_000n, 20_000n, 50_000n], t + vendorIdx) * VND,
          sort: out.length * 10 + vendorIdx,
        }),
      );
    }
  }
  return out;
}

function fishing(vendorIdx: number, count: number): GameSpec[] {
  return Array.from({ length: count }, (_, j) => {
    const adj = pick(ADJECTIVES, j * 3 + vendorIdx * 5);
    const noun = pick(SEA_NOUNS, j + vendorIdx);
    const w: Word = [
      `${adj[0]} ${noun[0]} Fishing`,
      `Bắn Cá ${noun[1]} ${adj[1]}`,
      `${adj[2]}${noun[2]}捕鱼`,
    ];
    return game(slug(w[0]), w, {
      classify: 'FISH',
      isHot: j === 0,
      isNew: j === count - 1,
      minBet: pick([100n, 500n, 1_000n], j) * VND,
      sort: j * 10 + vendorIdx,
    });
  });
}

function cardGames(vendorIdx: number, count: number): GameSpec[] {
  return Array.from({ length: count }, (_, j) => {
    const [classify, w] = pick(PVP_GAMES, j + vendorIdx * 2);
    return game(slug(w[0]), w, {
      classify,
      isHot: j === 0,
      minBet: PVP_ROOMS[0]![1] * VND,
      sort: j * 10 + vendorIdx,
    });
  });
}

/** A vendor whose card opens its own lobby: one game carrying the vendor's name. */
function lobby(name: string, classify: string): GameSpec[] {
  return [
    {
      ...game('lobby', [name, name, name], { classify, sort: 0, minBet: 10_000n * VND }),
      names: { EN: name },
    },
  ];
}

const type = (gameType: GameType, games: GameSpec[], opts: { isHot?: boolean; isGame?: boolean } = {}) => ({
  gameType,
  isHot: opts.isHot ?? false,
  isGame: opts.isGame ?? false,
  games,
});

export const DEMO_VENDORS: VendorSpec[] = [
  // Slots (RNG); GLX also runs fishing games.
  {
    code: 'LTS',
    name: 'Lotus Slots',
    accountTypeName: 'LTS',
    types: [type('RNG', slots(0, 40), { isHot: true })],
  },
  {
    code: 'GLX',
    name: 'Galaxy Reels',
    accountTypeName: 'GLX',
    types: [type('RNG', slots(1, 40), { isHot: true }), type('FISH', fishing(2, 6))],
  },
  { code: 'FRT', name: 'Fortune Forge', accountTypeName: 'FRT', types: [type('RNG', slots(2, 40))] },
  { code: 'NOV', name: 'Nova Spin', accountTypeName: 'NOV', types: [type('RNG', slots(3, 40))] },
  { code: 'TGW', name: 'Tiger Works', accountTypeName: 'TGW', types: [type('RNG', slots(4, 40))] },
  // Live casino.
  {
    code: 'AUR',
    name: 'Aurora Live',
    accountTypeName: 'AUR',
    types: [type('LIVE', liveTables(0), { isHot: true })],
  },
  { code: 'PLL', name: 'Pearl Live', accountTypeName: 'PLL', types: [type('LIVE', liveTables(1))] },
  { code: 'DGL', name: 'Dragon Gate Live', accountTypeName: 'DGL', types: [type('LIVE', liveTables(2))] },
  {
    code: 'MXL',
    name: 'Maxim Live',
    accountTypeName: 'MXL',
    types: [type('LIVE', liveTables(3, ['BLACKJACK', 'SICBO']))],
  },
  // Sports books open their own lobby.
  ...(
    [
      ['SBX', 'Stadium Bet'],
      ['KST', 'Kestrel Sports'],
      ['OLY', 'Olympia Sports'],
    ] as const
  ).map(([code, name]) => ({
    code,
    name,
    accountTypeName: code,
    types: [type('SPORTS', lobby(name, 'SPORTSBOOK'), { isGame: true })],
  })),
  // Esports vendors named by the merchant config.
  ...(
    [
      ['AV', 'Avant eSports'],
      ['AI', 'Arena Infinity'],
      ['IMES', 'Imperial eSports'],
      ['TF', 'Titan Fire eSports'],
      ['IA', 'Ion Arena'],
    ] as const
  ).map(([code, name]) => ({
    code,
    name,
    accountTypeName: code,
    types: [type('ESPORTS', lobby(name, 'ESPORTS'), { isGame: true })],
  })),
  {
    code: 'DS88',
    name: 'Derby Sabong 88',
    accountTypeName: 'DS88',
    types: [type('COCKFIGHT', lobby('Derby Sabong 88', 'COCKFIGHT'), { isGame: true })],
  },
  // PVP card rooms.
  { code: 'KCP', name: 'King Card Club', accountTypeName: 'KCP', types: [type('PVP', cardGames(0, 7))] },
  { code: 'RYC', name: 'Royal Cards', accountTypeName: 'RYC', types: [type('PVP', cardGames(1, 7))] },
  { code: 'MJH', name: 'Mahjong House', accountTypeName: 'MJH', types: [type('PVP', cardGames(3, 6))] },
  // Fishing.
  { code: 'OCN', name: 'Ocean Hunter', accountTypeName: 'OCN', types: [type('FISH', fishing(0, 8))] },
  { code: 'RFK', name: 'Reef King', accountTypeName: 'RFK', types: [type('FISH', fishing(1, 8))] },
  // Lotteries.
  {
    code: 'TCG_LOTTO_VN',
    name: 'Vietnam Lotto',
    accountTypeName: 'TCG_LOTTO_VN',
    types: [
      type('LOTT', [
        game('vn-mb', ['Northern Lottery', 'Xổ Số Miền Bắc', '北部彩票'], { classify: 'LOTTO', sort: 0 }),
        game('vn-mt', ['Central Lottery', 'Xổ Số Miền Trung', '中部彩票'], { classify: 'LOTTO', sort: 10 }),
        game('vn-mn', ['Southern Lottery', 'Xổ Số Miền Nam', '南部彩票'], { classify: 'LOTTO', sort: 20 }),
      ]),
    ],
  },
  {
    code: 'ELK',
    name: 'Lotus E-Lottery',
    accountTypeName: 'ELOTT',
    types: [
      type('ELOTT', [
        game('keno', ['Keno', 'Keno', '基诺'], { classify: 'KENO', isHot: true, sort: 0 }),
        game('quick-lotto-5', ['Quick Lotto 5', 'Xổ Số Nhanh 5', '快乐彩 5'], {
          classify: 'LOTTO',
          sort: 10,
        }),
      ]),
    ],
  },
  // Our own games.
  {
    code: 'BGS',
    name: 'BGS Originals',
    accountTypeName: 'BGS',
    types: [
      type(
        'INHOUSE',
        [
          game('crash', ['Crash Rocket', 'Tên Lửa', '火箭'], { classify: 'CRASH', isHot: true, sort: 0 }),
          game('limbo', ['Limbo', 'Limbo', '凌波'], { classify: 'CRASH', isNew: true, sort: 10 }),
          game('dice', ['Classic Dice', 'Xúc Xắc', '经典骰子'], { classify: 'DICE', sort: 20 }),
          game('keno', ['Keno 80', 'Keno 80', '基诺 80'], { classify: 'KENO', sort: 30 }),
          game('hilo', ['Hi-Lo', 'Cao Thấp', '高低'], { classify: 'CARD', sort: 40 }),
          game('fortune-reels', ['Fortune Reels', 'Vòng Quay May Mắn', '幸运转轴'], {
            classify: 'SLOT',
            isNew: true,
            sort: 5,
          }),
          game('mines', ['Mines', 'Dò Mìn', '扫雷'], { classify: 'MINES', isNew: true, sort: 25 }),
          game('plinko', ['Plinko', 'Plinko', '弹珠台'], { classify: 'PLINKO', isNew: true, sort: 15 }),
          game('roulette', ['European Roulette', 'Roulette Châu Âu', '欧式轮盘'], {
            classify: 'ROULETTE',
            isNew: true,
            sort: 18,
          }),
          game('baccarat', ['Baccarat', 'Baccarat', '百家乐'], {
            classify: 'BACCARAT',
            isNew: true,
            sort: 19,
          }),
        ].map((g) => ({ ...g, minBet: 100n * VND })),
        { isHot: true },
      ),
    ],
  },
  // Bingo.
  ...(
    [
      ['JL', 'Jubilee Bingo', 0],
      ['YB', 'Yellow Ball Bingo', 2],
    ] as const
  ).map(([code, name, offset]) => ({
    code,
    name,
    accountTypeName: code,
    types: [
      type(
        'BINGO',
        [0, 1, 2, 3].map((j) => {
          const w = pick(BINGO_GAMES, j + offset);
          return game(slug(w[0]), w, {
            classify: 'EBINGO',
            isHot: j === 0,
            sort: j * 10,
            minBet: 1_000n * VND,
          });
        }),
      ),
    ],
  })),
];

/** Rooms of every PVP game: novice, regular and high roller tables. */
export function demoRooms(vendors: VendorSpec[] = DEMO_VENDORS): RoomSpec[] {
  return vendors.flatMap((v) =>
    v.types
      .filter((t) => t.gameType === 'PVP')
      .flatMap((t) =>
        t.games.flatMap((g) =>
          PVP_ROOMS.map(([name, minBet, maxPlayers], sort) => ({
            vendor: v.code,
            gameCode: g.code,
            name,
            minBet: minBet * VND,
            maxPlayers,
            sort,
          })),
        ),
      ),
  );
}
