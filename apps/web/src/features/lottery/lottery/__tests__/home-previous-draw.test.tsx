import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { LotteryBoard } from '../components/lottery-board';
import { MB_ROWS, MENU, menuItem } from './fixtures';
import { renderAt } from './test-kit';

/** A Miền Nam result as the results feed publishes it: 18 numbers in rows DB … G8. */
const HCM_ROWS =
  '760372~57769~10072~49513,21219~74569,89878,58813,25531,17297,59888,76986~3811~7161,6655,2155~285~21';
const HCM_LABELS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];

const opened = (gameCode: string, winningNumber: string, drawTime: number, station: string) => ({
  gameCode,
  list: [
    {
      drawId: 90,
      numero: '20261130',
      drawTime,
      drawDayOfWeek: 2,
      station,
      winningNumber,
      prizes: winningNumber
        .split('~')
        .map((row, i) => ({ label: HCM_LABELS[i] as string, numbers: row.split(',') })),
      status: 'settled',
    },
  ],
});

describe('home lottery widget: the previous draw', () => {
  it("shows each province's previous draw from the API: its special prize on the tile, every prize row and its time in the panel", async () => {
    const user = userEvent.setup();
    const hcmTime = new Date(2026, 10, 30, 16, 15, 3).getTime();
    const api = stubApi({
      '/lgw/games/game_menus': {
        tags: ['MB', 'MN'],
        list: [
          MENU[0],
          menuItem({
            gameId: 3,
            gameCode: 'mn-hcm',
            remark: 'TP. Hồ Chí Minh',
            tag: ['MN'],
            kind: 'vn',
            region: 'MN',
            previousNumero: '20261130',
            previousWinningNumber: HCM_ROWS,
            previousWinningTime: hcmTime,
          }),
        ],
      },
      '/lgw/vn/numeros/opened/game': (url: URL) =>
        url.searchParams.get('gameCode') === 'mn-hcm'
          ? opened('mn-hcm', HCM_ROWS, hcmTime, 'TP. Hồ Chí Minh')
          : opened('vn-mb', MB_ROWS, new Date(2026, 10, 30, 18, 15, 2).getTime(), 'Hà Nội'),
    });
    renderAt('/', <LotteryBoard variant="home" />);

    // The province's tile: the six digits of its special prize.
    const balls = await screen.findByTestId('lottery-balls-mn-hcm');
    expect(
      within(balls)
        .getAllByText(/^\d$/)
        .map((b) => b.textContent),
    ).toEqual(['7', '6', '0', '3', '7', '2']);

    // Its tab: the panel asks for the province's last draw and shows all nine prize rows.
    await user.click(screen.getByTestId('lottery-tab-MN'));
    const history = screen.getByTestId('lottery-history');
    expect(within(history).getByTestId('lottery-history-game')).toHaveValue('mn-hcm');
    const rows = await within(history).findByTestId('lottery-history-rows');
    await within(rows).findByText('760372');
    expect(
      within(rows)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(HCM_LABELS);
    expect(within(rows).getByText('21')).toBeInTheDocument();
    expect(within(history).getByTestId('lottery-history-time')).toHaveTextContent('11/30 16:15:03');
    const asked = api.mock.calls.map(([u]) => new URL(String(u), window.location.origin));
    expect(
      asked.some(
        (u) =>
          u.pathname === '/lgw/vn/numeros/opened/game' &&
          u.searchParams.get('gameCode') === 'mn-hcm' &&
          u.searchParams.get('count') === '1',
      ),
    ).toBe(true);
  });
});
