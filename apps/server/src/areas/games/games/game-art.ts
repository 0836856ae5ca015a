import { createHash } from 'node:crypto';
import { FISH_ART, type FishSpecies } from './fish-art.ts';
import { SLOT_SYMBOL_ART, type SlotSymbolName } from './slot-symbols.ts';

/**
 * The motif drawn on a game tile, by what the game is: reels for slots, a baccarat table, a
 * blackjack hand, a dragon and a tiger, a wheel, dice, a fish, a ball, and so on. Every motif is
 * drawn from shapes in one flat style on the tile's own gradient, so tiles read the same on a
 * light or a dark page. What a motif shows within its kind (the symbols on the reels, the cards
 * dealt, where the wheel stopped, which fish swims by, the sport) follows from a hash of the game,
 * so two games of one kind look different and a game always looks the same.
 */
export type Motif =
  | 'reels'
  | 'jackpot'
  | 'cards'
  | 'baccarat'
  | 'blackjack'
  | 'dragontiger'
  | 'wheel'
  | 'dice'
  | 'sicbo'
  | 'fish'
  | 'ball'
  | 'controller'
  | 'rooster'
  | 'balls'
  | 'tile'
  | 'rocket'
  | 'gems'
  | 'pegs';

const BY_CLASSIFY: Record<string, Motif> = {
  SLOT: 'reels',
  ARCADE: 'reels',
  TABLE: 'cards',
  JACKPOT: 'jackpot',
  BACCARAT: 'baccarat',
  BLACKJACK: 'blackjack',
  DRAGONTIGER: 'dragontiger',
  CARD: 'cards',
  POKER: 'cards',
  ROULETTE: 'wheel',
  SICBO: 'sicbo',
  DICE: 'dice',
  FISH: 'fish',
  SPORTSBOOK: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'rooster',
  EBINGO: 'balls',
  KENO: 'balls',
  LOTTO: 'balls',
  MAHJONG: 'tile',
  CRASH: 'rocket',
  MINES: 'gems',
  PLINKO: 'pegs',
};

const BY_TYPE: Record<string, Motif> = {
  RNG: 'reels',
  LIVE: 'baccarat',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'rooster',
  BINGO: 'balls',
  LOTT: 'balls',
  ELOTT: 'balls',
  INHOUSE: 'dice',
};

export function motifOf(gameType: string, classify: string): Motif {
  return BY_CLASSIFY[classify] ?? BY_TYPE[gameType] ?? 'reels';
}

