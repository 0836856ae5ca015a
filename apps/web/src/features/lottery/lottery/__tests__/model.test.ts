import { describe, expect, it } from 'vitest';
import { lineCost, potentialWin, slipTotal, toBetLines } from '../model/bet-slip';
import { countdownText, formatPreviousTime, NO_COUNTDOWN } from '../model/countdown-text';
import { FAVOURITES_KEY, favouriteKey, useFavouritesStore } from '../model/favourites';
import { isOwnLottery, launchableOf, lotteryLaunch } from '../model/launch';
import { prizeRows } from '../model/prize-rows';
import { drawTimeMs, refreshDelayMs } from '../model/refresh';
import { checkStake, rateMultiplier, showLimit } from '../model/stake-rule';
import { filterByTab, lotteryTabs, tabWindow } from '../model/tabs';
import { parseTypedNumbers } from '../model/typed-numbers';
import { nextRefresh } from '../model/use-lottery-board';
import { tileBalls } from '../model/winning-digits';
import { KENO_BET_TYPES, MB_ROWS, MENU, menuItem, VN_BET_TYPES } from './fixtures';

const info = (betType: string) => [...VN_BET_TYPES, ...KENO_BET_TYPES].find((b) => b.betType === betType);

describe('§4 auto-refresh', () => {
  it('waits the smallest remaining time less half the round trip, within 7–30 s', () => {
    const at = (remainTime: number) => ({ remainTime, lockTime: 5 });
    expect(refreshDelayMs([at(20_000), at(12_000)], 400)).toBe(11_800);
    expect(refreshDelayMs([at(3_000)], 0)).toBe(7_000);
    expect(refreshDelayMs([at(90_000_000)], 0)).toBe(30_000);
    // Games without a current draw (remainTime 0) do not pull it forward; none at all waits 30 s.
    expect(refreshDelayMs([at(0), at(15_000)], 1000)).toBe(14_500);
    expect(refreshDelayMs([at(0)], 0)).toBe(30_000);
  });

  it('computes the draw time as now + remainTime − half round trip − lockTime × 1000', () => {
    expect(drawTimeMs({ remainTime: 40_000, lockTime: 5 }, 1_000_000, 300)).toBe(
      1_000_000 + 40_000 - 150 - 5_000,
    );
  });

  it('stops the timer while a list type is chosen', () => {
    const data = {
      tags: [],
      list: [menuItem({ gameCode: 'x', remainTime: 9_000 })],
      receivedAt: 0,
      roundTripMs: 0,
    };
    expect(nextRefresh(data, true)).toBe(9_000);
    expect(nextRefresh(data, false)).toBe(false);
    expect(nextRefresh(undefined, true)).toBe(false);
  });
});

