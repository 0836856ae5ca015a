import { deflateSync } from 'node:zlib';

// CRC-32 of PNG chunks (ISO 3309), computed once per byte value.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A 320×200 picture shaped like an ID card (a coloured band, a photo box, lines of "text"), as a
 * PNG data URL: a reviewer's screen shows something card-like, and the server's image check reads
 * real PNG bytes.
 */
export function idCardPng(band: Rgb): string {
  const width = 320;
  const height = 200;
  const colourAt = (x: number, y: number): Rgb => {
    if (y < 40) return band;
    if (x >= 20 && x < 100 && y >= 60 && y < 170) return [150, 160, 175];
    const line = (y - 70) % 24 < 8 && y >= 70 && y < 170;
    if (line && x >= 120 && x < 290 - ((y >> 3) % 4) * 20) return [70, 80, 95];
    return [236, 240, 245];
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colourAt(x, y);
      rows.set([r, g, b], start + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
