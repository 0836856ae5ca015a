import { describe, expect, it } from 'vitest';
import { pickDistinct } from '../fairness/ints.ts';
import { hashServerSeed } from '../fairness/seed.ts';
import { fraction, toPercent } from '../rational.ts';
import { INHOUSE_DOC, seedParams } from './doc.test-kit.ts';
import {
  BACCARAT_SHOE_SIZE,
  type BaccaratBet,
  baccaratBetPayout,
  baccaratDealBody,
  baccaratHands,
  baccaratOdds,
  baccaratPayout,
  baccaratRtp,
  baccaratWinner,
  bankerDraws,
  cardPoints,
  handTotal,
  inhouseOutcome,
  isPair,
  shoeTop,
  verifyInhouseRound,
} from './index.ts';

const doc = INHOUSE_DOC;
const params = seedParams('b', 'shoe');
/** A card of a rank (0 ace … 12 king) in a suit. */
const card = (rank: number, suit = 0) => suit * 13 + rank;
const bet = (spot: BaccaratBet['spot'], stake = 100_00n): BaccaratBet => ({ spot, stake });

describe('baccarat cards and tableau', () => {
  it('counts aces one, two to nine their face, tens and pictures nothing', () => {
    expect(Array.from({ length: 13 }, (_, r) => cardPoints(card(r, 2)))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal([card(6), card(7)])).toBe(5);
  });

  it('follows the banker tableau for every total and player third card', () => {
    // Rows: banker total 0 … 7; columns: player third card 0 … 9; 1 draws.
    const table = [
      '1111111111',
      '1111111111',
      '1111111111',
      '1111111101',
      '0011111100',
      '0000111100',
      '0000001100',
      '0000000000',
    ];
    for (let b = 0; b < 8; b++) {
      const row = Array.from({ length: 10 }, (_, t) => (bankerDraws(b, t) ? '1' : '0')).join('');
      expect(row).toBe(table[b]);
      expect(bankerDraws(b, null)).toBe(b <= 5);
    }
  });

  it('deals 4 to 6 distinct shoe cards by the rules, the same for the same seeds', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const hands = baccaratHands(params(nonce));
      expect(hands).toEqual(baccaratHands(params(nonce)));
      const { player, banker } = hands;
      expect([2, 3]).toContain(player.length);
      expect([2, 3]).toContain(banker.length);
      for (const c of [...player, ...banker]) expect(c >= 0 && c < 52).toBe(true);
      const p2 = handTotal(player.slice(0, 2));
      const b2 = handTotal(banker.slice(0, 2));
      if (p2 >= 8 || b2 >= 8) {
        expect(player.length + banker.length).toBe(4);
        continue;
      }
      expect(player.length).toBe(p2 <= 5 ? 3 : 2);
      const third = player.length === 3 ? cardPoints(player[2] as number) : null;
      expect(banker.length).toBe(bankerDraws(b2, third) ? 3 : 2);
    }
  });

  it('takes the top of the shoe exactly as the shared Fisher–Yates pick', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      expect(shoeTop(params(nonce))).toEqual(pickDistinct(params(nonce), 6, BACCARAT_SHOE_SIZE));
    }
  });

  it('recomputes the same hands in a verification and rejects a forged one', () => {
    const serverSeed = 'b'.repeat(64);
    const reveal = { ...params(7), committedHash: hashServerSeed(serverSeed) };
    const shown = inhouseOutcome(params(7), { game: 'baccarat' });
    expect(verifyInhouseRound(reveal, { game: 'baccarat' }, shown)).toMatchObject({
      commitmentOk: true,
      outcomeOk: true,
    });
    if (shown.game !== 'baccarat') throw new Error('not baccarat');
    const forged = { ...shown, player: [(shown.player[0]! + 1) % 52, ...shown.player.slice(1)] };
    expect(verifyInhouseRound(reveal, { game: 'baccarat' }, forged).outcomeOk).toBe(false);
  });
});