describe('§4 countdown', () => {
  it("shows '-- : -- : --' with no sale or one second or less, hh:mm:ss under a day, else days and hours", () => {
    expect(countdownText(50_000, false)).toEqual({ kind: 'none', text: NO_COUNTDOWN });
    expect(countdownText(1_000, true)).toMatchObject({ kind: 'none', text: '-- : -- : --' });
    expect(countdownText(1_001, true)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(countdownText(3_723_000, true)).toEqual({ kind: 'clock', text: '01:02:03' });
    expect(countdownText(86_399_999, true)).toEqual({ kind: 'clock', text: '23:59:59' });
    expect(countdownText(86_400_000 + 5 * 3_600_000, true)).toEqual({ kind: 'days', days: 1, hours: 5 });
  });

  it('formats the previous winning time as MM/DD HH:mm:ss', () => {
    const local = new Date(2026, 2, 4, 7, 8, 9).getTime();
    expect(formatPreviousTime(local)).toBe('03/04 07:08:09');
    expect(formatPreviousTime(null)).toBe('--/-- --:--:--');
  });
});

describe('§2 tabs and swiper', () => {
  it('lists ALL, one tab per Vietnamese tag in server order, then KENO only when keno exists', () => {
    expect(lotteryTabs(MENU, ['MB', 'MT', 'MN', 'FAST', 'KENO'])).toEqual([
      'ALL',
      'MB',
      'MT',
      'MN',
      'FAST',
      'KENO',
    ]);
    expect(lotteryTabs(MENU.filter((i) => i.kind !== 'keno'))).toEqual(['ALL', 'MB', 'MT', 'MN', 'FAST']);
    expect(filterByTab(MENU, 'KENO').map((i) => i.gameCode)).toEqual(['keno']);
    expect(filterByTab(MENU, 'MT').map((i) => i.gameCode)).toEqual(['mt-hue']);
    expect(filterByTab(MENU, 'ALL')).toHaveLength(5);
  });

  it('shows 5 slides with arrows only beyond 5', () => {
    expect(tabWindow(5, 0)).toMatchObject({ from: 0, to: 5, arrows: false });
    expect(tabWindow(7, 0)).toMatchObject({ from: 0, to: 5, arrows: true, canBack: false, canForward: true });
    expect(tabWindow(7, 9)).toMatchObject({ from: 2, to: 7, canBack: true, canForward: false });
  });
});

describe('§4 launch by account type', () => {
  it('routes TCG_LOTTO_VN to /vnLottery, LOTT/ELOTT to /lottery, TCG_SEA apart, others as third party', () => {
    expect(lotteryLaunch(menuItem({ gameCode: 'vn-mb' }))).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=vn-mb',
    });
    expect(lotteryLaunch(menuItem({ gameCode: 'v2', accountTypeName: 'X', vendor: 'TCG_LOTTO_VN' }))).toEqual(
      {
        kind: 'route',
        to: '/vnLottery?gameCode=v2',
      },
    );
    expect(lotteryLaunch(MENU[4] as never)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=keno&playType=spots',
    });
    expect(
      lotteryLaunch(
        menuItem({ gameCode: 'l', accountTypeName: 'LOTT', vendor: 'LOTT', defaultPlayType: '' }),
      ),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=l' });
    expect(lotteryLaunch(menuItem({ gameCode: 's', accountTypeName: 'TCG_SEA' }))).toEqual({ kind: 'sea' });
    const other = { accountTypeName: 'JL', vendor: 'JL', gameType: 'BINGO' };
    expect(lotteryLaunch(menuItem({ gameCode: 'o', ...other }))).toEqual({
      kind: 'thirdParty',
      popupList: false,
    });
    expect(lotteryLaunch(menuItem({ gameCode: 'o', ...other, isGame: 'VASSALAGE' }))).toEqual({
      kind: 'thirdParty',
      popupList: true,
    });
  });

  it('goes by account type or vendor, not game type: a third-party LOTT vendor is not our lottery', () => {
    const sdl = menuItem({ gameCode: 'SDL', accountTypeName: 'SDL', vendor: 'SDL', gameType: 'LOTT' });
    expect(lotteryLaunch(sdl)).toEqual({ kind: 'thirdParty', popupList: false });
    expect(lotteryLaunch({ ...sdl, isGame: 'VASSALAGE' })).toEqual({ kind: 'thirdParty', popupList: true });
    // The SEA lottery is told apart by its vendor too, and wins over its LOTT type.
    expect(
      lotteryLaunch(menuItem({ gameCode: 's', accountTypeName: 'X', vendor: 'TCG_SEA', gameType: 'LOTT' })),
    ).toEqual({ kind: 'sea' });
    expect(isOwnLottery(sdl)).toBe(false);
    expect(isOwnLottery(MENU[0] as never)).toBe(true);
    expect(isOwnLottery(MENU[4] as never)).toBe(true);
  });

  it('launches a third-party item as the game launcher takes it', () => {
    const sea = menuItem({
      gameId: 412,
      nodeId: 57,
      gameCode: 'sea-4d-last-digit',
      remark: 'SEA 4D Last Digit',
      accountTypeName: 'TCG_SEA',
      vendor: 'TCG_SEA',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
    });
    expect(launchableOf(sea)).toEqual({
      gameId: 412,
      nodeId: 57,
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      gameCode: 'sea-4d-last-digit',
      gameName: 'SEA 4D Last Digit',
    });
    // Without a node the game stands in; an unknown type falls back to LOTT; the label names it.
    const { nodeId: _omitted, ...bare } = sea;
    expect(launchableOf({ ...bare, gameType: 'WHAT', remark: '' })).toMatchObject({
      nodeId: 412,
      gameType: 'LOTT',
      gameName: 'Game sea-4d-last-digit',
    });
  });
});