/** Bytes of a hash of the key: stable choices per game. */
export function seedBytes(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

const INK = '#ffffff';
const NIGHT = '#1b1b2f';
const SHADE = 'rgba(0,0,0,.28)';
const GOLD = '#ffd166';
const RED = '#ef476f';
const CARD_RED = '#d62839';

/** One of `list`, chosen by byte `i` of the seed. */
const pick = <T>(seed: Buffer, i: number, list: readonly T[]): T => list[(seed[i] ?? 0) % list.length] as T;

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const label = (x: number, y: number, size: number, value: string, fill: string) =>
  `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${value}</text>`;
const turn = (deg: number, cx: number, cy: number, body: string) =>
  `<g transform="rotate(${deg} ${cx} ${cy})">${body}</g>`;

const SYMBOLS: readonly SlotSymbolName[] = [
  'cherry',
  'lemon',
  'bell',
  'clover',
  'diamond',
  'star',
  'seven',
  'crown',
];
const FRAMES = [GOLD, '#c0c7d6', '#ff8fab', '#80ffdb'];
const BULBS = [GOLD, RED, '#4cc9f0', '#80ffdb', INK];

function reels(seed: Buffer, jackpot: boolean): string {
  const out: string[] = [rect(30, 56, 180, 84, 14, pick(seed, 7, FRAMES))];
  // The cabinet's lights, lit in the game's own colours.
  for (let i = 0; i < 6; i++) out.push(circle(52 + i * 27, 148, 5, pick(seed, 22 + i, BULBS)));
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 56;
    out.push(rect(x, 64, 48, 68, 8, INK));
    out.push(SLOT_SYMBOL_ART[pick(seed, i + 4, SYMBOLS)](x + 4, 78));
  }
  if (jackpot) {
    out.push(path('M84 30L100 46L120 24L140 46L156 30L150 54H90Z', GOLD));
    out.push(circle(120, 22, 5, GOLD));
  }
  return out.join('');
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A suit in a 24 × 24 box: heart, diamond, spade or club. */
function suit(x: number, y: number, which: number, fill: string): string {
  if (which === 0)
    return path(
      `M${x + 12} ${y + 22}L${x + 2} ${y + 10}A5.5 5.5 0 0 1 ${x + 12} ${y + 5}A5.5 5.5 0 0 1 ${x + 22} ${y + 10}Z`,
      fill,
    );
  if (which === 1)
    return path(`M${x + 12} ${y + 2}L${x + 22} ${y + 12}L${x + 12} ${y + 22}L${x + 2} ${y + 12}Z`, fill);
  if (which === 2)
    return (
      path(
        `M${x + 12} ${y + 2}L${x + 22} ${y + 14}A5 5 0 0 1 ${x + 12} ${y + 16}A5 5 0 0 1 ${x + 2} ${y + 14}Z`,
        fill,
      ) + path(`M${x + 12} ${y + 14}L${x + 16} ${y + 23}H${x + 8}Z`, fill)
    );
  return (
    circle(x + 12, y + 7, 5, fill) +
    circle(x + 6, y + 14, 5, fill) +
    circle(x + 18, y + 14, 5, fill) +
    path(`M${x + 12} ${y + 12}L${x + 16} ${y + 23}H${x + 8}Z`, fill)
  );
}

/** A playing card of `w` × 1.4w at (x, y), its rank and suit from the seed bytes i and i + 1. */
function card(x: number, y: number, w: number, seed: Buffer, i: number, rank?: string): string {
  const which = (seed[i + 1] ?? 0) % 4;
  const fill = which < 2 ? CARD_RED : NIGHT;
  const h = Math.round(w * 1.4);
  const scale = w / 76;
  return (
    rect(x, y, w, h, Math.round(w / 8), INK, ` stroke="${SHADE}" stroke-width="2"`) +
    label(x + w * 0.24, y + h * 0.16, Math.round(w * 0.26), rank ?? pick(seed, i, RANKS), fill) +
    `<g transform="translate(${x + w / 2 - 12 * scale * 1.4} ${y + h / 2 - 8 * scale * 1.4}) scale(${(scale * 1.4).toFixed(3)})">${suit(0, 0, which, fill)}</g>`
  );
}

/** A fan of three cards for the card rooms, spread by the seed. */
function cards(seed: Buffer): string {
  const spread = 14 + ((seed[12] ?? 0) % 10);
  return [0, 1, 2].map((k) => turn((k - 1) * spread, 120, 170, card(92, 44, 58, seed, 4 + k * 2))).join('');
}

const FELTS = ['#1d7a52', '#1f5fa8', '#8c1c3a', '#5a3d8a'];

/** A baccarat table: the player's and the banker's spots, each with its two cards. */
function baccarat(seed: Buffer): string {
  const felt = pick(seed, 13, FELTS);
  return [
    path('M14 150Q120 16 226 150Z', felt, ` stroke="${GOLD}" stroke-width="3"`),
    circle(76, 128, 17, '#1d4ed8', ` stroke="${INK}" stroke-width="2"`),
    label(76, 129, 18, 'P', INK),
    circle(164, 128, 17, '#c81d3a', ` stroke="${INK}" stroke-width="2"`),
    label(164, 129, 18, 'B', INK),
    turn(-8, 76, 90, card(46, 58, 30, seed, 4) + card(78, 62, 30, seed, 6)),
    turn(8, 164, 90, card(132, 62, 30, seed, 8) + card(164, 58, 30, seed, 10)),
  ].join('');
}

/** Blackjack: an ace and a ten-card make 21, beside a stack of chips. */
function blackjack(seed: Buffer): string {
  const chip = pick(seed, 14, ['#e63946', '#2a9d8f', '#3a86ff', NIGHT]);
  const stack = Array.from({ length: 2 + ((seed[15] ?? 0) % 3) }, (_, k) =>
    rect(164, 128 - k * 10, 46, 12, 6, chip, ` stroke="${INK}" stroke-width="2" stroke-dasharray="6 4"`),
  ).join('');
  return [
    turn(-10, 86, 100, card(48, 46, 62, seed, 4, 'A')),
    turn(8, 130, 100, card(98, 52, 62, seed, 6, pick(seed, 6, ['10', 'J', 'Q', 'K']))),
    stack,
    label(187, 58, 28, '21', GOLD),
  ].join('');
}

/** Dragon tiger: a dragon's card against a tiger's, one card each. */
function dragonTiger(seed: Buffer): string {
  const dragonCard = card(30, 50, 64, seed, 4);
  const tigerCard = card(146, 50, 64, seed, 6);
  const stripes = [0, 1, 2, 3]
    .map((k) =>
      path(
        `M${152 + k * 14} 46l8 10l-8 10`,
        'none',
        ' stroke="#1b1b2f" stroke-width="4" stroke-linecap="round"',
      ),
    )
    .join('');
  return [
    path('M0 20H120V172H0Z', 'rgba(200,29,58,.45)'),
    path('M120 20H240V172H120Z', 'rgba(244,162,97,.45)'),
    dragonCard,
    tigerCard,
    path(
      'M34 44q10 -16 24 -6q12 -14 26 4',
      'none',
      ` stroke="${RED}" stroke-width="5" stroke-linecap="round"`,
    ),
    stripes,
    circle(120, 100, 18, NIGHT),
    label(120, 101, 14, 'VS', GOLD),
  ].join('');
}

const POCKETS = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** A roulette wheel turned by the seed, the ball resting in a pocket of its own. */
function wheel(seed: Buffer): string {
  const n = 18;
  const parts = [circle(120, 98, 64, '#3d2c1e'), circle(120, 98, 58, NIGHT)];
  const spin = (((seed[16] ?? 0) * 256 + (seed[17] ?? 0)) % 360) / 1;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    const p = (a: number, r: number) =>
      `${(120 + r * Math.cos(a)).toFixed(1)} ${(98 + r * Math.sin(a)).toFixed(1)}`;
    parts.push(
      path(
        `M${p(a0, 26)}L${p(a0, 56)}A56 56 0 0 1 ${p(a1, 56)}L${p(a1, 26)}A26 26 0 0 0 ${p(a0, 26)}Z`,
        i === 0 ? '#2a9d8f' : i % 2 ? RED : NIGHT,
      ),
    );
  }
  const ballAt = ((seed[18] ?? 0) / 256) * Math.PI * 2;
  const pocket = pick(seed, 19, POCKETS);
  return (
    turn(spin, 120, 98, parts.join('')) +
    circle(120, 98, 22, GOLD) +
    label(120, 99, 16, String(pocket), NIGHT) +
    circle(+(120 + 41 * Math.cos(ballAt)).toFixed(1), +(98 + 41 * Math.sin(ballAt)).toFixed(1), 6, INK)
  );
}

