import { createHash } from 'node:crypto';
import { motifOf, motifSvg, seedBytes } from './game-art.ts';

/**
 * Artwork for the catalog, drawn on request: a gradient whose colours follow from a hash of the key
 * (the same game always looks the same), the motif of the game's kind drawn its own way for this
 * game (game-art.ts) and its name on a band; a vendor gets the motif of its games and its name.
 */

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two initials: "Golden Dragon" -> "GD", "Keno" -> "KE". */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return '?';
  if (words.length === 1) return [...(words[0] ?? '')].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

function palette(key: string): [string, string, number] {
  const h = createHash('sha256').update(key).digest();
  const hue1 = ((h[0] ?? 0) * 256 + (h[1] ?? 0)) % 360;
  const hue2 = (hue1 + 40 + ((h[2] ?? 0) % 100)) % 360;
  const angle = (h[3] ?? 0) % 360;
  return [`hsl(${hue1} 70% 45%)`, `hsl(${hue2} 75% 30%)`, angle];
}

function svg(key: string, width: number, height: number, body: string): string {
  const [from, to, angle] = palette(key);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<clipPath id="c"><rect width="${width}" height="${height}" rx="${Math.round(height / 8)}"/></clipPath>`,
    '<g clip-path="url(#c)">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(height / 8)}" fill="url(#g)"/>`,
    body,
    '</g></svg>',
  ].join('');
}

const text = (x: number, y: number, size: number, value: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="${weight}" ` +
  `fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(value)}</text>`;

/** What kind of game a tile shows: its catalog type and classification. */
export interface GameKind {
  gameType: string;
  classify: string;
}

/** Square game tile: the motif of its kind and the name on a band beneath. */
export function gameIconSvg(id: number, name: string, kind: GameKind): string {
  const label = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  const motif = motifSvg(motifOf(kind.gameType, kind.classify), seedBytes(`game:${id}`));
  const band = `<rect y="172" width="240" height="68" fill="rgba(0,0,0,.32)"/>`;
  return svg(`game:${id}`, 240, 240, motif + band + text(120, 206, 20, label, 600));
}

/** A line of text sized to fit `width` (an estimate: about 0.56 em a character in a sans font). */
function fitted(
  x: number,
  y: number,
  width: number,
  max: number,
  value: string,
  weight: number,
  anchor = 'middle',
) {
  const size = Math.max(12, Math.min(max, Math.floor(width / (Math.max(value.length, 1) * 0.56))));
  return text(x, y, size, value, weight).replace('text-anchor="middle"', `text-anchor="${anchor}"`);
}

/**
 * Vendor logo: square (a small logo), or wide (the large card, which is the game itself for a
 * sports book or an arena): the motif of the vendor's games, drawn the vendor's own way, with
 * its name; its initials only when nothing is known of its games.
 */
export function vendorIconSvg(code: string, name: string, wide: boolean, kind?: GameKind): string {
  const key = `vendor:${code}`;
  const motif = kind ? motifSvg(motifOf(kind.gameType, kind.classify), seedBytes(key)) : '';
  if (!wide) {
    const art = motif
      ? `<g transform="translate(8 0) scale(.6)">${motif}</g>`
      : text(80, 70, 52, initials(name));
    return svg(
      key,
      160,
      160,
      art +
        `<rect y="112" width="160" height="48" fill="rgba(0,0,0,.32)"/>` +
        fitted(80, 137, 148, 22, code, 700),
    );
  }
  if (!motif) return svg(key, 480, 200, text(240, 85, 64, initials(name)) + text(240, 160, 30, name, 600));
  return svg(
    key,
    480,
    200,
    `<g transform="translate(250 6) scale(.95)">${motif}</g>` + fitted(24, 100, 216, 44, name, 800, 'start'),
  );
}
