/**
 * Fortune Reels: simulated return against the exact figure.
 *
 *   npx tsx bench/inhouse-rtp.ts              # 10,000,000 spins
 *   SPINS=50000000 npx tsx bench/inhouse-rtp.ts
 *
 * Plays SPINS rounds through the real outcome function (`spinSlot`: HMAC-SHA256 stream, unbiased
 * stops) with a fresh random server seed every 100,000 nonces, adds up what 20 line bets win, and
 * prints the simulated RTP, its standard error, the exact RTP from `computeSlotRtp` and the gap in
 * percentage points. Exits non-zero when the gap exceeds 0.2 points.
 */
import { randomBytes } from 'node:crypto';
import { computeSlotRtp, PAYLINES, spinSlot } from '../packages/shared/src/inhouse/index.ts';
import { toPercent } from '../packages/shared/src/lottery/keno/rational.ts';

const SPINS = Number(process.env.SPINS ?? 10_000_000);
const PER_SEED = 100_000;
const TOLERANCE_POINTS = 0.2;

function main() {
  const exact = computeSlotRtp();
  const exactPercent = Number(toPercent(exact.total, 6));
  const lines = PAYLINES.length;
  let sum = 0; // returns in line bets
  let sumSquares = 0; // of the per-spin return in total stakes
  let hits = 0;
  let serverSeed = '';
  const started = performance.now();
  for (let i = 0; i < SPINS; i++) {
    const nonce = i % PER_SEED;
    if (nonce === 0) serverSeed = randomBytes(32).toString('hex');
    const won = spinSlot({ serverSeed, clientSeed: 'bench', nonce }).totalLineBets;
    sum += won;
    sumSquares += (won / lines) ** 2;
    if (won > 0) hits++;
    if ((i + 1) % 1_000_000 === 0) {
      const rate = (i + 1) / ((performance.now() - started) / 1000);
      process.stdout.write(
        `  ${((i + 1) / 1e6).toFixed(0)}M spins, running RTP ${((100 * sum) / lines / (i + 1)).toFixed(4)} %, ${rate.toFixed(0)} spins/s\n`,
      );
    }
  }
  const mean = sum / lines / SPINS;
  const sd = Math.sqrt(sumSquares / SPINS - mean * mean);
  const se = (100 * sd) / Math.sqrt(SPINS);
  const simulated = 100 * mean;
  const gap = simulated - exactPercent;
  console.log(`spins:            ${SPINS.toLocaleString('en')}`);
  console.log(`simulated RTP:    ${simulated.toFixed(4)} % (standard error ${se.toFixed(4)} points)`);
  console.log(`exact RTP:        ${toPercent(exact.total, 4)} % (${exact.total.num} / ${exact.total.den})`);
  console.log(
    `gap:              ${gap >= 0 ? '+' : ''}${gap.toFixed(4)} points (limit ±${TOLERANCE_POINTS})`,
  );
  console.log(`hit frequency:    ${((100 * hits) / SPINS).toFixed(2)} %`);
  console.log(`sd per spin:      ${sd.toFixed(3)} stakes`);
  if (Math.abs(gap) > TOLERANCE_POINTS) {
    console.error('simulated RTP is outside the tolerance');
    process.exit(1);
  }
}

main();
