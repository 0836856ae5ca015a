import { createHash } from 'node:crypto';

/**
 * The motif drawn on a game tile, by what the game is: reels for slots, cards for card tables, a
 * wheel for roulette, dice, a fish, a ball, and so on. Every motif is drawn from shapes in one
 * flat style on the tile's own gradient, so tiles read the same on a light or a dark page. Which
 * symbols a slot shows follows from a hash of the game, so a game always looks the same.
 */
export type Motif =
  | 'reels'
  | 'jackpot'
  | 'cards'
  | 'wheel'
  | 'dice'
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
  BACCARAT: 'cards',
  BLACKJACK: 'cards',
  DRAGONTIGER: 'cards',
  CARD: 'cards',
  POKER: 'cards',
  ROULETTE: 'wheel',
  SICBO: 'dice',
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
  LIVE: 'cards',
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
const SHADE = 'rgba(0,0,0,.28)';
const GOLD = '#ffd166';
const RED = '#ef476f';

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** Slot symbols, each drawn in a 40 × 40 box at (x, y). */
const SYMBOLS: ((x: number, y: number) => string)[] = [
  // cherries
  (x, y) =>
    path(
      `M${x + 14} ${y + 24}Q${x + 18} ${y + 6} ${x + 30} ${y + 4}M${x + 28} ${y + 26}Q${x + 26} ${y + 12} ${x + 30} ${y + 4}`,
      'none',
      ' stroke="#2d6a4f" stroke-width="3"',
    ) +
    circle(x + 13, y + 29, 8, RED) +
    circle(x + 28, y + 31, 8, RED),
  // bell
  (x, y) =>
    path(
      `M${x + 20} ${y + 4}C${x + 10} ${y + 4} ${x + 9} ${y + 16} ${x + 8} ${y + 28}L${x + 32} ${y + 28}C${x + 31} ${y + 16} ${x + 30} ${y + 4} ${x + 20} ${y + 4}Z`,
      GOLD,
    ) + circle(x + 20, y + 32, 4, GOLD),
  // diamond
  (x, y) =>
    path(`M${x + 20} ${y + 4}L${x + 34} ${y + 18}L${x + 20} ${y + 36}L${x + 6} ${y + 18}Z`, '#4cc9f0') +
    path(`M${x + 6} ${y + 18}L${x + 34} ${y + 18}`, 'none', ' stroke="#fff" stroke-width="2" opacity=".7"'),
  // star
  (x, y) =>
    path(
      `M${x + 20} ${y + 3}L${x + 25} ${y + 15}L${x + 37} ${y + 15}L${x + 27} ${y + 23}L${x + 31} ${y + 36}L${x + 20} ${y + 28}L${x + 9} ${y + 36}L${x + 13} ${y + 23}L${x + 3} ${y + 15}L${x + 15} ${y + 15}Z`,
      GOLD,
    ),
  // lucky seven
  (x, y) =>
    path(`M${x + 8} ${y + 6}H${x + 32}L${x + 18} ${y + 36}H${x + 10}L${x + 22} ${y + 13}H${x + 8}Z`, RED),
  // clover
  (x, y) =>
    circle(x + 14, y + 14, 7, '#52b788') +
    circle(x + 26, y + 14, 7, '#52b788') +
    circle(x + 20, y + 24, 7, '#52b788') +
    path(`M${x + 20} ${y + 26}L${x + 22} ${y + 38}`, 'none', ' stroke="#2d6a4f" stroke-width="3"'),
];

function reels(seed: Buffer, jackpot: boolean): string {
  const out: string[] = [rect(30, 56, 180, 84, 14, SHADE)];
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 56;
    out.push(rect(x, 64, 48, 68, 8, INK));
    const draw = SYMBOLS[(seed[i + 4] ?? 0) % SYMBOLS.length] ?? SYMBOLS[0]!;
    out.push(draw(x + 4, 78));
  }
  if (jackpot) {
    out.push(path('M84 30L100 46L120 24L140 46L156 30L150 54H90Z', GOLD));
    out.push(circle(120, 22, 5, GOLD));
  }
  return out.join('');
}

/** A suit in a 24 × 24 box. */
function suit(x: number, y: number, which: number, fill: string): string {
  if (which === 0)
    return path(
      `M${x + 12} ${y + 22}L${x + 2} ${y + 10}A5.5 5.5 0 0 1 ${x + 12} ${y + 5}A5.5 5.5 0 0 1 ${x + 22} ${y + 10}Z`,
      fill,
    );
  if (which === 1)
    return path(`M${x + 12} ${y + 2}L${x + 22} ${y + 12}L${x + 12} ${y + 22}L${x + 2} ${y + 12}Z`, fill);
  return (
    path(
      `M${x + 12} ${y + 2}L${x + 22} ${y + 14}A5 5 0 0 1 ${x + 12} ${y + 16}A5 5 0 0 1 ${x + 2} ${y + 14}Z`,
      fill,
    ) + path(`M${x + 12} ${y + 14}L${x + 16} ${y + 23}H${x + 8}Z`, fill)
  );
}

function cards(seed: Buffer): string {
  const a = (seed[5] ?? 0) % 3;
  const b = (seed[6] ?? 0) % 3;
  return [
    `<g transform="rotate(-12 92 100)">${rect(52, 44, 76, 108, 10, INK, ` stroke="${SHADE}" stroke-width="2"`)}${suit(78, 86, a, a === 2 ? '#1b1b2f' : RED)}</g>`,
    `<g transform="rotate(10 148 100)">${rect(110, 46, 76, 108, 10, INK, ` stroke="${SHADE}" stroke-width="2"`)}${suit(136, 88, b, b === 2 ? '#1b1b2f' : RED)}</g>`,
  ].join('');
}

