import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';
import { scrollToBlock } from './support/screen.ts';
import { openIn, staffToken } from './support/session.ts';

const baseUrl = inject('baseUrl');

const api = apiFrom<Record<string, unknown>>('198.51.100.91');

describe('lottery cancellations', () => {
  const browser = useBrowser();

  it('shows a cancelled draw on the results board with the operators’ reason', async () => {
    const token = await staffToken();
    const menu = await api('/lgw/games/game_menus');
    const mb = (menu.value.list as { gameCode: string; drawId: number | null }[]).find(
      (i) => i.gameCode === 'vn-mb',
    );
    expect(mb?.drawId).toBeTruthy();
    const cancelled = await api(`/bo/api/lottery/draws/${mb?.drawId}/cancel`, {
      method: 'POST',
      token,
      body: { reason: 'The draw hall lost power; every bet is refunded' },
    });
    expect(cancelled.value.status).toBe('cancelled');

    for (const [theme, phone] of [
      ['dark', false],
      ['light', true],
    ] as const) {
      const page = await openIn(browser(), theme, phone);
      await page.goto(`${baseUrl}/vnLottery?gameCode=vn-mb`);
      // The results board lies below the number grid: it is built as the visitor scrolls to it.
      const board = await scrollToBlock(page, 'lottery-results');
      const reason = board.getByTestId('lottery-cancel-reason').first();
      await reason.waitFor();
      expect(await reason.textContent()).toBe('Reason: The draw hall lost power; every bet is refunded');
      await reason.scrollIntoViewIfNeeded();
      await shot(page, `lottery-cancel-reason-${phone ? 'phone' : 'desktop'}-${theme}`);
      await page.context().close();
    }
  });
});