function die(x: number, y: number, size: number, pips: number, rotate: number): string {
  const s = size;
  const spots: [number, number][][] = [
    [[0.5, 0.5]],
    [
      [0.25, 0.25],
      [0.75, 0.75],
    ],
    [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.5],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    [
      [0.25, 0.22],
      [0.75, 0.22],
      [0.25, 0.5],
      [0.75, 0.5],
      [0.25, 0.78],
      [0.75, 0.78],
    ],
  ];
  const dots = (spots[pips - 1] ?? spots[0]!)
    .map(([px, py]) => circle(x + px * s, y + py * s, s / 11, pips === 1 || pips === 4 ? RED : NIGHT))
    .join('');
  return turn(rotate, x + s / 2, y + s / 2, rect(x, y, s, s, s / 6, INK) + dots);
}

const face = (seed: Buffer, i: number) => ((seed[i] ?? 0) % 6) + 1;
const tilt = (seed: Buffer, i: number) => ((seed[i] ?? 0) % 31) - 15;

function dice(seed: Buffer): string {
  return die(50, 60, 70, face(seed, 7), tilt(seed, 20)) + die(122, 70, 64, face(seed, 8), tilt(seed, 21));
}

/** Sic bo: three dice in the shaker's bowl. */
function sicbo(seed: Buffer): string {
  return [
    `<ellipse cx="120" cy="118" rx="100" ry="42" fill="${SHADE}"/>`,
    die(40, 78, 50, face(seed, 7), tilt(seed, 20)),
    die(96, 62, 50, face(seed, 8), tilt(seed, 21)),
    die(152, 80, 50, face(seed, 9), tilt(seed, 22)),
  ].join('');
}