function wheel(): string {
  const parts = [circle(120, 98, 64, '#3d2c1e'), circle(120, 98, 58, '#1b1b2f')];
  for (let i = 0; i < 18; i++) {
    const a0 = (i / 18) * Math.PI * 2;
    const a1 = ((i + 1) / 18) * Math.PI * 2;
    const p = (a: number, r: number) =>
      `${(120 + r * Math.cos(a)).toFixed(1)} ${(98 + r * Math.sin(a)).toFixed(1)}`;
    parts.push(
      path(
        `M${p(a0, 26)}L${p(a0, 56)}A56 56 0 0 1 ${p(a1, 56)}L${p(a1, 26)}A26 26 0 0 0 ${p(a0, 26)}Z`,
        i === 0 ? '#2a9d8f' : i % 2 ? RED : '#1b1b2f',
      ),
    );
  }
  parts.push(circle(120, 98, 22, GOLD), circle(120, 98, 8, '#3d2c1e'), circle(158, 70, 6, INK));
  return parts.join('');
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
    .map(([px, py]) => circle(x + px * s, y + py * s, s / 11, '#1b1b2f'))
    .join('');
  return `<g transform="rotate(${rotate} ${x + s / 2} ${y + s / 2})">${rect(x, y, s, s, s / 6, INK)}${dots}</g>`;
}

function dice(seed: Buffer): string {
  return die(50, 60, 70, ((seed[7] ?? 0) % 6) + 1, -10) + die(122, 70, 64, ((seed[8] ?? 0) % 6) + 1, 12);
}

function fish(): string {
  return [
    path('M60 100C86 62 150 62 172 100C150 138 86 138 60 100Z', '#ffb703'),
    path('M172 100L206 74L198 100L206 126Z', '#fb8500'),
    circle(88, 94, 7, INK),
    circle(88, 94, 3, '#1b1b2f'),
    circle(48, 60, 6, 'none', ` stroke="${INK}" stroke-width="2"`),
    circle(36, 80, 4, 'none', ` stroke="${INK}" stroke-width="2"`),
  ].join('');
}

function ball(): string {
  return [
    circle(120, 98, 56, INK),
    path('M120 76L141 91L133 116H107L99 91Z', '#1b1b2f'),
    path(
      'M120 42V76M141 91L172 80M133 116L152 144M107 116L88 144M99 91L68 80',
      'none',
      ' stroke="#1b1b2f" stroke-width="4"',
    ),
  ].join('');
}

function controller(): string {
  return [
    path(
      'M62 84C62 66 82 62 96 70H144C158 62 178 66 178 84L190 128C194 146 172 150 162 136L150 120H90L78 136C68 150 46 146 50 128Z',
      INK,
    ),
    rect(78, 88, 24, 8, 2, '#1b1b2f'),
    rect(86, 80, 8, 24, 2, '#1b1b2f'),
    circle(150, 86, 6, RED),
    circle(164, 100, 6, '#4cc9f0'),
  ].join('');
}

function rooster(): string {
  return [
    path(
      'M84 150C70 118 82 84 116 80C120 60 140 56 150 70C160 76 164 90 156 100C170 118 162 150 130 156Z',
      '#f4a261',
    ),
    path('M140 56C142 44 154 44 152 56C160 48 168 56 158 64Z', RED),
    path('M158 84L178 90L158 96Z', GOLD),
    circle(148, 80, 4, '#1b1b2f'),
    path('M84 150C60 140 52 116 60 100C70 118 76 128 92 134Z', '#2a9d8f'),
  ].join('');
}

function balls(seed: Buffer): string {
  const colours = [RED, '#4cc9f0', GOLD, '#52b788'];
  return [0, 1, 2]
    .map((i) => {
      const cx = 72 + i * 48;
      const cy = i === 1 ? 84 : 106;
      const n = ((seed[9 + i] ?? 0) % 80) + 1;
      return (
        circle(cx, cy, 26, colours[i] ?? GOLD) +
        circle(cx, cy, 15, INK) +
        `<text x="${cx}" y="${cy + 1}" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#1b1b2f" text-anchor="middle" dominant-baseline="middle">${n}</text>`
      );
    })
    .join('');
}

function tile(): string {
  return (
    rect(76, 48, 88, 108, 12, '#f8f5e9', ` stroke="${SHADE}" stroke-width="3"`) +
    [0, 1, 2].map((i) => circle(120, 74 + i * 28, 10, i === 1 ? RED : '#2a9d8f')).join('')
  );
}

function rocket(): string {
  return [
    path('M40 150Q110 146 180 52', 'none', ` stroke="${GOLD}" stroke-width="6" stroke-linecap="round"`),
    `<g transform="rotate(40 180 52)">${path('M180 24C192 36 194 60 188 76H172C166 60 168 36 180 24Z', INK)}${circle(180, 48, 5, '#4cc9f0')}${path('M172 76L178 90L182 76Z', RED)}</g>`,
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

function pegs(): string {
  const out: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i <= row; i++) out.push(circle(120 - row * 18 + i * 36, 46 + row * 22, 4, INK));
  }
  out.push(circle(138, 80, 9, GOLD));
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
    case 'wheel':
      return wheel();
    case 'dice':
      return dice(seed);
    case 'fish':
      return fish();
    case 'ball':
      return ball();
    case 'controller':
      return controller();
    case 'rooster':
      return rooster();
    case 'balls':
      return balls(seed);
    case 'tile':
      return tile();
    case 'rocket':
      return rocket();
    case 'gems':
      return gems(seed);
    case 'pegs':
      return pegs();
  }
}
