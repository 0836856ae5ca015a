/**
 * In-house games: simulated return against the exact figures of docs/inhouse-games.md.
 *
 *   npx tsx bench/inhouse-rtp.ts                    # all games: 10M spins, 4M dice rolls, 2M mines boards,
 *                                                   # 4M limbo rounds, 2M + 4M plinko balls,
 *                                                   # 4M + 4M roulette spins, 4M crash rounds,
 *                                                   # 2M + 2M + 2M baccarat coups
 *   GAMES=slot SPINS=50000000 npx tsx bench/inhouse-rtp.ts
 *   GAMES=limbo,plinko npx tsx bench/inhouse-rtp.ts
 *
 * Every round goes through the real outcome functions (HMAC-SHA256 stream, unbiased integers) with
 * a fresh random server seed every 100,000 nonces:
 * - Fortune Reels: SPINS spins, what the 20 line bets win;
 * - Dice: ROLLS rolls of "under 50.00" (1.98×);
 * - Mines: BOARDS boards of 3 mines on which the player opens tiles 0 and 1 and cashes out;
 * - Limbo: LIMBOS rounds with target 2.00×;
 * - Plinko: DROPS balls on 16 rows low risk, and twice as many on 8 rows medium risk (more spread);
 * - Roulette: WHEELS spins with one bet on red, and WHEELS spins of a table with one chip on each
 *   bet type (straight, split, street, corner, six line, dozen, column and the six even chances).
 * - Baccarat: COUPS coups with one bet on banker, COUPS with one on player, and COUPS of a table
 *   with one chip on each of the five spots (player, banker, tie, player pair, banker pair), the
 *   exact figures from the walk of every 8-deck shoe sequence (`baccaratRtp`).
 * - Crash: CRASHES rounds walked down real hash chains (a fresh last link every 100,000 rounds,
 *   each round's link the SHA-256 of the one before), crash point from `crashPointOf`, with an
 *   auto cash-out at 2.00×.
 * For each it prints the simulated RTP, its standard error, the exact RTP and the gap in
 * percentage points, and exits non-zero when a gap exceeds 0.2 points.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FairParams } from '../packages/shared/src/fairness/stream.ts';
import {
  BACCARAT_SPOTS,
  type BaccaratBet,
  baccaratHands,
  baccaratPayout,
  baccaratRtp,
  computeSlotRtp,
  crashBetOutcome,
  crashPayout,
  crashPointOf,
  crashRtp,
  type DiceBet,
  dicePayout,
  diceRtp,
  limboPayout,
  limboResult,
  limboRtp,
  minesPayout,
  minesRtp,
  PAYLINES,
  type PlinkoBet,
  placeMines,
  plinkoPath,
  plinkoPayout,
  plinkoRtp,
  ROULETTE_RTP,
  type RouletteBet,
  rollDice,
  roulettePayout,
  roulettePocket,
  spinSlot,
} from '../packages/shared/src/inhouse/index.ts';
import { addFractions, type Fraction, fraction, toPercent } from '../packages/shared/src/rational.ts';

const GAMES = (process.env.GAMES ?? 'slot,dice,mines,limbo,plinko,roulette,baccarat,crash').split(',');
const SPINS = Number(process.env.SPINS ?? 10_000_000);
const ROLLS = Number(process.env.ROLLS ?? 4_000_000);
const BOARDS = Number(process.env.BOARDS ?? 2_000_000);
const LIMBOS = Number(process.env.LIMBOS ?? 4_000_000);
const DROPS = Number(process.env.DROPS ?? 2_000_000);
const WHEELS = Number(process.env.WHEELS ?? 4_000_000);
const CRASHES = Number(process.env.CRASHES ?? 4_000_000);
const COUPS = Number(process.env.COUPS ?? 2_000_000);
const PER_SEED = 100_000;
const TOLERANCE_POINTS = 0.2;

/** Plays `rounds` rounds; `play` returns what one round pays, in stakes. */
function simulate(name: string, rounds: number, exact: Fraction, play: (params: FairParams) => number) {
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let serverSeed = '';
  const started = performance.now();
  const step = Math.max(1, Math.floor(rounds / 10));
  for (let i = 0; i < rounds; i++) {
    const nonce = i % PER_SEED;
    if (nonce === 0) serverSeed = randomBytes(32).toString('hex');
    const ret = play({ serverSeed, clientSeed: 'bench', nonce });
    sum += ret;
    sumSquares += ret * ret;
    if (ret > 0) hits++;
    if ((i + 1) % step === 0) {
      const rate = (i + 1) / ((performance.now() - started) / 1000);
      process.stdout.write(
        `  ${name}: ${(i + 1).toLocaleString('en')} rounds, running RTP ${((100 * sum) / (i + 1)).toFixed(4)} %, ${rate.toFixed(0)} rounds/s\n`,
      );
    }
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(sumSquares / rounds - mean * mean);
  const se = (100 * sd) / Math.sqrt(rounds);
  const simulated = 100 * mean;
  const gap = simulated - Number(toPercent(exact, 6));
  console.log(`${name}`);
  console.log(`  rounds:           ${rounds.toLocaleString('en')}`);
  console.log(`  simulated RTP:    ${simulated.toFixed(4)} % (standard error ${se.toFixed(4)} points)`);
  console.log(`  exact RTP:        ${toPercent(exact, 4)} % (${exact.num} / ${exact.den})`);
  console.log(
    `  gap:              ${gap >= 0 ? '+' : ''}${gap.toFixed(4)} points (limit ±${TOLERANCE_POINTS})`,
  );
  console.log(`  hit frequency:    ${((100 * hits) / rounds).toFixed(2)} %`);
  console.log(`  sd per round:     ${sd.toFixed(3)} stakes`);
  return Math.abs(gap) <= TOLERANCE_POINTS;
}

/**
 * Crash rounds down real chains: the bench's `serverSeed` is a chain's last link and each round
 * hashes the link once more, as the server's chain does from its end to its start.
 */
function simulateCrash(target: number) {
  let link = '';
  let instant = 0;
  const ok = simulate(
    `Crash, auto cash-out at ${(target / 100).toFixed(2)}×`,
    CRASHES,
    crashRtp(target),
    (p) => {
      link = p.nonce === 0 ? p.serverSeed : createHash('sha256').update(link, 'utf8').digest('hex');
      const crashPoint = crashPointOf(link, p.clientSeed, PER_SEED - p.nonce);
      if (crashPoint === 100) instant++;
      const outcome = crashBetOutcome(target, crashPoint, null);
      return outcome.status === 'won' ? Number(crashPayout(10_000n, outcome.cashedOutAt)) / 10_000 : 0;
    },
  );
  console.log(
    `  crashes at 1.00×: ${((100 * instant) / CRASHES).toFixed(3)} % (exactly 1 − 99/101 = 1.980 % expected)`,
  );
  return ok;
}

/**
 * Baccarat: banker and player alone, then a table with a chip on every spot. Tie (8:1) and the
 * pairs (11:1) alone spread too widely to pin to 0.2 points in a few million coups; together with
 * the even bets their spread per staked unit is about one stake.
 */
function simulateBaccarat() {
  const chip = 10_000n;
  const rtp = baccaratRtp();
  const all = BACCARAT_SPOTS.map((spot) => rtp[spot]).reduce(addFractions);
  const tables: [string, BaccaratBet[], Fraction][] = [
    ['Baccarat, banker', [{ spot: 'banker', stake: chip }], rtp.banker],
    ['Baccarat, player', [{ spot: 'player', stake: chip }], rtp.player],
    [
      'Baccarat, one chip on each spot',
      BACCARAT_SPOTS.map((spot) => ({ spot, stake: chip })),
      fraction(all.num, all.den * BigInt(BACCARAT_SPOTS.length)),
    ],
  ];
  let ok = true;
  for (const [name, bets, exact] of tables) {
    const staked = Number(chip) * bets.length;
    ok = simulate(name, COUPS, exact, (p) => Number(baccaratPayout(bets, baccaratHands(p))) / staked) && ok;
  }
  return ok;
}

function main() {
  let ok = true;
  if (GAMES.includes('slot')) {
    const lines = PAYLINES.length;
    ok =
      simulate('Fortune Reels', SPINS, computeSlotRtp().total, (p) => spinSlot(p).totalLineBets / lines) &&
      ok;
  }
  if (GAMES.includes('dice')) {
    const bet: DiceBet = { direction: 'under', target: 5000 };
    // Payouts are whole minor units: play a 100.00 stake and convert back to stakes.
    ok =
      simulate(
        'Dice, under 50.00',
        ROLLS,
        diceRtp(bet),
        (p) => Number(dicePayout(bet, rollDice(p), 10_000n)) / 10_000,
      ) && ok;
  }
  if (GAMES.includes('mines')) {
    const picks = [0, 1];
    ok =
      simulate('Mines, 3 mines, cash out after 2 tiles', BOARDS, minesRtp(3, picks.length), (p) => {
        const mines = placeMines(p, 3);
        return picks.some((t) => mines.includes(t))
          ? 0
          : Number(minesPayout(3, picks.length, 10_000n)) / 10_000;
      }) && ok;
  }
  if (GAMES.includes('limbo')) {
    const target = 200;
    ok =
      simulate(
        'Limbo, target 2.00×',
        LIMBOS,
        limboRtp(target),
        (p) => Number(limboPayout(target, limboResult(p), 10_000n)) / 10_000,
      ) && ok;
  }
  if (GAMES.includes('plinko')) {
    const tables: [PlinkoBet, number][] = [
      [{ rows: 16, risk: 'low' }, DROPS],
      [{ rows: 8, risk: 'medium' }, 2 * DROPS],
    ];
    for (const [bet, drops] of tables) {
      ok =
        simulate(
          `Plinko, ${bet.rows} rows ${bet.risk} risk`,
          drops,
          plinkoRtp(bet),
          (p) => Number(plinkoPayout(bet, plinkoPath(p, bet.rows), 10_000n)) / 10_000,
        ) && ok;
    }
  }
  if (GAMES.includes('roulette')) {
    const chip = 100n;
    const tables: [string, RouletteBet[]][] = [
      ['Roulette, red', [{ type: 'red', stake: chip }]],
      [
        'Roulette, one chip on each bet type',
        [
          { type: 'straight', numbers: [17], stake: chip },
          { type: 'split', numbers: [0, 2], stake: chip },
          { type: 'street', numbers: [34, 35, 36], stake: chip },
          { type: 'corner', numbers: [8, 9, 11, 12], stake: chip },
          { type: 'line', numbers: [19, 20, 21, 22, 23, 24], stake: chip },
          { type: 'dozen', index: 3, stake: chip },
          { type: 'column', index: 1, stake: chip },
          ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type, stake: chip })),
        ],
      ],
    ];
    for (const [name, bets] of tables) {
      const staked = Number(chip) * bets.length;
      ok =
        simulate(
          name,
          WHEELS,
          ROULETTE_RTP,
          (p) => Number(roulettePayout(bets, roulettePocket(p))) / staked,
        ) && ok;
    }
  }
  if (GAMES.includes('baccarat')) ok = simulateBaccarat() && ok;
  if (GAMES.includes('crash')) ok = simulateCrash(200) && ok;
  if (!ok) {
    console.error('a simulated RTP is outside the tolerance');
    process.exit(1);
  }
}

main();
