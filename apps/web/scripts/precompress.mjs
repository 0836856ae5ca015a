// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// levels: done once per build, so the server sends them as they are and compresses nothing per
// request. A copy that would not be smaller is left out.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} KiB of text to ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
