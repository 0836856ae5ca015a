// Draws the app icons (the favicon's star on the dark tile) as PNGs: the page's icon and the web
// app manifest's. A PNG, not the SVG, is the page's icon: Chromium draws an SVG icon in a document of
// its own on the page's main thread, a long task of its own during a phone's start.
// Run once after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [0x0b, 0x0f, 0x1c];
const FROM = [0xfc, 0xd3, 0x4d];
const TO = [0xf9, 0x73, 0x16];
// The favicon's star in its 64-unit box.
const STAR = [
  [32, 10],
  [38.5, 23.2],
  [53, 25.3],
  [42.5, 35.5],
  [45, 50],
  [32, 43.2],
  [19, 50],
  [21.5, 35.5],
  [11, 25.3],
  [25.5, 23.2],
];

function inside([x, y], poly) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedTile(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels; `maskable` fills the whole square and shrinks the star into the safe zone. */
function draw(size, maskable) {
  const px = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.72 : 1;
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let pxi = 0; pxi < size; pxi++) {
      let tile = 0;
      let star = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((pxi + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (maskable || inRoundedTile(x, y, 16)) tile++;
          const ux = 32 + (x - 32) / scale;
          const uy = 32 + (y - 32) / scale;
          if (inside([ux, uy], STAR)) star++;
        }
      }
      const n = samples * samples;
      const t = (pxi + py) / (2 * size);
      const grad = FROM.map((c, i) => c + (TO[i] - c) * t);
      const a = star / n;
      const o = (py * size + pxi) * 4;
      for (let i = 0; i < 3; i++) px[o + i] = Math.round(BG[i] * (1 - a) + grad[i] * a);
      px[o + 3] = Math.round((Math.max(tile, star) / n) * 255);
    }
  }
  return px;
}

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
for (const [name, size, maskable] of [
  ['favicon-48.png', 48, false],
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(new URL(name, out), png(size, draw(size, maskable)));
  console.log(`wrote ${name}`);
}