describe('tiles and history rows', () => {
  it('shows at most 6 digits of the special prize, keno its first numbers', () => {
    expect(tileBalls(MB_ROWS, false)).toEqual(['3', '1', '4', '2', '9']);
    expect(tileBalls('1234567', false)).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(tileBalls(MENU[4]?.previousWinningNumber ?? '', true)).toEqual([
      '03',
      '07',
      '11',
      '15',
      '19',
      '23',
    ]);
    expect(tileBalls('', false)).toEqual([]);
  });

  it('labels prize rows DB, G1 … G7 from the rows format', () => {
    const rows = prizeRows(undefined, MB_ROWS);
    expect(rows.map((r) => r.label)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(rows[7]?.numbers).toEqual(['27', '15', '44', '13']);
    expect(prizeRows(undefined, '1,2,3')).toEqual([]);
  });
});

describe('bet building', () => {
  it('reads typed numbers, keeping bad ones apart and dropping repeats', () => {
    expect(parseTypedNumbers('07 39,82;07\n5 123', 2)).toEqual({
      numbers: ['07', '39', '82'],
      invalid: ['5', '123'],
    });
  });

  it('costs per-number bets per number and the rest once; potential win floors like settlement', () => {
    const lo = { betType: 'lo2', numbers: ['07', '39'], stake: 2700n };
    expect(lineCost(lo, info('lo2'))).toBe(5400n);
    expect(potentialWin(lo, info('lo2'))).toEqual({ amount: 9900n, basis: 'perHit' });
    const xien = { betType: 'xien2', numbers: ['07', '39'], stake: 1000n };
    expect(lineCost(xien, info('xien2'))).toBe(1000n);
    expect(potentialWin(xien, info('xien2'))).toEqual({ amount: 17300n, basis: 'once' });
    const truot = { betType: 'loTruot', numbers: ['01', '02', '03', '04', '05'], stake: 333n };
    expect(potentialWin(truot, info('loTruot'))).toEqual({ amount: 1262n, basis: 'once' });
    expect(potentialWin({ ...truot, numbers: ['01'] }, info('loTruot'))).toBeNull();
    const spots = { betType: 'spots', numbers: ['1', '2', '3'], stake: 1000n };
    expect(lineCost(spots, info('spots'))).toBe(1000n);
    expect(potentialWin(spots, info('spots'))).toEqual({ amount: 42500n, basis: 'upTo' });
    expect(potentialWin({ betType: 'big', numbers: [], stake: 1000n }, info('big'))).toEqual({
      amount: 1950n,
      basis: 'once',
    });
    const lines = [
      { id: 'a', ...lo },
      { id: 'b', ...xien },
    ];
    expect(slipTotal(lines, VN_BET_TYPES)).toBe(6400n);
    expect(toBetLines(lines)).toEqual([
      { betType: 'lo2', numbers: ['07', '39'], stake: '27.00' },
      { betType: 'xien2', numbers: ['07', '39'], stake: '10.00' },
    ]);
  });

  it('checks the stake against the game limits and shows rates as multipliers', () => {
    expect(checkStake('5', '1.00', '1000.00')).toEqual({ ok: true, stake: 500n });
    expect(checkStake('0.5', '1.00', '1000.00')).toEqual({ ok: false, problem: 'min', limit: '1.00' });
    expect(checkStake('1000.01', '1.00', '1000.00')).toEqual({ ok: false, problem: 'max', limit: '1000.00' });
    expect(checkStake('abc', '1.00', '1000.00')).toEqual({ ok: false, problem: 'invalid' });
    expect(rateMultiplier(99, 27)).toBe('3.66');
    // Large odds and limits group as amounts do, in every language.
    expect(rateMultiplier(8000, 1)).toBe('8,000.00');
    expect(showLimit('1000.00')).toBe('1,000.00');
    expect(showLimit('5000000')).toBe('5,000,000.00');
  });
});

describe('lottery favourites', () => {
  it('key our own lotteries by id and third-party ones by vendor and id', () => {
    const own = menuItem({
      gameId: 3,
      gameCode: 'vn-mb',
      vendor: 'TCG_LOTTO_VN',
      accountTypeName: 'TCG_LOTTO_VN',
    });
    const other = menuItem({
      gameId: 3,
      gameCode: 'SDL',
      vendor: 'SDL',
      accountTypeName: 'SDL',
      isGame: 'VASSALAGE',
    });
    expect(favouriteKey(own)).toBe(3);
    expect(favouriteKey(other)).toBe('SDL:3');
  });

  it('read stored lists leniently, dropping what is not a key', () => {
    window.localStorage.setItem(
      FAVOURITES_KEY,
      JSON.stringify({ alice: [3, 'SDL:413', 'bad', 4.5, null], bob: 'x' }),
    );
    useFavouritesStore.getState().reload();
    expect(useFavouritesStore.getState().byUser).toEqual({ alice: [3, 'SDL:413'] });
    window.localStorage.removeItem(FAVOURITES_KEY);
    useFavouritesStore.getState().reload();
  });
});
