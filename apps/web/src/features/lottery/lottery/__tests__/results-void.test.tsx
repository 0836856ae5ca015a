import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import type { LotteryDraw } from '../api/game';
import { VnLotteryPage } from '../pages/vn-lottery-page';
import { gameDetail, MENU, VN_BET_TYPES } from './fixtures';
import { renderAt } from './test-kit';

const MB = (MENU.find((m) => m.gameCode === 'vn-mb') ?? MENU[0]) as (typeof MENU)[number];

const voided: LotteryDraw = {
  drawId: 90,
  gameCode: 'vn-mb',
  numero: '20261123',
  status: 'cancelled',
  openAt: '2026-11-22T11:30:00.000Z',
  lockAt: '2026-11-23T11:00:00.000Z',
  drawAt: '2026-11-23T11:15:00.000Z',
  drawTime: Date.UTC(2026, 10, 23, 11, 15),
  fair: false,
  chain: null,
  winningNumber: null,
  prizes: [],
  seedHash: null,
  serverSeed: null,
  clientSeed: null,
  nonce: null,
  cancelReason: 'No official result was published',
  incidentId: null,
};

const FAST = (MENU.find((m) => m.gameCode === 'vnfast-45s') ?? MENU[0]) as (typeof MENU)[number];

/** A fast draw cancelled with every other open draw of its game by a platform incident. */
const incident: LotteryDraw = {
  ...voided,
  drawId: 91,
  gameCode: 'vnfast-45s',
  numero: '20261123-0402',
  openAt: '2026-11-23T05:00:15.000Z',
  lockAt: '2026-11-23T05:00:55.000Z',
  drawAt: '2026-11-23T05:01:00.000Z',
  drawTime: Date.UTC(2026, 10, 23, 5, 1),
  fair: true,
  seedHash: 'ab'.repeat(32),
  serverSeed: 'cd'.repeat(32),
  clientSeed: 'ef'.repeat(16),
  nonce: 402,
  cancelReason: 'Draw service fault: results could not be published',
  incidentId: '7',
};

describe('results board', () => {
  it('shows a cancelled draw with the reason the operators gave', async () => {
    stubApi({
      '/lgw/games/game_menus': { tags: [], list: MENU },
      [`/lgw/lottery/games/${MB.gameCode}`]: gameDetail(MB, VN_BET_TYPES),
      '/lgw/lottery/draws': { list: [voided], pageNo: 1, totalPages: 1 },
      '/lgw/lottery/bets': { list: [], pageNo: 1, totalPages: 1 },
      '/wps/relay/MCSFE_getBalance': { balance: '1000.00' },
    });
    renderAt(`/vnLottery?gameCode=${MB.gameCode}`, <VnLotteryPage />);
    const [row] = await screen.findAllByTestId('lottery-result');
    expect(within(row as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText('Reason: No official result was published'),
    ).toBeInTheDocument();
    // A void of one traditional draw is not a platform incident.
    expect(within(row as HTMLElement).queryByTestId('lottery-incident')).not.toBeInTheDocument();
  });

  it('shows a draw cancelled by a platform incident as such, with the incident reason', async () => {
    stubApi({
      '/lgw/games/game_menus': { tags: [], list: MENU },
      [`/lgw/lottery/games/${FAST.gameCode}`]: gameDetail(FAST, VN_BET_TYPES),
      '/lgw/lottery/draws': { list: [incident], pageNo: 1, totalPages: 1 },
      '/lgw/lottery/bets': { list: [], pageNo: 1, totalPages: 1 },
      '/wps/relay/MCSFE_getBalance': { balance: '1000.00' },
    });
    renderAt(`/vnLottery?gameCode=${FAST.gameCode}`, <VnLotteryPage />);
    const [row] = await screen.findAllByTestId('lottery-result');
    const inRow = within(row as HTMLElement);
    expect(inRow.getByText('#20261123-0402')).toBeInTheDocument();
    expect(inRow.getByText('Cancelled')).toBeInTheDocument();
    expect(
      inRow.getByText('Platform incident: every open draw of this game was cancelled and refunded'),
    ).toBeInTheDocument();
    expect(inRow.getByText('Reason: Draw service fault: results could not be published')).toBeInTheDocument();
  });
});