const SPECIES: readonly FishSpecies[] = ['clownfish', 'angelfish', 'pufferfish', 'turtle', 'shark', 'dragon'];

/** A big fish of the game's own species with two small ones, facing the way the seed says. */
function fish(seed: Buffer): string {
  const big = pick(seed, 23, SPECIES);
  const small = [pick(seed, 24, SPECIES), pick(seed, 25, SPECIES)];
  const creature = (species: FishSpecies, x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${FISH_ART[species]}</g>`;
  // Where the fish swim and the bubbles rise differs from game to game too.
  const dx = (seed[27] ?? 0) % 24;
  const dy = (seed[28] ?? 0) % 20;
  const bubble = (seed[29] ?? 0) % 60;
  const school = [
    creature(big, 38 + dx, 48 + dy, 2.3),
    creature(small[0] ?? 'clownfish', 14 + bubble, 132, 0.9),
    creature(small[1] ?? 'angelfish', 150 + (dy % 12), 30, 0.8),
    circle(30 + bubble / 2, 52, 6, 'none', ` stroke="${INK}" stroke-width="2"`),
    circle(22 + bubble / 3, 72, 4, 'none', ` stroke="${INK}" stroke-width="2"`),
  ].join('');
  return (seed[26] ?? 0) % 2 === 0 ? school : `<g transform="translate(240 0) scale(-1 1)">${school}</g>`;
}

function football(): string {
  return [
    circle(120, 98, 56, INK),
    path('M120 76L141 91L133 116H107L99 91Z', NIGHT),
    path(
      'M120 42V76M141 91L172 80M133 116L152 144M107 116L88 144M99 91L68 80',
      'none',
      ` stroke="${NIGHT}" stroke-width="4"`,
    ),
  ].join('');
}

function basketball(): string {
  return [
    circle(120, 98, 56, '#f77f00'),
    path(
      'M64 98H176M120 42V154M80 58Q104 98 80 138M160 58Q136 98 160 138',
      'none',
      ` stroke="${NIGHT}" stroke-width="4"`,
    ),
  ].join('');
}

function tennis(): string {
  return [
    circle(120, 98, 54, '#c7f464'),
    path('M74 66Q110 98 74 130M166 66Q130 98 166 130', 'none', ` stroke="${INK}" stroke-width="6"`),
  ].join('');
}

/** A sports book: the ball of its sport over a pitch's lines. */
function ball(seed: Buffer): string {
  const pitch = path(
    'M10 168L60 40H180L230 168Z',
    'none',
    ` stroke="rgba(255,255,255,.35)" stroke-width="3"`,
  );
  return pitch + turn((seed[26] ?? 0) % 360, 120, 98, pick(seed, 27, [football, basketball, tennis])());
}

function controller(seed: Buffer): string {
  const [a, b] = [pick(seed, 28, [RED, GOLD, '#80ffdb']), pick(seed, 29, ['#4cc9f0', '#c77dff', '#52b788'])];
  const extra =
    (seed[30] ?? 0) % 2 === 0
      ? path('M96 40H144V52Q144 70 120 72Q96 70 96 52Z', GOLD) + rect(112, 72, 16, 8, 2, GOLD)
      : path('M70 70Q70 30 120 30Q170 30 170 70', 'none', ` stroke="${INK}" stroke-width="6"`);
  const pad = [
    path(
      'M62 84C62 66 82 62 96 70H144C158 62 178 66 178 84L190 128C194 146 172 150 162 136L150 120H90L78 136C68 150 46 146 50 128Z',
      INK,
    ),
    rect(78, 88, 24, 8, 2, NIGHT),
    rect(86, 80, 8, 24, 2, NIGHT),
    circle(150, 86, 6, a),
    circle(164, 100, 6, b),
  ].join('');
  return extra + turn(tilt(seed, 31), 120, 104, pad);
}

function rooster(seed: Buffer): string {
  const body = pick(seed, 28, ['#f4a261', '#e9c46a', '#d62828', '#f1faee']);
  const tail = pick(seed, 29, ['#2a9d8f', '#264653', '#6a4c93', '#e76f51']);
  const bird = [
    path(
      'M84 150C70 118 82 84 116 80C120 60 140 56 150 70C160 76 164 90 156 100C170 118 162 150 130 156Z',
      body,
    ),
    path('M140 56C142 44 154 44 152 56C160 48 168 56 158 64Z', RED),
    path('M158 84L178 90L158 96Z', GOLD),
    circle(148, 80, 4, NIGHT),
    path('M84 150C60 140 52 116 60 100C70 118 76 128 92 134Z', tail),
  ].join('');
  return (seed[30] ?? 0) % 2 === 0 ? bird : `<g transform="translate(240 0) scale(-1 1)">${bird}</g>`;
}

const BALL_COLOURS = [RED, '#4cc9f0', GOLD, '#52b788', '#c77dff'];

function balls(seed: Buffer): string {
  return [0, 1, 2]
    .map((i) => {
      const cx = 72 + i * 48;
      const cy = i === 1 ? 84 : 106;
      const n = ((seed[9 + i] ?? 0) % 80) + 1;
      return (
        circle(cx, cy, 26, pick(seed, 14 + i, BALL_COLOURS)) +
        circle(cx, cy, 15, INK) +
        label(cx, cy + 1, 15, String(n), NIGHT)
      );
    })
    .join('');
}

/** Mahjong: two tiles of the dots suit, their counts from the seed. */
function tile(seed: Buffer): string {
  const one = (x: number, count: number, rotate: number) => {
    const dots = Array.from({ length: count }, (_, k) =>
      circle(x + 20 + (k % 3) * 18, 70 + Math.floor(k / 3) * 24, 7, k % 3 === 1 ? RED : '#2a9d8f'),
    ).join('');
    return turn(
      rotate,
      x + 38,
      100,
      rect(x, 48, 76, 104, 12, '#f8f5e9', ` stroke="${SHADE}" stroke-width="3"`) + dots,
    );
  };
  return one(40, ((seed[9] ?? 0) % 9) + 1, -8) + one(124, ((seed[10] ?? 0) % 9) + 1, 8);
}

function rocket(seed: Buffer): string {
  const rise = 30 + ((seed[11] ?? 0) % 50);
  return [
    path(
      `M40 150Q110 ${146 - rise / 4} 180 ${52 + rise / 3}`,
      'none',
      ` stroke="${GOLD}" stroke-width="6" stroke-linecap="round"`,
    ),
    turn(
      40,
      180,
      52 + rise / 3,
      `<g transform="translate(0 ${rise / 3})">${path('M180 24C192 36 194 60 188 76H172C166 60 168 36 180 24Z', INK)}${circle(180, 48, 5, '#4cc9f0')}${path('M172 76L178 90L182 76Z', RED)}</g>`,
    ),
  ].join('');
}

function gems(seed: Buffer): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 66 + (i % 3) * 38;
    const y = 46 + Math.floor(i / 3) * 38;
    const gem = (seed[12 + i] ?? 0) % 4 !== 0;
    out.push(rect(x, y, 32, 32, 6, gem ? 'rgba(255,255,255,.9)' : SHADE));
    if (gem)
      out.push(
        path(`M${x + 16} ${y + 6}L${x + 26} ${y + 14}L${x + 16} ${y + 27}L${x + 6} ${y + 14}Z`, '#2a9d8f'),
      );
  }
  return out.join('');
}

function pegs(seed: Buffer): string {
  const out: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i <= row; i++) out.push(circle(120 - row * 18 + i * 36, 46 + row * 22, 4, INK));
  }
  out.push(circle(84 + ((seed[11] ?? 0) % 72), 60 + ((seed[12] ?? 0) % 60), 9, GOLD));
  return out.join('');
}

export function motifSvg(motif: Motif, seed: Buffer): string {
  switch (motif) {
    case 'reels':
      return reels(seed, false);
    case 'jackpot':
      return reels(seed, true);
    case 'cards':
      return cards(seed);
    case 'baccarat':
      return baccarat(seed);
    case 'blackjack':
      return blackjack(seed);
    case 'dragontiger':
      return dragonTiger(seed);
    case 'wheel':
      return wheel(seed);
    case 'dice':
      return dice(seed);
    case 'sicbo':
      return sicbo(seed);
    case 'fish':
      return fish(seed);
    case 'ball':
      return ball(seed);
    case 'controller':
      return controller(seed);
    case 'rooster':
      return rooster(seed);
    case 'balls':
      return balls(seed);
    case 'tile':
      return tile(seed);
    case 'rocket':
      return rocket(seed);
    case 'gems':
      return gems(seed);
    case 'pegs':
      return pegs(seed);
  }
}
