import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VN_BET_SPECS, VN_BET_TYPES, type VnBet, type VnBetType } from './bets.ts';
import { DEFAULT_VN_ODDS, type VnRate } from './odds.ts';
import { settleBet } from './settle.ts';
import { VN_LAYOUTS, VN_REGIONS, type VnRegion, type VnResult } from './structure.ts';

// A deliberately plain re-statement of the rules, written without the product's helpers: walk
// the prize table cell by cell and compare digit strings by position.
function referenceHits(bet: VnBet, region: VnRegion, rows: string[][]): number {
  const cells: string[] = [];
  for (const row of rows) for (const cell of row) cells.push(cell);
  const special = rows[0]![0]!;
  const head = region === 'MB' ? rows[7]! : rows[8]!;
  const endsWith = (cell: string, chosen: string) =>
    cell.length >= chosen.length && cell.substring(cell.length - chosen.length) === chosen;
  const countIn = (list: string[], chosen: string) => {
    let c = 0;
    for (const cell of list) if (endsWith(cell, chosen)) c++;
    return c;
  };
  let hits = 0;
  switch (bet.type) {
    case 'lo2':
    case 'lo3':
      for (const n of bet.numbers) hits += countIn(cells, n);
      return hits;
    case 'de':
    case 'baCang':
      for (const n of bet.numbers) if (endsWith(special, n)) hits++;
      return hits;
    case 'dau':
      for (const n of bet.numbers) if (special[special.length - 2] === n) hits++;
      return hits;
    case 'duoi':
      for (const n of bet.numbers) if (special[special.length - 1] === n) hits++;
      return hits;
    case 'deDau':
      for (const n of bet.numbers) hits += countIn(head, n);
      return hits;
    case 'loTruot': {
      for (const n of bet.numbers) if (countIn(cells, n) > 0) return 0;
      return 1;
    }
    default:
      for (const n of bet.numbers) if (countIn(cells, n) === 0) return 0;
      return 1;
  }
}

function referenceRate(region: VnRegion, bet: VnBet): VnRate {
  const odds = DEFAULT_VN_ODDS[region];
  if (bet.type !== 'loTruot') return odds[bet.type];
  const table: Record<number, VnRate> = odds.loTruot;
  return table[bet.numbers.length]!;
}

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

// Draws biased towards few distinct endings so that repeats and multiple hits are common.
const resultArb = (region: VnRegion) =>
  fc
    .tuple(
      ...VN_LAYOUTS[region].map((spec) =>
        fc.array(
          fc.oneof(
            digits(spec.digits),
            fc.constantFrom('07', '77', '707').map((e) => e.padStart(spec.digits, '1').slice(-spec.digits)),
          ),
          { minLength: spec.count, maxLength: spec.count },
        ),
      ),
    )
    .map((rows): VnResult => ({ region, rows }));

const betArb = (type: VnBetType) => {
  const spec = VN_BET_SPECS[type];
  const number = fc.oneof(
    digits(spec.digits),
    fc.constant('07'.padStart(spec.digits, '7').slice(-spec.digits)),
  );
  return fc
    .record({
      numbers: fc.uniqueArray(number, { minLength: spec.min, maxLength: Math.min(spec.max, 6) }),
      stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    })
    .filter((b) => b.numbers.length >= spec.min)
    .map((b): VnBet => ({ type, ...b }));
};

describe('settleBet against a reference implementation', () => {
  for (const region of VN_REGIONS) {
    it(`agrees on hits and payout for every bet type in ${region}`, () => {
      fc.assert(
        fc.property(
          resultArb(region),
          fc.constantFrom(...VN_BET_TYPES).chain((type) => betArb(type)),
          (result, bet) => {
            const settled = settleBet(bet, result, DEFAULT_VN_ODDS);
            const hits = referenceHits(bet, region, result.rows);
            const rate = referenceRate(region, bet);
            expect(settled.hits).toBe(hits);
            expect(settled.payout).toBe((bet.stake * BigInt(rate.pay * hits)) / BigInt(rate.per));
          },
        ),
        { numRuns: 600 },
      );
    });
  }

  it('never pays a losing bet and pays more for more hits', () => {
    fc.assert(
      fc.property(resultArb('MB'), betArb('lo2'), (result, bet) => {
        const { hits, payout } = settleBet(bet, result, DEFAULT_VN_ODDS);
        expect(payout === 0n).toBe(hits === 0);
        const doubled = settleBet({ ...bet, stake: bet.stake * 2n }, result, DEFAULT_VN_ODDS).payout;
        expect(doubled >= payout * 2n && doubled <= payout * 2n + 1n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
