/**
 * The slot symbols the platform draws, each in a 40 × 40 box at (x, y): the game tiles show them
 * on their reels, and the sandbox studio's slot screens spin them.
 */
const RED = '#ef476f';
const GOLD = '#ffd166';
const GREEN = '#52b788';
const LEAF = '#2d6a4f';

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

export type SlotSymbolName = 'cherry' | 'lemon' | 'bell' | 'clover' | 'diamond' | 'star' | 'seven' | 'crown';

export const SLOT_SYMBOL_ART: Readonly<Record<SlotSymbolName, (x: number, y: number) => string>> = {
  cherry: (x, y) =>
    path(
      `M${x + 14} ${y + 24}Q${x + 18} ${y + 6} ${x + 30} ${y + 4}M${x + 28} ${y + 26}Q${x + 26} ${y + 12} ${x + 30} ${y + 4}`,
      'none',
      ` stroke="${LEAF}" stroke-width="3"`,
    ) +
    circle(x + 13, y + 29, 8, RED) +
    circle(x + 28, y + 31, 8, RED),
  lemon: (x, y) =>
    path(
      `M${x + 4} ${y + 21}C${x + 8} ${y + 8} ${x + 30} ${y + 6} ${x + 36} ${y + 19}C${x + 32} ${y + 33} ${x + 10} ${y + 35} ${x + 4} ${y + 21}Z`,
      '#f9c74f',
    ) +
    path(
      `M${x + 29} ${y + 9}Q${x + 34} ${y + 3} ${x + 38} ${y + 6}Q${x + 34} ${y + 11} ${x + 29} ${y + 9}Z`,
      GREEN,
    ),
  bell: (x, y) =>
    path(
      `M${x + 20} ${y + 4}C${x + 10} ${y + 4} ${x + 9} ${y + 16} ${x + 8} ${y + 28}L${x + 32} ${y + 28}C${x + 31} ${y + 16} ${x + 30} ${y + 4} ${x + 20} ${y + 4}Z`,
      GOLD,
    ) + circle(x + 20, y + 32, 4, GOLD),
  clover: (x, y) =>
    circle(x + 14, y + 14, 7, GREEN) +
    circle(x + 26, y + 14, 7, GREEN) +
    circle(x + 20, y + 24, 7, GREEN) +
    path(`M${x + 20} ${y + 26}L${x + 22} ${y + 38}`, 'none', ` stroke="${LEAF}" stroke-width="3"`),
  diamond: (x, y) =>
    path(`M${x + 20} ${y + 4}L${x + 34} ${y + 18}L${x + 20} ${y + 36}L${x + 6} ${y + 18}Z`, '#4cc9f0') +
    path(`M${x + 6} ${y + 18}L${x + 34} ${y + 18}`, 'none', ' stroke="#fff" stroke-width="2" opacity=".7"'),
  star: (x, y) =>
    path(
      `M${x + 20} ${y + 3}L${x + 25} ${y + 15}L${x + 37} ${y + 15}L${x + 27} ${y + 23}L${x + 31} ${y + 36}L${x + 20} ${y + 28}L${x + 9} ${y + 36}L${x + 13} ${y + 23}L${x + 3} ${y + 15}L${x + 15} ${y + 15}Z`,
      GOLD,
    ),
  seven: (x, y) =>
    path(`M${x + 8} ${y + 6}H${x + 32}L${x + 18} ${y + 36}H${x + 10}L${x + 22} ${y + 13}H${x + 8}Z`, RED),
  crown: (x, y) =>
    path(
      `M${x + 4} ${y + 30}L${x + 6} ${y + 10}L${x + 14} ${y + 20}L${x + 20} ${y + 6}L${x + 26} ${y + 20}L${x + 34} ${y + 10}L${x + 36} ${y + 30}Z`,
      GOLD,
    ) +
    path(`M${x + 4} ${y + 31}H${x + 36}V${y + 36}H${x + 4}Z`, '#f4a261') +
    circle(x + 20, y + 22, 3, RED),
};