describe('baccarat payouts', () => {
  const player9 = { player: [card(8), card(9)], banker: [card(6), card(0)] };
  const banker8 = { player: [card(1), card(3, 1)], banker: [card(12), card(7)] };
  const tiePairs = { player: [card(4), card(4, 3)], banker: [card(10), card(11)] };

  it('pays player 1:1, banker 1:1 less 5 %, tie 8:1 and pairs 11:1, both sides back on a tie', () => {
    expect(baccaratWinner(player9)).toBe('player');
    expect(baccaratWinner(banker8)).toBe('banker');
    expect(baccaratWinner(tiePairs)).toBe('tie');
    expect(baccaratBetPayout(bet('player'), player9)).toBe(200_00n);
    expect(baccaratBetPayout(bet('banker'), player9)).toBe(0n);
    expect(baccaratBetPayout(bet('banker'), banker8)).toBe(195_00n);
    // The commission is rounded down to a minor unit: 0.95 × 1.01 = 0.9595.
    expect(baccaratBetPayout(bet('banker', 101n), banker8)).toBe(196n);
    const tie = tiePairs;
    expect(baccaratBetPayout(bet('player'), tie)).toBe(100_00n);
    expect(baccaratBetPayout(bet('banker'), tie)).toBe(100_00n);
    expect(baccaratBetPayout(bet('tie'), tie)).toBe(900_00n);
    expect(baccaratBetPayout(bet('tie'), player9)).toBe(0n);
    // Two fives of different suits are a pair; a ten and a jack (both worth nothing) are not.
    expect(isPair(tiePairs.player)).toBe(true);
    expect(isPair(tiePairs.banker)).toBe(false);
    expect(baccaratBetPayout(bet('playerPair'), tiePairs)).toBe(1200_00n);
    expect(baccaratBetPayout(bet('bankerPair'), tiePairs)).toBe(0n);
    expect(baccaratPayout([bet('player'), bet('tie'), bet('playerPair')], tie)).toBe(2200_00n);
  });

  it('reads a deal body: stakes in minor units, bets in table order, one per spot', () => {
    const body = baccaratDealBody.parse({
      requestId: 'request-1',
      bets: [
        { spot: 'tie', stake: '10' },
        { spot: 'player', stake: '100.50' },
      ],
    });
    expect(body.bets).toEqual([bet('player', 100_50n), bet('tie', 10_00n)]);
    for (const bets of [
      [],
      [{ spot: 'dragon', stake: '10' }],
      [{ spot: 'tie', stake: '0' }],
      [
        { spot: 'tie', stake: '10' },
        { spot: 'tie', stake: '10' },
      ],
    ]) {
      expect(baccaratDealBody.safeParse({ requestId: 'request-1', bets }).success).toBe(false);
    }
  });
});

describe('baccarat exact return', () => {
  const odds = baccaratOdds();
  const rtp = baccaratRtp(odds);

  it('adds up to one coup and matches the published 8-deck chances', () => {
    const { player, banker, tie } = odds;
    expect(
      player.num * banker.den * tie.den +
        banker.num * player.den * tie.den +
        tie.num * player.den * banker.den,
    ).toBe(player.den * banker.den * tie.den);
    expect(toPercent(banker, 4)).toBe('45.8597');
    expect(toPercent(player, 4)).toBe('44.6247');
    expect(toPercent(tie, 4)).toBe('9.5156');
    expect(odds.pair).toEqual(fraction(31n, 415n));
    expect(BACCARAT_SHOE_SIZE).toBe(416);
  });

  it('returns 98.94 % on banker, 98.76 % on player, 85.64 % on tie and 89.64 % on a pair', () => {
    expect(toPercent(rtp.banker, 4)).toBe('98.9421');
    expect(toPercent(rtp.player, 4)).toBe('98.7649');
    expect(toPercent(rtp.tie, 4)).toBe('85.6404');
    expect(rtp.playerPair).toEqual(fraction(372n, 415n));
    expect(rtp.bankerPair).toEqual(rtp.playerPair);
  });

  it('documents every bet with its payout and exact return', () => {
    for (const [label, odds, spot] of [
      ['Player', '1:1', 'player'],
      ['Banker', '1:1 less 5 % commission', 'banker'],
      ['Tie', '8:1', 'tie'],
      ['Player pair', '11:1', 'playerPair'],
      ['Banker pair', '11:1', 'bankerPair'],
    ] as const) {
      const pct = toPercent(rtp[spot], 4).replace('.', '\\.');
      expect(doc).toMatch(new RegExp(`\\| ${label} \\| ${odds} \\|[^\\n]*\\| ${pct} % \\|`));
    }
  });
});
